/** A teacher or another account as the screen names it: the name, else the username. */
export const personName = (person: { name: string | null; username: string }) =>
  person.name || person.username;
