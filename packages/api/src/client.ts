import * as v from 'valibot';
import { ApiError, normaliseErrorBody, parseRetryAfter } from './errors';
import { tokenPairSchema } from './schemas/account-answers';
import { type RefreshLock, type SessionStore, webLocksRefreshLock } from './session';

export type SessionEndReason = 'unauthorized' | 'forbidden';

export interface ApiClientOptions {
  /** Includes `/api`: `http://localhost:8000/api`, or `/api` on the same origin. */
  baseURL: string;
  session: SessionStore;
  /** Sent as Accept-Language, so server messages and translated content follow the UI. */
  getLanguage: () => string;
  /** The app sends the user to `/` here. Called once per ended session. */
  onSessionEnded?: (reason: SessionEndReason) => void;
  fetch?: typeof fetch;
  /** Keeps the tabs of one browser from refreshing at once; defaults to the Web Locks API. */
  refreshLock?: RefreshLock;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData and Blob are sent as they are. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** False for public calls (token, register, verify, reset, refresh): no token, no refresh on 401. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * 'include' on the calls that set, read or clear the refresh cookie (token, refresh, logout), so
   * the cookie also travels when the API is on another origin.
   */
  credentials?: RequestCredentials;
}

export interface ApiClient {
  request<S extends v.GenericSchema>(
    schema: S,
    path: string,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>;
  /** For downloads (the prayer-times CSV): the same auth policy, the body as a Blob. */
  requestBlob(path: string, options?: RequestOptions): Promise<Blob>;
  /**
   * Gets a new access token through the refresh cookie (POST /refresh-token), which the server
   * rotates. Concurrent callers share one request, and tabs take turns (the refresh lock). Used
   * after a reload, after a 401 and by the dashboard's 25-minute timer. A rejected refresh ends the
   * session. Resolves to the new access token.
   */
  refresh(): Promise<string>;
}

type ResponseKind = 'json' | 'blob';

/** An answer with its body read: parsed JSON (or the text when it is not JSON), or a Blob. */
interface Answer {
  status: number;
  ok: boolean;
  url: string;
  headers: Headers;
  data: unknown;
}

/** Answers that never carry a body, whatever the server sends. */
const BODILESS_STATUSES = new Set([101, 204, 205, 304]);
const PAYLOAD_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The path under the API's base (`/api` or `http://host/api`); a full address, or a path that
 * already starts with the base, is taken as it is.
 */
function urlOf(baseURL: string, path: string, query: RequestOptions['query']): string {
  const base = baseURL.replace(/\/+$/, '');
  const joined =
    base === '' || /^([a-z][a-z\d+.-]*:)?\/\//i.test(path) || path.startsWith(base)
      ? path
      : `${base}/${path.replace(/^\/+/, '')}`;
  // An undefined value is left out; null and the empty string send the name alone, without "=".
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) =>
      value === null || value === ''
        ? encodeURIComponent(name)
        : `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`,
    );
  if (pairs.length === 0) return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/** Sent as JSON: plain objects and arrays, strings, numbers and booleans (not FormData, Blob or buffers). */
