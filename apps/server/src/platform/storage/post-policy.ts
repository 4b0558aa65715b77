import { z } from 'zod';

/**
 * S3's POST policy: a base64 JSON document with an expiration and conditions that every form
 * field must meet. The local driver issues and checks the same documents S3 does, with the rules
 * of S3's documentation: exact matches (`{"key": "..."}`, `["eq", "$key", "..."]`), prefixes
 * (`["starts-with", "$key", "..."]`), the size of the file (`["content-length-range", min, max]`),
 * and every form field (but the signature, the policy, `file` and `x-ignore-*`) named by one.
 */

const FieldCondition = z
  .record(z.string(), z.string())
  .refine((condition) => Object.keys(condition).length === 1, 'names one field');
const MatchCondition = z.tuple([
  z.enum(['eq', 'starts-with']),
  z.string().startsWith('$'),
  z.string(),
]);
const LengthCondition = z.tuple([
  z.literal('content-length-range'),
  z.number().int().nonnegative(),
  z.number().int().nonnegative(),
]);
const PolicyDocument = z.object({
  expiration: z.iso.datetime(),
  conditions: z.array(z.union([MatchCondition, LengthCondition, FieldCondition])),
});
export type PostPolicy = z.infer<typeof PolicyDocument>;
type PolicyCondition = PostPolicy['conditions'][number];

export type ViolationReason =
  'malformed' | 'expired' | 'condition-failed' | 'extra-field' | 'too-large' | 'too-small';

export class PolicyViolation extends Error {
  override name = 'PolicyViolation';
  constructor(
    readonly reason: ViolationReason,
    message: string,
  ) {
    super(message);
  }
}

export const encodePostPolicy = (policy: PostPolicy) =>
  Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');

/** The policy of a form, or a 'malformed' violation. */
export function decodePostPolicy(base64: string): PostPolicy {
  let json: unknown;
  try {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new Error('not base64');
    json = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    throw new PolicyViolation('malformed', 'Invalid Policy: Invalid JSON.');
  }
  const parsed = PolicyDocument.safeParse(json);
  if (!parsed.success)
    throw new PolicyViolation('malformed', 'Invalid Policy: Invalid Simple-Condition.');
  return parsed.data;
}

const describe = (condition: PolicyCondition) => JSON.stringify(condition).replaceAll(',', ', ');

export interface FieldCheckOptions {
  now: Date;
  /** Fields that carry the signature or the policy itself (compared without case). */
  unsignedFields: readonly string[];
}

/**
 * Checks the form's fields (everything sent before the file) against the policy: not expired,
 * every condition met, no field that no condition names. Throws a PolicyViolation.
 */
export function checkPolicyFields(
  policy: PostPolicy,
  fields: Readonly<Record<string, string>>,
  { now, unsignedFields }: FieldCheckOptions,
): void {
  if (now.getTime() >= Date.parse(policy.expiration)) {
    throw new PolicyViolation('expired', 'Invalid according to Policy: Policy expired.');
  }
  const values = new Map(
    Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const named = new Set<string>();
  const failed = (condition: PolicyCondition) =>
    new PolicyViolation(
      'condition-failed',
      `Invalid according to Policy: Policy Condition failed: ${describe(condition)}`,
    );
  for (const condition of policy.conditions) {
    if (!Array.isArray(condition)) {
      const [name, expected] = Object.entries(condition)[0]!;
      named.add(name.toLowerCase());
      if (values.get(name.toLowerCase()) !== expected) throw failed(condition);
    } else if (condition[0] === 'eq' || condition[0] === 'starts-with') {
      const name = condition[1].slice(1).toLowerCase();
      named.add(name);
      const value = values.get(name) ?? '';
      const met = condition[0] === 'eq' ? value === condition[2] : value.startsWith(condition[2]);
      if (!met) throw failed(condition);
    }
  }
  const unsigned = new Set(unsignedFields.map((name) => name.toLowerCase()));
  const extra = [...values.keys()].filter(
    (name) =>
      !named.has(name) && !unsigned.has(name) && name !== 'file' && !name.startsWith('x-ignore-'),
  );
  if (extra.length > 0) {
    throw new PolicyViolation(
      'extra-field',
      `Invalid according to Policy: Extra input fields: ${extra.join(', ')}`,
    );
  }
}

/** The policy's content-length-range (the tightest, if it names several), or null. */
export function contentLengthRange(policy: PostPolicy): { min: number; max: number } | null {
  const ranges = policy.conditions.filter(
    (condition): condition is z.infer<typeof LengthCondition> =>
      Array.isArray(condition) && condition[0] === 'content-length-range',
  );
  if (ranges.length === 0) return null;
  return {
    min: Math.max(...ranges.map((range) => range[1])),
    max: Math.min(...ranges.map((range) => range[2])),
  };
}

/** Checks a file's size against the range, as S3 does once the file has arrived. */
export function checkFileSize(range: { min: number; max: number } | null, size: number): void {
  if (!range) return;
  if (size > range.max)
    throw new PolicyViolation('too-large', 'Your proposed upload exceeds the maximum allowed size');
  if (size < range.min)
    throw new PolicyViolation(
      'too-small',
      'Your proposed upload is smaller than the minimum allowed size',
    );
}
