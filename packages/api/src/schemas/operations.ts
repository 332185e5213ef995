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

/**
 * `GET /api` (and `/api/`): what answers there, for someone who opens the API's address by hand:
 * the server's name and version (apps/server/package.json), where health and readiness are, and
 * where the settings and the deployment are described.
 */
export const apiIndexAnswerSchema = v.object({
  name: v.literal('Minbar API'),
  version: v.string(),
  health: v.literal('/api/health'),
  ready: v.literal('/api/ready'),
  docs: v.string(),
});
export type ApiIndexAnswer = v.InferOutput<typeof apiIndexAnswerSchema>;
