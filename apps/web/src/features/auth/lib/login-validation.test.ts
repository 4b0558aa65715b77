import { describe, expect, it } from 'vitest';
import { validateLoginForm } from './login-validation';

describe('validateLoginForm', () => {
  it('asks for both fields first, whatever else is wrong', () => {
    expect(validateLoginForm('', '')).toBe('Please fill in all fields');
    expect(validateLoginForm('not-an-email', '')).toBe('Please fill in all fields');
    expect(validateLoginForm('', '123')).toBe('Please fill in all fields');
    expect(validateLoginForm('   ', 'Demo@12345')).toBe('Please fill in all fields');
  });

  it('then wants an e-mail-shaped address, before looking at the password length', () => {
    for (const email of ['asha', 'asha@', 'asha@demo', '@demo.example', 'a sha@demo.example'])
      expect(validateLoginForm(email, '123')).toBe('Please enter a valid email address');
  });

  it('then wants a password of at least 6 characters', () => {
    expect(validateLoginForm('asha@demo.example', '12345')).toBe(
      'Password must be at least 6 characters long',
    );
    expect(validateLoginForm('asha@demo.example', '123456')).toBeNull();
  });

  it('accepts an address with spaces around it', () => {
    expect(validateLoginForm('  asha@demo.example ', 'Demo@12345')).toBeNull();
  });
});
