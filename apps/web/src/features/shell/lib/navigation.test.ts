import { describe, expect, it } from 'vitest';
import { forbiddenArea, isActivePath, visibleSections } from './navigation';

const titles = (role: string | null) => visibleSections(role).map((section) => section.title);

describe('visibleSections', () => {
  it.each(['admin', 'approver', 'user', 'vendor'])('shows all four groups to %s', (role) => {
    expect(titles(role)).toEqual(['Main', 'Analytics', 'Administration', 'Vendor']);
  });

  it('hides Administration and Vendor from the viewer and from unknown roles', () => {
    expect(titles('viewer')).toEqual(['Main', 'Analytics']);
    expect(titles('auditor')).toEqual(['Main', 'Analytics']);
    expect(titles(null)).toEqual(['Main', 'Analytics']);
  });

  it('lists the spec’s entries in each group', () => {
    const entries = visibleSections('admin').map((section) => section.items.map((item) => item.to));
    expect(entries).toEqual([
      ['/', '/locations', '/attendance', '/material-management', '/pest-control'],
      ['/reports'],
      ['/admin/dashboard', '/admin/locations', '/admin/approvals', '/admin/users'],
      ['/vendor/attendance', '/vendor/pest-control'],
    ]);
  });
});

describe('forbiddenArea', () => {
  it('names the area a role may not open', () => {
    expect(forbiddenArea('/admin/users', 'viewer')).toBe('Administration');
    expect(forbiddenArea('/admin', 'viewer')).toBe('Administration');
    expect(forbiddenArea('/vendor/attendance', 'viewer')).toBe('Vendor');
  });

  it('lets other roles and other paths through', () => {
    expect(forbiddenArea('/admin/users', 'admin')).toBeNull();
    expect(forbiddenArea('/vendor/pest-control', 'user')).toBeNull();
    expect(forbiddenArea('/locations', 'viewer')).toBeNull();
    expect(forbiddenArea('/administrator', 'viewer')).toBeNull();
  });
});

describe('isActivePath', () => {
  it('marks Home only on / and other entries on their subtree', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/locations')).toBe(false);
    expect(isActivePath('/locations', '/locations/42')).toBe(true);
    expect(isActivePath('/locations', '/locations-archive')).toBe(false);
  });
});
