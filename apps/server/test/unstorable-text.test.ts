import { defaultBranding } from '@fm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './db-snapshot';
import { ADMIN, requester } from './requests';
import { createTestContext, type TestContext } from './test-app';

/** What PostgreSQL cannot store in text: a NUL, and UTF-16 surrogates without their pair. */
const unstorable = ['a\u0000b', '\ud800x', 'x\udc00', 'ok\ud83d'];

/**
 * Text a caller sends is checked at the boundary, by the contracts' text schema: a NUL byte or
 * a lone surrogate anywhere is a 400 naming the field, never a 500 from the database.
 */
describe('text PostgreSQL cannot store', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let stagedId: string;
  let stagedNumber: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    const staged = (await call(ADMIN, 'GET', '/api/staged-locations')).json().data.groupedByStatus
      .pending[0];
    stagedId = staged._id;
    stagedNumber = staged.locationId;
    await call(ADMIN, 'GET', '/api/health');
  });
  afterAll(() => ctx.close());

  const place = { country: 'India', state: 'Goa', city: 'Panaji', pinCode: '403001' };
  const cases = (bad: string, orgId: number) => [
    {
      field: 'body.locationData.city',
      method: 'POST' as const,
      url: '/api/add-location',
      body: { orgId, locationData: { ...place, city: bad } },
    },
    {
      field: 'body.createdBy',
      method: 'POST' as const,
      url: '/api/add-location',
      body: { orgId, locationData: place, createdBy: bad },
    },
    {
      field: 'body.locationData.street',
      method: 'PUT' as const,
      url: `/api/staged-locations/${stagedId}`,
      body: { locationId: stagedNumber, locationData: { street: bad } },
    },
    {
      field: 'body.comments',
      method: 'PUT' as const,
      url: `/api/staged-locations/${stagedId}`,
      body: { locationId: stagedNumber, action: 'reject_only', status: 'rejected', comments: bad },
    },
    {
      field: 'body.approverInfo.name',
      method: 'PUT' as const,
      url: `/api/staged-locations/${stagedId}`,
      body: {
        locationId: stagedNumber,
        action: 'reject_only',
        status: 'rejected',
        comments: 'Wrong city',
        approverInfo: { name: bad },
      },
    },
    {
      field: 'body.updates.name',
      method: 'PUT' as const,
      url: '/api/location/1001',
      body: { updates: { name: bad } },
    },
    {
      field: 'body.reason',
      method: 'PUT' as const,
      url: '/api/location-status',
      body: { locationId: 1001, status: 'inactive', reason: bad },
    },
    {
      field: 'body.footerText',
      method: 'PUT' as const,
      url: `/api/organization/${orgId}/branding`,
      body: { ...defaultBranding('Lotus'), footerText: bad },
    },
    {
      field: 'body.customCss',
      method: 'PUT' as const,
      url: `/api/organization/${orgId}/branding`,
      body: { ...defaultBranding('Lotus'), customCss: `.a{content:"${bad}"}` },
    },
    {
      field: 'body.website',
      method: 'PUT' as const,
      url: `/api/organization/${orgId}/branding`,
      body: { ...defaultBranding('Lotus'), website: `https://lotus.example/${bad}` },
    },
    {
      field: 'body.name',
      method: 'PUT' as const,
      url: '/api/profile',
      body: {
        name: bad,
        email: ADMIN,
        preferences: { notifications: true, temperatureUnit: 'celsius' },
      },
    },
  ];

  it.each(unstorable)('answers %j with a 400 naming the field, and writes nothing', async (bad) => {
    const before = await snapshot(ctx.db);
    for (const { field, method, url, body } of cases(bad, ctx.seed.demoOrgId)) {
      const response = await call(ADMIN, method, url, body);
      expect(response.statusCode, `${method} ${url} ${field}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().details).toContainEqual({
        path: field,
        message: 'must not contain NUL characters or unpaired surrogates',
      });
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });
});
