import net from 'node:net';

/**
 * The three listeners' ports (docs/decisions/0002) as the settings name them, so that a port the
 * server cannot have is reported in one line naming the variable that moves it, not with Node's
 * EADDRINUSE stack.
 */
export interface ListenSettings {
  MINBAR_HOST: string;
  MINBAR_API_PORT: number;
  MINBAR_DASHBOARD_PORT: number;
  MINBAR_PUBLIC_PORT: number;
}

type PortVariable = 'MINBAR_API_PORT' | 'MINBAR_DASHBOARD_PORT' | 'MINBAR_PUBLIC_PORT';

interface PortSetting {
  variable: PortVariable;
  /** What listens there, as the message names it. */
  what: string;
  port: number;
}

function portSettings(settings: ListenSettings): PortSetting[] {
  return [
    { variable: 'MINBAR_API_PORT', what: 'the API', port: settings.MINBAR_API_PORT },
    { variable: 'MINBAR_DASHBOARD_PORT', what: 'the dashboard', port: settings.MINBAR_DASHBOARD_PORT },
    { variable: 'MINBAR_PUBLIC_PORT', what: 'the public site', port: settings.MINBAR_PUBLIC_PORT },
  ];
}

/** Listens on the port and lets go of it at once: null when it could be had, else the error why not. */
function tryPort(port: number, host: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    probe.listen({ port, host }, () => probe.close(() => resolve(null)));
  });
}

/** A port to offer instead: the first of `first`, 10 above it, 20 above… that is free now and none of the three. */
async function freeFrom(first: number, settings: ListenSettings): Promise<number | null> {
  const taken = new Set(portSettings(settings).map((setting) => setting.port));
  for (let step = 0; step < 10; step += 1) {
    const candidate = first + 10 * step;
    if (candidate > 65535) break;
    if (taken.has(candidate)) continue;
    if ((await tryPort(candidate, settings.MINBAR_HOST)) === null) return candidate;
  }
  return null;
}

/**
 * The one line an operator reads when a listener cannot have its port: which port, what it is for,
 * the variable that moves it and a free port to move it to.
 */
export async function listenFailure(
  settings: ListenSettings,
  port: number,
  error: NodeJS.ErrnoException,
): Promise<string> {
  const host = settings.MINBAR_HOST;
  const setting = portSettings(settings).find((candidate) => candidate.port === port);
  if (!setting) return `Could not listen on ${host}:${port}: ${error.message}`;
  const { variable, what } = setting;
  const named = `Port ${port} (${what}, ${variable})`;
  const example = async () => {
    const other = await freeFrom(port < 1024 ? port + 8000 : port + 10, settings);
    return other === null ? `${variable} set to a free port` : `${variable}=${other} npm start`;
  };
  switch (error.code) {
    case 'EADDRINUSE':
      return `${named} is taken by another program on ${host}: stop it or start Minbar with ${await example()}`;
    case 'EACCES':
      return `${named} needs privileges this user lacks (ports under 1024 do): give Minbar a port from 1024 up, behind a reverse proxy, e.g. ${await example()}`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `MINBAR_HOST=${host} is not an address of this machine (${error.code}): set it to 127.0.0.1, or 0.0.0.0 to accept other machines`;
    default:
      return `${named} could not be opened on ${host}: ${error.message}`;
  }
}

/**
 * Checked before the database opens, so a port another program holds stops the start at once: the
 * line saying what to change, or null when all three ports are free. Two variables given the same
 * port are named too (the second listener would find the first one's port taken).
 */
export async function portProblem(settings: ListenSettings): Promise<string | null> {
  const ports = portSettings(settings);
  for (const [index, setting] of ports.entries()) {
    const twin = ports.slice(0, index).find((earlier) => earlier.port === setting.port);
    if (!twin) continue;
    const other = await freeFrom(setting.port + 10, settings);
    return `${twin.variable} and ${setting.variable} are both ${setting.port}: ${twin.what} and ${setting.what} each need a port of their own; start Minbar with ${setting.variable}=${other ?? 'another port'} npm start`;
  }
  for (const setting of ports) {
    const error = await tryPort(setting.port, settings.MINBAR_HOST);
    if (error) return listenFailure(settings, setting.port, error);
  }
  return null;
}
