import { describe, expect, it } from 'vitest';
import { can, permissionMatrix, permissionTable } from './permissions';
import { resolveRole, roles } from './roles';
import { UpdateProfileBody, type UserMeta } from './session';
import { buildSessionUser } from './session-user';

describe('resolveRole', () => {
  it('takes the first group', () => {
    expect(resolveRole(['approver', 'admin'], 'viewer')).toBe('approver');
  });
  it('falls back to the custom role, then to user', () => {
    expect(resolveRole([], 'vendor')).toBe('vendor');
    expect(resolveRole(undefined, '  ')).toBe('user');
    expect(resolveRole(undefined, null)).toBe('user');
  });
});

describe('the permission matrix', () => {
  it('hides the Administration and Vendor groups from the viewer only', () => {
    for (const role of roles) {
      expect(can(role, 'nav:administration')).toBe(role !== 'viewer');
      expect(can(role, 'nav:vendor')).toBe(role !== 'viewer');
    }
  });

  it('lets approvers and admins review staged locations, and nobody else', () => {
    expect(roles.filter((role) => can(role, 'staging:review'))).toEqual(['admin', 'approver']);
  });

  it('gives an unknown or missing role nothing', () => {
    for (const permission of Object.keys(permissionMatrix) as (keyof typeof permissionMatrix)[]) {
      expect(can('intruder', permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });

  it('renders one documentation row per permission', () => {
    const rows = permissionTable();
    expect(rows).toHaveLength(Object.keys(permissionMatrix).length);
    expect(rows.find((row) => row[0] === 'location:delete')).toEqual([
      'location:delete',
      '✓',
      '–',
      '–',
      '–',
      '–',
    ]);
  });
});

describe('buildSessionUser', () => {
  const meta: UserMeta = {
    userId: 'u1',
    email: 'asha@demo.example',
    name: 'Asha',
    orgId: 7,
    organizationId: '7',
    groups: ['approver'],
    role: 'approver',
    avatar: '/avatars/u1.png',
    department: null,
    phoneNumber: null,
    preferences: { notifications: false, temperatureUnit: 'fahrenheit' },
  };

  it('takes the organisation and role from the metadata, the organisation as text', () => {
    const user = buildSessionUser(
      { sub: 'u1', email: 'asha@demo.example', name: 'Asha', 'custom:role': 'viewer' },
      meta,
    );
    expect(user).toMatchObject({
      id: 'u1',
      organizationId: '7',
      role: 'approver',
      avatar: '/avatars/u1.png',
    });
    expect(user.preferences.temperatureUnit).toBe('fahrenheit');
  });

  it("falls back to the given name, then 'User'", () => {
    expect(buildSessionUser({ sub: 'u', given_name: 'Ravi' }, null).name).toBe('Ravi');
    expect(buildSessionUser({ sub: 'u', name: ' ' }, null).name).toBe('User');
  });

  it('without metadata uses the claims: custom orgId as text, custom role, else user', () => {
    expect(
      buildSessionUser({ sub: 'u', 'custom:orgId': '12', 'custom:role': 'vendor' }, null),
    ).toMatchObject({
      organizationId: '12',
      role: 'vendor',
    });
    expect(buildSessionUser({ sub: 'u' }, null)).toMatchObject({
      organizationId: null,
      role: 'user',
    });
  });
});

describe('UpdateProfileBody', () => {
  it('accepts the dialog fields and rejects anything else', () => {
    const body = {
      name: ' Asha ',
      email: 'asha@demo.example',
      preferences: { notifications: true, temperatureUnit: 'celsius' },
    };
    expect(UpdateProfileBody.parse(body).name).toBe('Asha');
    expect(UpdateProfileBody.safeParse({ ...body, role: 'admin' }).success).toBe(false);
    expect(
      UpdateProfileBody.safeParse({
        ...body,
        preferences: { notifications: true, temperatureUnit: 'kelvin' },
      }).success,
    ).toBe(false);
  });
});
