import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    });
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      DATABASE_URL: undefined,
      PORT: 3000,
    });
  });

  it.each([
    ['PORT', 'abc', /PORT: must be a whole number from 0 to 65535 \(got "abc"\)/],
    ['PORT', '70000', /PORT: must be a whole number from 0 to 65535/],
    [
      'DATABASE_URL',
      'mysql://db/x',
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    ],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL: .*"info"/],
    ['NODE_ENV', 'staging', /NODE_ENV: .*"production"/],
  ])('refuses %s=%s and names the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('accepts an external database URL', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://app:secret@db.internal:5432/console' }).DATABASE_URL,
    ).toBe('postgres://app:secret@db.internal:5432/console');
  });
});
