import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the scripted server saw it. */
export interface RecordedRequest {
  method: string;
  /** Path relative to the base URL, with the query string, e.g. `/admin/users?page=2`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON when the body is JSON, otherwise the raw text (undefined when empty). */
  body: unknown;
}

export interface ScriptedReply {
  status?: number;
  /** Objects are sent as JSON; strings and buffers as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Holds the answer back, to shape the order in which concurrent calls see their answers. */
  delayMs?: number;
  /** Drops the connection without an answer, as a failing network or a crashed server does. */
  dropConnection?: boolean;
}

export type ScriptedHandler = (request: RecordedRequest) => ScriptedReply | Promise<ScriptedReply>;

export interface ScriptedServer {
  /** Includes the `/api` prefix, as the apps configure it. */
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const PREFIX = '/api';

/**
 * A real HTTP server on 127.0.0.1 and a random port, answering from a script. The client under test
 * goes through its real fetch, headers and body encoding: nothing about the network is mocked.
 */
export async function startScriptedServer(handler: ScriptedHandler): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: (req.url ?? '').startsWith(PREFIX) ? (req.url ?? '').slice(PREFIX.length) : (req.url ?? ''),
      headers: req.headers,
      body: parseBody(text, req.headers['content-type']),
    };
    requests.push(recorded);
    const reply = await handler(recorded);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply.dropConnection) {
      req.socket.destroy();
      return;
    }
    const isRaw = typeof reply.body === 'string' || Buffer.isBuffer(reply.body);
    const headers: Record<string, string> = {
      ...(reply.body !== undefined && !isRaw ? { 'Content-Type': 'application/json' } : {}),
      ...reply.headers,
    };
    res.writeHead(reply.status ?? 200, headers);
    if (reply.body === undefined) res.end();
    else res.end(isRaw ? (reply.body as string | Buffer) : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}${PREFIX}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function parseBody(text: string, contentType: string | undefined): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('application/json')) return JSON.parse(text);
  return text;
}

/** A URL on which nothing listens: the port of a server that was started and closed again. */
export async function closedPortURL(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}${PREFIX}`;
}
