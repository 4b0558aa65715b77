/**
 * Texts the spec quotes that both the API and the web app show, defined once. Kept free of zod:
 * the web app's first screen uses them.
 */

/** A malformed e-mail address, on the login form (spec section 5) and in
 * the API's answers about e-mail recipients. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** The API's answer (401) to a request without a valid sign-in. */
export const SIGN_IN_MESSAGE = 'Sign in to continue';

/** The API's answer (403) when the caller's role lacks the endpoint's permission. */
export const NO_PERMISSION_MESSAGE = 'You do not have permission to do this';

/**
 * A signed-in person without an organisation (spec section 8): the API's 403, and what the
 * screens that need the organisation show instead.
 */
export const ORGANIZATION_UNAVAILABLE_MESSAGE = 'User organization not available';

/** The API's 404 text: `Location not found`, `Staged location not found`, ... */
export const notFoundMessage = (what: string) => `${what} not found`;
