import { createHash } from 'node:crypto';
import { LocationRecord, type ListLocationsQuery } from '@fm/contracts';
import { z } from 'zod';

/**
 * Changes whenever the record's contract changes, so a browser never keeps a list of an older
 * shape across a deployment.
 */
const contractTag = createHash('sha256')
  .update(JSON.stringify(z.toJSONSchema(LocationRecord)))
  .digest('base64url')
  .slice(0, 10);

/**
 * The weak ETag of an organisation's location list: the contract, the organisation, the
 * version its trigger keeps, and the filter. Weak, because compression changes the bytes.
 */
export const locationListTag = (orgId: number, version: number, query: ListLocationsQuery) =>
  `W/"locations.${contractTag}.${orgId}.${version}.${query.status ?? 'all'}"`;

/** Whether an `If-None-Match` header names this tag (weak comparison, lists and `*` allowed). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || opaque(value) === wanted;
  });
}
