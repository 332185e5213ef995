/** The demo sign-ins the server seeds on a first run in demo mode (printed by `npm start`). */
export const DEMO = {
  admin: { email: 'admin@example.org', password: 'admin12345', username: 'admin' },
  imam: { email: 'imam@example.org', password: 'imam12345', username: 'imam' },
  parent: { email: 'parent@example.org', password: 'parent12345', username: 'parent' },
} as const;
