import { describe, expect, it } from 'vitest';
import { assertValidPrefix, fileKey, isValidKey, keyOrgId, safeFileName } from './keys';

describe('storage keys', () => {
  it('are orgs/{orgId}/ and segments of letters, digits, dot, underscore and hyphen', () => {
    expect(isValidKey('orgs/1/pest-control/0b6c/report_2026-01.pdf')).toBe(true);
    expect(fileKey(7, 'pest-control', 'a1', 'x.pdf')).toBe('orgs/7/pest-control/a1/x.pdf');
    expect(keyOrgId('orgs/42/a')).toBe(42);
  });

  it.each([
    ['a parent step', 'orgs/1/../2/x'],
    ['a parent step at the end', 'orgs/1/a/..'],
    ['a path from the root', '/orgs/1/x'],
    ['no organisation', 'files/x'],
    ['an organisation that is not a number', 'orgs/abc/x'],
    ['organisation 0', 'orgs/0/x'],
    ['nothing under the organisation', 'orgs/1/'],
    ['an empty segment', 'orgs/1/a//b'],
    ['a dot segment (the metadata folders)', 'orgs/1/.meta'],
    ['a space', 'orgs/1/a b.pdf'],
    ['a backslash', 'orgs/1/a\\b'],
    ['non-ASCII', 'orgs/1/août.pdf'],
    ['more than 1024 characters', `orgs/1/${'a/'.repeat(600)}a`],
  ])('refuses %s', (_what, key) => {
    expect(isValidKey(key)).toBe(false);
    expect(keyOrgId(key)).toBeNull();
  });

  it('builds keys only from valid segments', () => {
    expect(() => fileKey(1, '..', 'x')).toThrow('Not a valid storage key');
    expect(() => fileKey(1, 'a/../b')).toThrow('Not a valid storage key');
  });

  it('lists only under an organisation', () => {
    expect(() => assertValidPrefix('orgs/1/')).not.toThrow();
    expect(() => assertValidPrefix('orgs/1/pest-control/ab')).not.toThrow();
    expect(() => assertValidPrefix('orgs/')).toThrow();
    expect(() => assertValidPrefix('orgs/1/../')).toThrow();
  });

  it('turns any file name into one safe segment, keeping the extension', () => {
    expect(safeFileName('Service report (March).pdf')).toBe('Service_report_March_.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('file.._.._etc_passwd');
    expect(safeFileName('.bashrc')).toBe('file.bashrc');
    expect(safeFileName('रिपोर्ट.pdf')).toBe('file.pdf');
    expect(safeFileName('')).toBe('file');
    const long = safeFileName(`${'x'.repeat(300)}.jpeg`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.jpeg')).toBe(true);
    for (const name of ['a', '../x', 'Ünïcödé.png', '  .pdf', `${'y'.repeat(500)}`]) {
      expect(isValidKey(`orgs/1/${safeFileName(name)}`)).toBe(true);
    }
  });
});
