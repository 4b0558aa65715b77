import type { ErrorCode } from '../envelope';
import { COMMENTS_REQUIRED_FOR_REJECTION } from '../staging/review';

/*
 * The failures of the location and staging endpoints, as the screens meet them. Every failure
 * is the envelope `{ success: false, error, code, details? }`; `error` is written for people and
 * may be shown as it is.
 */

export const LOCATION_NOT_FOUND = 'Location not found';
const STAGED_LOCATION_NOT_FOUND = 'Staged location not found';
const ORGANIZATION_NOT_FOUND = 'Organization not found';

/**
 * HTTP status, code and text (or its pattern) of each failure, for every endpoint: a reference for
 * whoever builds the screens, which no code reads.
 * @public
 */
export const locationFailures: readonly {
  status: number;
  code: ErrorCode;
  error: string;
  when: string;
}[] = [
  {
    status: 400,
    code: 'VALIDATION_FAILED',
    error: 'Invalid request - body.locationData.city: City is required; ...',
    when: 'a body, query or path does not fit its schema; `details` lists each field',
  },
  {
    status: 400,
    code: 'BAD_REQUEST',
    error: COMMENTS_REQUIRED_FOR_REJECTION,
    when: 'reject_only without comments (or only blanks)',
  },
  {
    status: 400,
    code: 'BAD_REQUEST',
    error: 'locationId {n} is not the number of this staged location ({m})',
    when: 'PUT /staged-locations/{id} names another number than the location in the path',
  },
  {
    status: 401,
    code: 'UNAUTHENTICATED',
    error: 'Sign in to continue',
    when: 'no token, or one that is no longer valid',
  },
  {
    status: 403,
    code: 'FORBIDDEN',
    error: 'You do not have permission to do this',
    when: "the caller's role lacks the endpoint's permission",
  },
  {
    status: 404,
    code: 'NOT_FOUND',
    error: `${LOCATION_NOT_FOUND} | ${STAGED_LOCATION_NOT_FOUND} | ${ORGANIZATION_NOT_FOUND}`,
    when: 'it does not exist, or belongs to another organisation (orgId too); nothing changes',
  },
  {
    status: 409,
    code: 'CONFLICT',
    error: 'This location was already approved by {email}; it is live now, so change it there',
    when: 'any change of an approved staged location (also the loser of two approvers)',
  },
  {
    status: 409,
    code: 'CONFLICT',
    error: 'This location was already rejected by {email}',
    when: 'reject_only of a rejected staged location',
  },
  {
    status: 409,
    code: 'CONFLICT',
    error:
      'This location was rejected by {email}; update it to resubmit it, or save and approve it',
    when: 'approve_and_move of a rejected staged location',
  },
  {
    status: 409,
    code: 'CONFLICT',
    error: 'A rejected location cannot be set active or inactive',
    when: 'PUT /location-status of a live location whose status is rejected',
  },
  {
    status: 409,
    code: 'CONFLICT',
    error: 'A live location with number {n} already exists',
    when: 'approving would give a second live location the same number (inconsistent data)',
  },
];
