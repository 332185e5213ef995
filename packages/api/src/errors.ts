import * as v from 'valibot';
import { errorBodySchema } from './schemas/error-body';

export type ApiErrorKind = 'network' | 'http' | 'contract';

/** One field's problem: `code` is machine-readable (a domain issue code when the server sends one). */
export interface FieldError {
  code: string;
  message: string;
}

/** The code given to field errors whose body carries only a human message, no machine code. */
export const UNKNOWN_FIELD_CODE = 'unknown';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number | null;
  detail?: string | null;
  /** The Error message for logs; defaults to the detail or a description of the kind. */
  message?: string;
  fieldErrors?: Record<string, FieldError>;
  body?: unknown;
  retryAfterSeconds?: number | null;
  cause?: unknown;
}

/**
 * Every failure of a call, in one shape: `network` (no answer), `http` (an error status) or
 * `contract` (an answer that does not match its schema). Screens map `detail` and `fieldErrors`
 * to translated text; they never parse bodies themselves.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The top-level message: a string detail, the first validation message, or `message`. */
  readonly detail: string | null;
  readonly fieldErrors: Record<string, FieldError>;
  readonly body: unknown;
  /** From a Retry-After header (429 on sign-in and codes, docs/decisions/0006), in seconds. */
  readonly retryAfterSeconds: number | null;

  constructor(init: ApiErrorInit) {
    const status = init.status ?? null;
    const detail = init.detail ?? null;
    super(
      init.message ?? detail ?? defaultMessage(init.kind, status),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = status;
    this.detail = detail;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

function defaultMessage(kind: ApiErrorKind, status: number | null): string {
  if (kind === 'network') return 'Network error';
  if (kind === 'contract') return 'The server answered in an unexpected shape';
  return `HTTP ${status ?? 'error'}`;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The texts browsers and Node give a fetch that got no answer (Chromium, Firefox, Safari, Node). */
const NO_ANSWER_MESSAGES = [
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
  'fetch failed',
];

/**
 * True for a call that got no answer at all: the client's `network` ApiError, an ofetch FetchError
 * without a response, or the TypeError fetch itself throws. Screens ask this one question instead of
 * recognising each shape; an aborted call is not a network failure.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'network';
  if (!(error instanceof Error)) return false;
  if (error.name === 'FetchError') {
    const { response, cause } = error as Error & { response?: unknown };
    return response === undefined && !isAbort(cause);
  }
  return error instanceof TypeError && NO_ANSWER_MESSAGES.includes(error.message);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export interface NormalisedErrorBody {
  detail: string | null;
  fieldErrors: Record<string, FieldError>;
}

/**
 * Reads every error body shape a server may send (docs/decisions/0003):
 * `{detail: string}`, `{detail: [{loc, msg, type}]}` (field = last string of loc, code = type),
 * `{detail: {field: message}}`, `{message}` and `{errors: [{field, message}]}`.
 * The first message per field wins, as a form shows one message under each field.
 */
export function normaliseErrorBody(body: unknown): NormalisedErrorBody {
  const fieldErrors: Record<string, FieldError> = {};
  const addField = (field: string, error: FieldError) => {
    if (!(field in fieldErrors)) fieldErrors[field] = error;
  };
  const parsed = v.safeParse(errorBodySchema, body);
  if (!parsed.success) return { detail: typeof body === 'string' && body.trim() ? body : null, fieldErrors };
  const { detail, message, errors } = parsed.output;
  let topLevel: string | null = null;

  if (typeof detail === 'string') {
    topLevel = detail;
  } else if (Array.isArray(detail)) {
    for (const item of detail) {
      const field = [...item.loc].reverse().find((part): part is string => typeof part === 'string');
      // `loc: ["body"]` names the whole body, not a field: the message is shown on top instead.
      if (field && field !== 'body') addField(field, { code: item.type, message: item.msg });
    }
    topLevel = detail[0]?.msg ?? null;
  } else if (detail) {
    for (const [field, value] of Object.entries(detail)) {
      const text = Array.isArray(value) ? value.find((entry) => typeof entry === 'string') : value;
      if (typeof text === 'string') addField(field, { code: UNKNOWN_FIELD_CODE, message: text });
    }
  }

  if (errors) {
    for (const item of errors) addField(item.field, { code: UNKNOWN_FIELD_CODE, message: item.message });
  }
  if (topLevel === null && message) topLevel = message;
  return { detail: topLevel, fieldErrors };
}

/** Retry-After is either seconds or an HTTP date; `now` is passed in so the result is testable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
