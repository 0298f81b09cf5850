import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean(), postgis: z.string().nullable() }),
  migrations: z.object({ applied: z.number().int(), pending: z.array(z.string()) }),
  gdal: z.object({ version: z.string().nullable() }),
});
export type HealthResponse = z.infer<typeof healthResponse>;
