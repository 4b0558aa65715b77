/**
 * Cognito's default password policy, which the embedded pool enforces too: at least 8
 * characters with a number, a special character, an upper-case and a lower-case letter.
 */
export const passwordRules = [
  { label: 'At least 8 characters', test: (password: string) => password.length >= 8 },
  { label: 'A number', test: (password: string) => /[0-9]/.test(password) },
  {
    label: 'A special character (for example ! @ # $ %)',
    test: (password: string) => /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/.test(password),
  },
  { label: 'An upper-case letter', test: (password: string) => /[A-Z]/.test(password) },
  { label: 'A lower-case letter', test: (password: string) => /[a-z]/.test(password) },
] as const;

export const meetsPasswordPolicy = (password: string) =>
  passwordRules.every((rule) => rule.test(password));
