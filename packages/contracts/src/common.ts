import { z } from 'zod';
import { wholeNumber } from './paging';

const MAX_ORG_ID = 2_147_483_647;

/**
 * An organisation id a caller sends (path, query or body): a positive whole number or its plain
 * decimal digits, nothing else (not '0x1', '1e0', ' 1 ', true or [1]). The session carries it
 * as text, hence the digits.
 */
export const OrgId = wholeNumber(1, MAX_ORG_ID);

/** An organisation id in a record the server sends: always a number. */
export const OrgNumber = z.number().int().positive().max(MAX_ORG_ID);

/**
 * A NUL, or half of a UTF-16 surrogate pair without the other half: PostgreSQL cannot store
 * them in text (a NUL fails the query, a lone surrogate is silently replaced on the way).
 */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** Whether a string can be stored as it is (no NUL, no lone surrogate). */
const isStorableText = (value: string) => !UNSTORABLE.test(value);

/**
 * Every string a caller sends starts here: text that can be stored, refused with a 400 naming
 * the field otherwise. Request schemas use this (or a helper built on it, or a format such as
 * z.email() or z.uuid()), never a bare z.string(): `request-schemas.test.ts` checks every one.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE, abort: true });

/** A trimmed, bounded text: every free-text input goes through this. */
export const boundedText = (max: number) => text().trim().max(max);

/** Timestamps travel as ISO-8601 strings with an offset. */
export const IsoDateTime = z.iso.datetime({ offset: true });

/** A latitude or longitude as an existing API may send it: a number, or a number in a string. */
export const CoordinateValue = z.union([z.number(), z.string()]).nullable();

/** A string with something other than blanks in it. */
export const hasText = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';
