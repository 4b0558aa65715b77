import { z } from 'zod';

/**
 * The response envelope of every product call (spec section 7): `{ success: true, data }` on
 * success, `{ success: false, error }` on failure. `code` and `details` are additions that let a
 * client react to a kind of failure without parsing the human text.
 */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

const errorCodes = [
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

/**
 * Examples of a request body, for the API docs and the route-wide guards (which start from a
 * valid body). Kept under `x-examples`: zod leaves `examples` out of an input schema that
 * transforms, since examples describe parsed values; these are what a caller sends.
 */
export const requestExamples = (...examples: unknown[]) => ({
  'x-examples': Object.fromEntries(
    examples.map((value, index) => [`example${index + 1}`, { value }]),
  ),
});
