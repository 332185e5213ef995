import * as v from 'valibot';

/*
 * The answers the account pages read (sign-in, refresh, the signed-in user, sign-up), apart from the
 * administrators' schemas in accounts.ts (which re-exports these): the sign-in page loads only this.
 */

/**
 * POST /token and POST /refresh-token. The refresh token comes as an HttpOnly cookie, not in the
 * body; a server that still sends it in the body is accepted, and the browser client ignores it.
 */
export const tokenPairSchema = v.object({
  access_token: v.string(),
  refresh_token: v.optional(v.string()),
  token_type: v.optional(v.string(), 'bearer'),
});
export type TokenPair = v.InferOutput<typeof tokenPairSchema>;

/** GET /users/me. `role` is the primary (first) role, kept for the old client's storage keys. */
export const meSchema = v.object({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  role: v.string(),
  roles: v.array(v.string()),
});
export type Me = v.InferOutput<typeof meSchema>;

/** POST /register answers 201 with the new account's id. */
export const registerAnswerSchema = v.object({ message: v.string(), id: v.number() });
