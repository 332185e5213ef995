import * as v from 'valibot';

/**
 * The operator's calls (docs/deploy.md), for a process manager or a load balancer; public, never
 * cached. `GET /api/health` answers while the process lives.
 */
export const healthAnswerSchema = v.object({ status: v.literal('ok') });
export type HealthAnswer = v.InferOutput<typeof healthAnswerSchema>;

/**
 * `GET /api/ready`: 200 when the database answers and has every migration this build carries; 503,
 * with the reason, while it does not (stopped, unreachable, an upgrade still migrating, or this
 * process stopping: it finishes its requests and takes no new ones).
 */
export const readyAnswerSchema = v.variant('status', [
  v.object({ status: v.literal('ready') }),
  v.object({
    status: v.literal('unavailable'),
    reason: v.picklist(['database_unavailable', 'migrations_pending', 'stopping']),
  }),
]);
export type ReadyAnswer = v.InferOutput<typeof readyAnswerSchema>;
