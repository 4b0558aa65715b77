import { describe, expect, it } from 'vitest';
import { LocationParams } from './location';
import { LocationStatusBody, UpdateLocationBody } from './location-changes';

describe('UpdateLocationBody', () => {
  it('takes a partial update, trimming text and clearing blanks', () => {
    const body = UpdateLocationBody.parse({
      updates: { name: ' Powai Main ', landmark: '', latitude: '19.2', longitude: 72.9 },
      updatedBy: 'admin@demo.example',
    });
    expect(body.updates).toEqual({
      name: 'Powai Main',
      landmark: null,
      latitude: 19.2,
      longitude: 72.9,
    });
  });

  it('refuses an empty update, unknown or protected fields, and bad values', () => {
    for (const updates of [
      {},
      { status: 'active' },
      { locationId: 5 },
      { orgId: 2 },
      { city: '' },
      { pinCode: '0123' },
      { latitude: 91 },
      { branchAreaSize: -1 },
      { name: 'x'.repeat(151) },
    ])
      expect(UpdateLocationBody.safeParse({ updates }).success, JSON.stringify(updates)).toBe(
        false,
      );
  });
});

describe('LocationStatusBody', () => {
  const body = { locationId: 1042, status: 'inactive', reason: 'Renovation', userEmail: 'a@b.c' };

  it('takes active or inactive with a reason, the location by number or id', () => {
    expect(LocationStatusBody.safeParse(body).success).toBe(true);
    expect(
      LocationStatusBody.safeParse({ ...body, locationId: '0b7f6f0e-6a4e-4c53-9a55-8a3f4f0b1c2d' })
        .success,
    ).toBe(true);
  });

  it('requires the reason and refuses other statuses', () => {
    const noReason = LocationStatusBody.safeParse({ ...body, reason: '  ' });
    expect(noReason.error?.issues[0]?.message).toBe('A reason is required');
    expect(LocationStatusBody.safeParse({ ...body, status: 'approved' }).success).toBe(false);
    expect(LocationStatusBody.safeParse({ ...body, locationId: 'abc' }).success).toBe(false);
  });
});

describe('LocationParams', () => {
  it('reads a location number or a record id from the path', () => {
    expect(LocationParams.parse({ id: '1042' }).id).toBe(1042);
    expect(LocationParams.parse({ id: '0b7f6f0e-6a4e-4c53-9a55-8a3f4f0b1c2d' }).id).toBe(
      '0b7f6f0e-6a4e-4c53-9a55-8a3f4f0b1c2d',
    );
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999'])
      expect(LocationParams.safeParse({ id }).success, id).toBe(false);
  });
});
