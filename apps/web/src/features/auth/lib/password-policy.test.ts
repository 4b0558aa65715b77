import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, passwordRules } from './password-policy';

describe("Cognito's default password policy", () => {
  it('accepts a password with every kind of character and 8 or more of them', () => {
    expect(meetsPasswordPolicy('Demo@12345')).toBe(true);
    expect(meetsPasswordPolicy('Aa1 aaaa')).toBe(true);
  });

  it.each([
    ['Dem@123', 'At least 8 characters'],
    ['Demo@abcd', 'A number'],
    ['Demo12345', 'A special character (for example ! @ # $ %)'],
    ['demo@12345', 'An upper-case letter'],
    ['DEMO@12345', 'A lower-case letter'],
  ])('refuses %s for lacking "%s"', (password, missing) => {
    expect(meetsPasswordPolicy(password)).toBe(false);
    expect(passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.label)).toEqual([
      missing,
    ]);
  });
});
