import { authMessages, MIN_PASSWORD_LENGTH } from './messages';

/** A simple {something}@{domain}.{tld} shape; the identity service has the final word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (text: string) => EMAIL_PATTERN.test(text.trim());

/**
 * The login form's checks in the spec's order (section 5): both fields filled, an e-mail-shaped
 * address, a password of at least 6 characters. Returns the first message, or null when valid.
 */
export function validateLoginForm(email: string, password: string): string | null {
  if (email.trim() === '' || password === '') return authMessages.fillAllFields;
  if (!isEmailAddress(email)) return authMessages.invalidEmail;
  if (password.length < MIN_PASSWORD_LENGTH) return authMessages.passwordTooShort;
  return null;
}
