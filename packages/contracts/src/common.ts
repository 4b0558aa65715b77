import { z } from 'zod';

/** Organisation ids are numbers on the wire and in the database (the session carries them as text). */
export const OrgId = z.coerce.number().int().positive().max(2_147_483_647);

/** A trimmed, bounded string: every free-text input goes through this. */
export const boundedText = (max: number) => z.string().trim().max(max);

/** Timestamps travel as ISO-8601 strings with an offset. */
export const IsoDateTime = z.iso.datetime({ offset: true });

/** A latitude or longitude as an existing API may send it: a number, or a number in a string. */
export const CoordinateValue = z.union([z.number(), z.string()]).nullable();
