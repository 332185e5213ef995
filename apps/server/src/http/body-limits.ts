import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { DETAIL, Problem } from './problems';

/** JSON and form bodies: far above any form of the contract, far below what hurts the server. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** The largest photo allowed (5 MB) plus the multipart framing and the other fields. */
export const MAX_MULTIPART_BODY_BYTES = 5 * 1024 * 1024 + 256 * 1024;

const tooLarge = () => {
  throw new Problem(413, DETAIL.bodyTooLarge);
};
const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: tooLarge });
const multipartLimit = bodyLimit({ maxSize: MAX_MULTIPART_BODY_BYTES, onError: tooLarge });

/**
 * Refuses an oversized body with 413 and the contract's `{detail}` before any handler parses it: by
 * Content-Length, or by counting a chunked body as it is read (Hono's body limit). One middleware for
 * every route, so each new area inherits the limit; only multipart bodies may carry a photo's size.
 * A GET or HEAD is passed straight on: no handler of one reads a body, and asking whether it has one
 * makes the Node adapter build a whole Fetch Request, the largest cost of a cached read.
 */
export function bodyLimits() {
  return createMiddleware((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const type = c.req.header('content-type') ?? '';
    return type.toLowerCase().startsWith('multipart/form-data')
      ? multipartLimit(c, next)
      : jsonLimit(c, next);
  });
}
