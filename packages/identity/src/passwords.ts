import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { invalidPassword } from './errors';

/** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);
export const verifyPassword = (hashed: string, password: string) =>
  verify(hashed, password).catch(() => false);

/**
 * Cognito's default password policy: at least 8 characters with a number, a special character,
 * an upper-case and a lower-case letter. At most 256 characters, as Cognito allows.
 */
export function checkPasswordPolicy(password: string): void {
  const problems: string[] = [];
  if (password.length < 8) problems.push('Password not long enough');
  if (password.length > 256) problems.push('Password too long');
  if (!/[0-9]/.test(password)) problems.push('Password must have numeric characters');
  if (!/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/.test(password))
    problems.push('Password must have symbol characters');
  if (!/[A-Z]/.test(password)) problems.push('Password must have uppercase characters');
  if (!/[a-z]/.test(password)) problems.push('Password must have lowercase characters');
  if (problems.length > 0)
    throw invalidPassword(`Password does not conform to policy: ${problems[0]}`);
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_=+?';

/**
 * A temporary password that meets the policy: 14 characters with each kind present, without
 * look-alike characters (0/O, 1/l/I), since people type it from an e-mail or a terminal.
 */
export function generateTemporaryPassword(length = 14): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
