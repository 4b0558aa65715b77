/**
 * Texts the spec quotes that both the API and the web app show, defined once. Kept free of zod:
 * the web app's first screen uses them.
 */

/** A malformed e-mail address, on the login form (spec section 5) and in
 * the API's answers about e-mail recipients. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
