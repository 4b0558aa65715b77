import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit-actions';
import { EVENT_TYPES } from './event-types';

/** `<domain>.<entity>.<verb in the past tense>`, each part lower-case kebab-case. */
const part = '[a-z0-9]+(?:-[a-z0-9]+)*';
const shape = new RegExp(`^${part}\\.${part}\\.${part}$`);
/** Past tenses that do not end in -ed. */
const irregularPast = new Set(['reset']);
const pastTense = (name: string) => {
  const verb = name.split('.')[2]!.split('-').at(-1)!;
  return verb.endsWith('ed') || irregularPast.has(verb);
};

describe.each([
  ['audit actions', AUDIT_ACTIONS],
  ['event types', EVENT_TYPES],
])('%s', (_label, names) => {
  it('follow the naming rule: domain.entity.verb-in-the-past-tense', () => {
    expect(names.filter((name) => !shape.test(name))).toEqual([]);
    expect(names.filter((name) => !pastTense(name))).toEqual([]);
  });

  it('name each one once', () => {
    expect(new Set(names).size).toBe(names.length);
  });
});
