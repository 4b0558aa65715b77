import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/db-snapshot';
import { ADMIN, requester } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';

/**
 * An organisation id is a positive whole number or its plain decimal digits. Other spellings of
 * the caller's own id (hexadecimal, exponent, padded, a boolean, a list) are refused with a 400
 * that names the field, in a path, a query and a body alike.
 */
describe('organisation ids on the wire', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let own: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    own = ctx.seed.demoOrgId;
  });
  afterAll(() => ctx.close());

  const looseTexts = () => [
    `0x${own.toString(16)}`,
    `${own}e0`,
    ` ${own} `,
    `+${own}`,
    `${own}.0`,
    `0${own}`,
  ];

  it('takes the number and its digits', async () => {
    expect((await call(ADMIN, 'GET', `/api/organization/${own}`)).statusCode).toBe(200);
    expect((await call(ADMIN, 'GET', `/api/staged-locations?orgId=${own}`)).statusCode).toBe(200);
    for (const orgId of [own, String(own)]) {
      const response = await call(ADMIN, 'POST', '/api/getLocationSPOC', {
        locationId: 1001,
        orgId,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses other spellings in a path and a query', async () => {
    for (const text of looseTexts()) {
      const encoded = encodeURIComponent(text);
      const byPath = await call(ADMIN, 'GET', `/api/organization/${encoded}`);
      expect(byPath.statusCode, text).toBe(400);
      expect(byPath.json().error).toMatch(/^Invalid request - params\.id: /);
      const byQuery = await call(ADMIN, 'GET', `/api/staged-locations?orgId=${encoded}`);
      expect(byQuery.statusCode, text).toBe(400);
      expect(byQuery.json().error).toMatch(/^Invalid request - querystring\.orgId: /);
    }
  });

  it('refuses other spellings and kinds in a body, and writes nothing', async () => {
    const before = await snapshot(ctx.db);
    for (const orgId of [...looseTexts(), true, [own], { id: own }, own + 0.5, -own]) {
      const response = await call(ADMIN, 'POST', '/api/add-location', {
        orgId,
        locationData: { country: 'India', state: 'Goa', city: 'Panaji', pinCode: '403001' },
      });
      expect(response.statusCode, JSON.stringify(orgId)).toBe(400);
      expect(response.json().error).toMatch(/^Invalid request - body\.orgId: /);
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });
});
