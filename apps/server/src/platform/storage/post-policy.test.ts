import { describe, expect, it } from 'vitest';
import {
  checkFileSize,
  checkPolicyFields,
  contentLengthRange,
  decodePostPolicy,
  encodePostPolicy,
  PolicyViolation,
  type PostPolicy,
} from './post-policy';

const NOW = new Date('2026-03-01T10:00:00Z');
const KEY = 'orgs/1/pest-control/abc/report.pdf';
const policy: PostPolicy = {
  expiration: '2026-03-01T10:05:00.000Z',
  conditions: [
    { key: KEY },
    { 'Content-Type': 'application/pdf' },
    ['content-length-range', 1, 1000],
  ],
};
const fields = { key: KEY, 'Content-Type': 'application/pdf', Policy: 'p', Signature: 's' };
const options = { now: NOW, unsignedFields: ['Policy', 'Signature'] };

const violation = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof PolicyViolation) return { reason: error.reason, message: error.message };
    throw error;
  }
  return null;
};

describe('the POST policy checker', () => {
  it('accepts the fields the policy names, before it expires', () => {
    expect(violation(() => checkPolicyFields(policy, fields, options))).toBeNull();
    // Field names are compared without case, as S3 does.
    const lower = { KEY: KEY, 'content-type': 'application/pdf', policy: 'p', signature: 's' };
    expect(violation(() => checkPolicyFields(policy, lower, options))).toBeNull();
  });

  it('refuses an expired policy, from the second it expires', () => {
    const at = (iso: string) => ({ ...options, now: new Date(iso) });
    expect(
      violation(() => checkPolicyFields(policy, fields, at('2026-03-01T10:04:59.999Z'))),
    ).toBeNull();
    expect(violation(() => checkPolicyFields(policy, fields, at('2026-03-01T10:05:00Z')))).toEqual({
      reason: 'expired',
      message: 'Invalid according to Policy: Policy expired.',
    });
  });

  it('refuses another key, another content type, or a missing field', () => {
    expect(
      violation(() => checkPolicyFields(policy, { ...fields, key: 'orgs/2/x.pdf' }, options)),
    ).toEqual({
      reason: 'condition-failed',
      message: `Invalid according to Policy: Policy Condition failed: {"key":"${KEY}"}`,
    });
    expect(
      violation(() =>
        checkPolicyFields(policy, { ...fields, 'Content-Type': 'text/html' }, options),
      ),
    ).toMatchObject({ reason: 'condition-failed' });
    const { 'Content-Type': _type, ...withoutType } = fields;
    expect(violation(() => checkPolicyFields(policy, withoutType, options))).toMatchObject({
      reason: 'condition-failed',
    });
  });

  it('evaluates eq and starts-with conditions on $fields', () => {
    const prefixed: PostPolicy = {
      ...policy,
      conditions: [
        ['starts-with', '$key', 'orgs/1/'],
        ['eq', '$Content-Type', 'image/png'],
      ],
    };
    const ok = { key: 'orgs/1/a.png', 'Content-Type': 'image/png' };
    expect(violation(() => checkPolicyFields(prefixed, ok, options))).toBeNull();
    expect(
      violation(() => checkPolicyFields(prefixed, { ...ok, key: 'orgs/10/a.png' }, options)),
    ).toMatchObject({
      reason: 'condition-failed',
      message: expect.stringContaining('["starts-with", "$key", "orgs/1/"]'),
    });
  });

  it('refuses a field that no condition names, but not the signature, the file or x-ignore-', () => {
    expect(
      violation(() => checkPolicyFields(policy, { ...fields, acl: 'public-read' }, options)),
    ).toEqual({
      reason: 'extra-field',
      message: 'Invalid according to Policy: Extra input fields: acl',
    });
    expect(
      violation(() =>
        checkPolicyFields(policy, { ...fields, 'x-ignore-note': 'n', file: 'f' }, options),
      ),
    ).toBeNull();
  });

  it('reads the content-length-range, the tightest when several are given', () => {
    expect(contentLengthRange(policy)).toEqual({ min: 1, max: 1000 });
    expect(
      contentLengthRange({
        ...policy,
        conditions: [
          ['content-length-range', 0, 500],
          ['content-length-range', 10, 2000],
        ],
      }),
    ).toEqual({ min: 10, max: 500 });
    expect(contentLengthRange({ ...policy, conditions: [] })).toBeNull();
  });

  it('checks a file size against the range, bounds included', () => {
    const range = { min: 1, max: 1000 };
    expect(violation(() => checkFileSize(range, 1))).toBeNull();
    expect(violation(() => checkFileSize(range, 1000))).toBeNull();
    expect(violation(() => checkFileSize(range, 1001))).toMatchObject({ reason: 'too-large' });
    expect(violation(() => checkFileSize(range, 0))).toMatchObject({ reason: 'too-small' });
  });

  it('decodes what it encodes, and calls anything else malformed', () => {
    expect(decodePostPolicy(encodePostPolicy(policy))).toEqual(policy);
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    for (const bad of [
      'not base64!',
      Buffer.from('{not json').toString('base64'),
      encoded({ conditions: [] }),
      encoded({ expiration: 'tomorrow', conditions: [] }),
      encoded({ expiration: policy.expiration, conditions: [['unknown-op', '$key', 'x']] }),
      encoded({ expiration: policy.expiration, conditions: [{ key: 'a', other: 'b' }] }),
      encoded({ expiration: policy.expiration, conditions: [['content-length-range', -1, 'x']] }),
    ]) {
      expect(violation(() => decodePostPolicy(bad))).toMatchObject({ reason: 'malformed' });
    }
  });
});
