import type { z } from 'zod';

const checking = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * An answer checked against the contract's zod schema in development and tests, so that a
 * server answer the contract does not describe fails loudly where it is built; in production
 * it is passed through as the generated types already describe it.
 */
export function checkedAnswer<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  return checking ? schema.parse(data) : (data as z.infer<S>);
}
