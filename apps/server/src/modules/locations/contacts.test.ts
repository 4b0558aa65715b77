import { LocationContact, type LocationRecord } from '@fm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR, VIEWER, requester } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';

describe('POST /api/getLocationSPOC', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let live: LocationRecord[];
  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    live = (await call(VIEWER, 'GET', '/api/locations')).json().data.locations;
  });
  afterAll(() => ctx.close());

  const spoc = (body: unknown, as = VIEWER) => call(as, 'POST', '/api/getLocationSPOC', body);
  const contactsOf = async (body: unknown) => {
    const response = await spoc(body);
    expect(response.statusCode).toBe(200);
    return (response.json().data.contacts as unknown[]).map((c) => LocationContact.parse(c));
  };

  it("answers one location's contacts, the primary one first", async () => {
    const [location] = live;
    const contacts = await contactsOf({
      locationId: location!.locationId,
      orgId: ctx.seed.demoOrgId,
    });
    expect(contacts.length).toBeGreaterThanOrEqual(1);
    expect(contacts.length).toBeLessThanOrEqual(2);
    expect(contacts[0]).toMatchObject({
      locationId: location!.locationId,
      locationRecordId: location!.id,
      isPrimary: true,
      designation: expect.stringMatching(/Manager|Custodian|Administrator/),
    });
    expect(contacts[0]!.email).toMatch(/@lotusbank\.example$/);
    expect(contacts[0]!.phone).toMatch(/^\+91 \d{5} \d{5}$/);
    expect(contacts.slice(1).every((contact) => !contact.isPrimary)).toBe(true);
  });

  it('answers several locations at once, by number or id, grouped by location number', async () => {
    const picked = [live[4]!, live[1]!, live[2]!];
    const contacts = await contactsOf({
      locationIds: [picked[0]!.locationId, picked[1]!.id, picked[2]!.locationId],
      orgId: String(ctx.seed.demoOrgId),
    });
    const numbers = contacts.map((contact) => contact.locationId);
    expect(new Set(numbers)).toEqual(new Set(picked.map((location) => location.locationId)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('has one or two contacts for every demo location', async () => {
    const contacts = await contactsOf({ locationIds: live.map((location) => location.id) });
    for (const location of live) {
      const own = contacts.filter((contact) => contact.locationRecordId === location.id);
      expect(own.length, location.name ?? '').toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(2);
      expect(own.filter((contact) => contact.isPrimary)).toHaveLength(1);
    }
  });

  it('refuses a body without exactly one of locationId and locationIds, or too many', async () => {
    for (const body of [
      {},
      { orgId: ctx.seed.demoOrgId },
      { locationId: live[0]!.locationId, locationIds: [live[1]!.locationId] },
      { locationIds: [] },
      { locationIds: Array.from({ length: 501 }, (_, i) => i + 1) },
      { locationId: 'Andheri' },
      { locationId: live[0]!.locationId, extra: true },
    ])
      expect((await spoc(body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
  });

  it('answers 404 when any named location is not the organisation’s', async () => {
    const response = await spoc({ locationIds: [live[0]!.locationId, 999_999] });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Location not found');
  });

  it('is open to every role that may read locations', async () => {
    expect((await spoc({ locationId: live[0]!.locationId }, VENDOR)).statusCode).toBe(200);
  });
});
