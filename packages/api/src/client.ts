import { type FetchResponse, ofetch } from 'ofetch';
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

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      // Every status reaches our own policy below; ofetch's automatic retries would repeat POSTs.
      ignoreResponseError: true,
      retry: 0,
    },
    { fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) },
  );

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

  async function send(path: string, opts: RequestOptions, responseType: ResponseKind, token: string | null) {
    const headers: Record<string, string> = {
      Accept: responseType === 'json' ? 'application/json' : '*/*',
      'Accept-Language': options.getLanguage(),
      ...opts.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await $fetch.raw(path, {
        method: opts.method ?? 'GET',
        body: opts.body as Record<string, unknown> | BodyInit | undefined,
        query: opts.query,
        headers,
        responseType,
        signal: opts.signal,
        // The apps' own reads always ask the server: the browser's HTTP cache sends the ETag it holds
        // and keeps its copy on a 304 (cheap on the server), so a write a moment ago (a donor's own
        // gift, a campaign just activated) shows at once, whatever max-age a public answer allows
        // a CDN (docs/decisions/0036-public-read-cache.md).
        cache: 'no-cache',
        ...(opts.credentials ? { credentials: opts.credentials } : {}),
      });
    } catch (error) {
      if (opts.signal?.aborted) throw error;
      throw new ApiError({ kind: 'network', cause: error });
    }
  }

  async function httpError(response: FetchResponse<unknown>): Promise<ApiError> {
    let body: unknown = response._data;
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
      const parsed = v.safeParse(tokenPairSchema, response._data);
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
      const data = response.status === 204 ? undefined : response._data;
      const parsed = v.safeParse(schema, data);
      if (!parsed.success) throw contractError(response, parsed.issues, data);
      return parsed.output;
    },
    async requestBlob(path, opts = {}) {
      const response = await execute(path, opts, 'blob');
      const data: unknown = response._data;
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
  response: FetchResponse<unknown>,
  issues: readonly v.BaseIssue<unknown>[],
  body: unknown = response._data,
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
