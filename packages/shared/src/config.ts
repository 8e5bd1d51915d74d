import { z } from 'zod';

/** Runtime settings the browser reads from GET /api/config. Never a secret. */
export const publicConfigSchema = z.object({
  chatWidgetSrc: z.string().nullable(),
  translationAvailable: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  dialect: z.enum(['sqlite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;
