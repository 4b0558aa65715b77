import { z } from 'zod';
import { successEnvelope } from './envelope';

export const HealthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  version: z.string(),
});
export type HealthData = z.infer<typeof HealthData>;

export const HealthResponse = successEnvelope(HealthData);
