import {
  emailSchema,
  ISSUE,
  resetConfirmSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  TOKEN_MAX_LENGTH,
  verifySchema,
} from '@minbar/domain/access/credentials';
import { roleSchema, toggleableRoleSchema } from '@minbar/domain/access/roles';
import { boundedText } from '@minbar/domain/input/text';
import * as v from 'valibot';
import { paginationSchema } from './common';

/** Requests reuse the domain's rules, so the form, the client and the server validate alike. */
export const tokenRequestSchema = signInSchema;
export const registerRequestSchema = signUpSchema;
export const verifyRequestSchema = verifySchema;
export const resetRequestRequestSchema = resetRequestSchema;
export const resetVerifyCodeRequestSchema = verifySchema;
export const resetConfirmRequestSchema = resetConfirmSchema;
/**
 * POST /refresh-token and POST /logout. A browser sends nothing: the refresh token rides in its
 * HttpOnly cookie. Clients without cookies (scripts, other servers) may name it in the body.
 */
export const refreshRequestSchema = v.object({
  refresh_token: v.optional(v.pipe(boundedText(TOKEN_MAX_LENGTH), v.nonEmpty(ISSUE.required))),
});

export {
  type Me,
  meSchema,
  registerAnswerSchema,
  type TokenPair,
  tokenPairSchema,
} from './account-answers';

export const adminUserSchema = v.object({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  role: v.string(),
  roles: v.array(v.string()),
});
export type AdminUser = v.InferOutput<typeof adminUserSchema>;

/** GET /admin/users?page&per_page (10 by default). */
export const adminUsersPageSchema = v.object({
  data: v.array(adminUserSchema),
  pagination: paginationSchema,
});
export type AdminUsersPage = v.InferOutput<typeof adminUsersPageSchema>;

/** GET /admin/users-roles-count. */
export const roleCountsSchema = v.object({
  admin: v.number(),
  imam: v.number(),
  parent: v.number(),
  teacher: v.number(),
  student: v.number(),
});
export type RoleCounts = v.InferOutput<typeof roleCountsSchema>;

/** PUT /update-role/{email}?new_role= */
export const updateRoleQuerySchema = v.object({ new_role: roleSchema });
/** POST /add-role/{email}?role= and DELETE /remove-role/{email}?role= */
export const roleQuerySchema = v.object({ role: toggleableRoleSchema });
export const emailParamSchema = v.object({ email: emailSchema });
