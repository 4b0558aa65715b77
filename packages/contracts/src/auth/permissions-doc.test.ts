import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { permissionTable } from './permissions';

describe('docs/permissions.md', () => {
  it('shows exactly the permission matrix of the code', () => {
    const doc = readFileSync(new URL('../../../../docs/permissions.md', import.meta.url), 'utf8');
    const block =
      doc.split('<!-- permission-table:start -->')[1]?.split('<!-- permission-table:end -->')[0] ??
      '';
    const rows = block
      .trim()
      .split('\n')
      .slice(2)
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim().replace(/`/g, '')),
      );
    expect(rows).toEqual(permissionTable());
  });
});
