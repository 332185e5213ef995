import * as v from 'valibot';

/**
 * The password-reset flow passes the email (and later the code) through navigation state.
 * State is untyped at runtime, so it is parsed rather than trusted.
 */
const emailStateSchema = v.object({ email: v.pipe(v.string(), v.nonEmpty()) });
const resetStateSchema = v.object({
  email: v.pipe(v.string(), v.nonEmpty()),
  code: v.pipe(v.string(), v.nonEmpty()),
});

export function emailFromState(state: unknown): string | null {
  const result = v.safeParse(emailStateSchema, state);
  return result.success ? result.output.email : null;
}

export function resetContextFromState(state: unknown): { email: string; code: string } | null {
  const result = v.safeParse(resetStateSchema, state);
  return result.success ? result.output : null;
}
