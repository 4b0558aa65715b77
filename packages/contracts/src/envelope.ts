import { z } from 'zod';

/**
 * The response envelope of every product call (spec section 7): `{ success: true, data }` on
 * success, `{ success: false, error }` on failure. `code` and `details` are additions that let a
 * client react to a kind of failure without parsing the human text.
 */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.enum(errorCodes),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