function isJsonBody(body: unknown): boolean {
  if (body === undefined || body === null) return false;
  if (typeof body === 'string' || typeof body === 'number' || typeof body === 'boolean') return true;
  if (typeof body !== 'object') return false;
  if (Array.isArray(body)) return true;
  if ('buffer' in body || body instanceof FormData || body instanceof URLSearchParams) return false;
  return body.constructor?.name === 'Object' || typeof (body as { toJSON?: unknown }).toJSON === 'function';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const fetchOf = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const refreshLock = options.refreshLock ?? webLocksRefreshLock();
  let refreshing: Promise<string> | null = null;

  /**
   * Clears the session only if it still holds the token the failed call used: a late answer to a
   * call made before a new sign-in must not sign the new user out, and N failing calls report once.
   */
  function endSession(tokenUsed: string | null, reason: SessionEndReason) {
    const current = session.get();
    if (!current || current.token !== tokenUsed) return;
    session.clear();
    options.onSessionEnded?.(reason);
  }

  /**
   * One HTTP call with the body read; every status comes back as an answer, for the policy below. A
   * call that gets no answer (or whose body breaks off) is a `network` ApiError; an aborted one
   * rejects with the abort. The client's own transport on `fetch`: the JSON body, the query and the
   * base path are all it needs, so the pages that call the API load no HTTP library for them.
   */
  async function send(
    path: string,
    opts: RequestOptions,
    responseType: ResponseKind,
    token: string | null,
  ): Promise<Answer> {
    const headers = new Headers({
      Accept: responseType === 'json' ? 'application/json' : '*/*',
      'Accept-Language': options.getLanguage(),
      ...opts.headers,
    });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const method = opts.method ?? 'GET';
    let body = opts.body as BodyInit | undefined;
    if (opts.body && PAYLOAD_METHODS.has(method) && isJsonBody(opts.body)) {
      if (typeof opts.body !== 'string') body = JSON.stringify(opts.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    try {
      const response = await fetchOf(urlOf(options.baseURL, path, opts.query), {
        method,
        body,
        headers,
        signal: opts.signal,
        // The apps' own reads always ask the server: the browser's HTTP cache sends the ETag it holds
        // and keeps its copy on a 304 (cheap on the server), so a write a moment ago (a donor's own
        // gift, a campaign just activated) shows at once, whatever max-age a public answer allows
        // a CDN (docs/decisions/0036-public-read-cache.md).
        cache: 'no-cache',
        ...(opts.credentials ? { credentials: opts.credentials } : {}),
      });
      const hasBody = response.body !== null && !BODILESS_STATUSES.has(response.status);
      let data: unknown;
      if (hasBody) data = responseType === 'blob' ? await response.blob() : parseText(await response.text());
      const { status, ok, url } = response;
      return { status, ok, url, headers: response.headers, data };
    } catch (error) {
      if (opts.signal?.aborted) throw error;
      throw new ApiError({ kind: 'network', cause: error });
    }
  }

  async function httpError(response: Answer): Promise<ApiError> {
    let body: unknown = response.data;
    // Downloads parse as Blob even when the server answers with a JSON error.
    if (body instanceof Blob) body = parseText(await body.text());
    const { detail, fieldErrors } = normaliseErrorBody(body);
    return new ApiError({
      kind: 'http',
      status: response.status,
      detail,
      fieldErrors,
      body,
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
    });
  }

  async function runRefresh(): Promise<string> {
    if (!session.get()) throw notSignedIn();
    const tokenAtStart = session.get()?.token ?? null;
    return refreshLock(async () => {
      const current = session.get();
      // Signed out meanwhile, here or in another tab.
      if (!current) throw notSignedIn();
      // Another tab refreshed while this one waited for the lock, and shared its token.
      if (current.token !== null && current.token !== tokenAtStart) return current.token;
      // No body: the refresh token is the HttpOnly cookie, which only the browser can send.
      const response = await send(
        '/refresh-token',
        { method: 'POST', body: {}, auth: false, credentials: 'include' },
        'json',
        null,
      );
      if (!response.ok) {
        endSession(tokenAtStart, 'unauthorized');
        throw await httpError(response);
      }
      const parsed = v.safeParse(tokenPairSchema, response.data);
      if (!parsed.success) {
        endSession(tokenAtStart, 'unauthorized');
        throw contractError(response, parsed.issues);
      }
      // Only store it into the session that asked: a sign-out or new sign-in meanwhile wins.
      if (session.get() && (session.get()?.token ?? null) === tokenAtStart) {
        session.setToken(parsed.output.access_token);
      }
      return parsed.output.access_token;
    });
  }

  function refresh(): Promise<string> {
    if (!refreshing) {
      refreshing = runRefresh().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  /** Sends a call with the 401/403 policy: one shared refresh, one retry, else the session ends (0005). */
  async function execute(path: string, opts: RequestOptions, responseType: ResponseKind) {
    const auth = opts.auth ?? true;
    // After a reload or in a new tab the session knows its user but has no access token yet.
    if (auth && session.get() && session.get()?.token === null) await refresh();
    const tokenUsed = auth ? (session.get()?.token ?? null) : null;
    let response = await send(path, opts, responseType, tokenUsed);

    if (auth && response.status === 401) {
      const current = session.get();
      // No session left (never signed in, or another call already ended it): nothing to refresh.
      if (!current) throw await httpError(response);
      // When another call rotated the token while this one was in flight, retry without a second refresh.
      if (current.token === tokenUsed) {
        try {
          await refresh();
        } catch (error) {
          if (isNetwork(error)) throw error;
          throw await httpError(response);
        }
      }
      const retryToken = session.get()?.token ?? null;
      if (retryToken === null) throw await httpError(response);
      response = await send(path, opts, responseType, retryToken);
      if (response.status === 401) endSession(retryToken, 'unauthorized');
      if (response.status === 403) endSession(retryToken, 'forbidden');
    } else if (auth && response.status === 403) {
      endSession(tokenUsed, 'forbidden');
    }

    if (!response.ok) throw await httpError(response);
    return response;
  }

  return {
    async request(schema, path, opts = {}) {
      const response = await execute(path, opts, 'json');
      const data = response.status === 204 ? undefined : response.data;
      const parsed = v.safeParse(schema, data);
      if (!parsed.success) throw contractError(response, parsed.issues, data);
      return parsed.output;
    },
    async requestBlob(path, opts = {}) {
      const response = await execute(path, opts, 'blob');
      const data: unknown = response.data;
      if (!(data instanceof Blob)) throw contractError(response, [], data);
      return data;
    },
    refresh,
  };
}

function notSignedIn(): ApiError {
  return new ApiError({ kind: 'http', status: 401, detail: 'Not signed in' });
}

function isNetwork(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network';
}

function parseText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function contractError(
  response: Answer,
  issues: readonly v.BaseIssue<unknown>[],
  body: unknown = response.data,
): ApiError {
  const where = issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ');
  // The description goes to `message` (logs), not `detail`: screens show their own translated text.
  return new ApiError({
    kind: 'contract',
    status: response.status,
    message: where
      ? `Unexpected answer from ${response.url}: ${where}`
      : `Unexpected answer from ${response.url}`,
    body,
  });
}
