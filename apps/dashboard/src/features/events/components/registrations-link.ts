/** The registrations page of an event; its title goes along as navigation state. */
export function registrationsLink(id: number): string {
  return `/dashboard/Events/${encodeURIComponent(String(id))}/registrations`;
}
