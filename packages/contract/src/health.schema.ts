import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean(), postgis: z.string().nullable() }),
  migrations: z.object({ applied: z.number().int(), pending: z.array(z.string()) }),
  gdal: z.object({ version: z.string().nullable() }),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** The process answers: for a liveness probe (restart when it stops answering). */
export const livenessResponse = z.object({ status: z.literal('alive') });
export type LivenessResponse = z.infer<typeof livenessResponse>;

/**
 * Whether the process should be sent requests: the database answers and has every migration
 * this version needs, and the process is not stopping (503 otherwise), for a load balancer's or
 * Kubernetes' readiness probe.
 */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'unready']),
  database: z.object({ reachable: z.boolean() }),
  migrations: z.object({ pending: z.array(z.string()) }),
  /** Told to stop (SIGTERM): finishing what it has, taking nothing new. */
  draining: z.boolean(),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
