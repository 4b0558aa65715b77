import { notFoundMessage } from '../texts';

/*
 * Texts of the location endpoints' failures that the screens also show or check. Every failure
 * is the envelope `{ success: false, error, code, details? }`; `error` is written for people and
 * may be shown as it is.
 */

/** 404 of a live location that does not exist or belongs to another organisation. */
export const LOCATION_NOT_FOUND = notFoundMessage('Location');

/** 409 of `PUT /location-status` for a live location whose status is rejected. */
export const REJECTED_LOCATION_STATUS_MESSAGE =
  'A rejected location cannot be set active or inactive';
