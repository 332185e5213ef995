/*
 * Stands in for @tanstack/pacer-lite in the apps' builds. TanStack Form's only use of it is to
 * throttle the form-state broadcast to the devtools bus (every 300 ms while a form changes); the
 * builds' bus is silent (no-devtools-event-client.ts), so the throttled call has nothing to do and
 * the stub spares its timer and 0.4 KiB gz on the sign-in page.
 */
export function liteThrottle<Args extends unknown[]>(_fn: (...args: Args) => void): (...args: Args) => void {
  return () => {};
}
