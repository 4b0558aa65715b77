import { ErrorEnvelope } from '@fm/contracts';
import type { z } from 'zod';

/** Response schemas of a route: its success body, and the error envelope for everything else. */
export const responses = <T extends z.ZodType>(success: T, status: 200 | 201 | 202 = 200) =>
  ({ [status]: success, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope }) as Record<
    200 | 201 | 202,
    T
  > & {
    '4xx': typeof ErrorEnvelope;
    '5xx': typeof ErrorEnvelope;
  };
