import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it("keeps data in the repository root's data/ by default, wherever it starts (README)", () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    expect(loadConfig({}).DATA_DIR).toBe(join(root, 'data'));
    expect(existsSync(join(root, 'apps', 'server', 'package.json'))).toBe(true);
    expect(loadConfig({ DATA_DIR: 'elsewhere' }).DATA_DIR).toBe(resolve('elsewhere'));
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

  it.each([
    ['S3_BUCKET', 'My_Bucket', {}, /S3_BUCKET: must be a bucket name/],
    ['S3_ENDPOINT', 'ftp://store', { S3_BUCKET: 'files' }, /S3_ENDPOINT: must be an http/],
    ['S3_REGION', 'Mumbai 1', { S3_BUCKET: 'files' }, /S3_REGION: must be a region/],
    ['S3_FORCE_PATH_STYLE', 'yes', { S3_BUCKET: 'files' }, /S3_FORCE_PATH_STYLE: /],
    ['STORAGE_SIGNING_SECRET', 'short', {}, /STORAGE_SIGNING_SECRET: must be at least 32/],
  ])('refuses %s=%s and names the variable', (name, value, others, message) => {
    expect(() => loadConfig({ ...others, [name]: value })).toThrow(message);
  });

  it('keeps files on local disk unless S3_BUCKET names a bucket, and asks for what S3 needs', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_BUCKET: is required when S3_ENDPOINT is set',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files' })).toThrow(
      'S3_REGION: is required with S3_BUCKET',
    );
    expect(() =>
      loadConfig({ S3_BUCKET: 'files', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'AKID' }),
    ).toThrow('S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID');
    expect(
      loadConfig({
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({ S3_BUCKET: 'files', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });

  it('reads the sign-in rate limits, generous by default', () => {
    expect(loadConfig({})).toMatchObject({
      IDENTITY_ADDRESS_RATE_LIMIT: 1200,
      IDENTITY_USER_RATE_LIMIT: 120,
    });
    expect(
      loadConfig({ IDENTITY_ADDRESS_RATE_LIMIT: '0', IDENTITY_USER_RATE_LIMIT: '5' }),
    ).toMatchObject({ IDENTITY_ADDRESS_RATE_LIMIT: 0, IDENTITY_USER_RATE_LIMIT: 5 });
    expect(() => loadConfig({ IDENTITY_USER_RATE_LIMIT: 'many' })).toThrow(
      'IDENTITY_USER_RATE_LIMIT: must be a whole number',
    );
  });

  it('refuses the development switch that logs e-mail codes in production', () => {
    expect(loadConfig({ IDENTITY_LOG_CODES: 'true' }).IDENTITY_LOG_CODES).toBe(true);
    expect(loadConfig({}).IDENTITY_LOG_CODES).toBe(false);
    expect(() => loadConfig({ IDENTITY_LOG_CODES: 'true', NODE_ENV: 'production' })).toThrow(
      'IDENTITY_LOG_CODES: is for development only',
    );
  });

  it("takes the passkeys' relying party id as a domain name, never an address", () => {
    expect(loadConfig({}).IDENTITY_WEBAUTHN_RP_ID).toBeUndefined();
    expect(
      loadConfig({ IDENTITY_WEBAUTHN_RP_ID: 'console.example.com' }).IDENTITY_WEBAUTHN_RP_ID,
    ).toBe('console.example.com');
    expect(() => loadConfig({ IDENTITY_WEBAUTHN_RP_ID: 'https://console.example.com' })).toThrow(
      'IDENTITY_WEBAUTHN_RP_ID: must be a domain name',
    );
  });

  it('accepts an external database URL', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://app:secret@db.internal:5432/console' }).DATABASE_URL,
    ).toBe('postgres://app:secret@db.internal:5432/console');
  });
});
