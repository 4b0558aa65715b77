import { BrandingRecord, defaultBranding, type Branding } from '@fm/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/db-snapshot';
import { ADMIN, OTHER_ADMIN, requester, USER, VIEWER } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { auditLog } from '../../db/schema';

const WRITTEN = ['organizations', 'org_branding', 'audit_log'];
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const customised = (name: string): Branding => ({
  ...defaultBranding(name),
  logoUrl: 'https://cdn.example.com/lotus.svg',
  faviconUrl: PNG,
  primaryColor: '#0b7285',
  accentColor: '#e8590c',
  darkTheme: { background: '#101113', text: null },
  footerText: '© Lotus Retail Bank',
  supportEmail: 'help@lotus.example',
  supportPhone: '+91 22 4000 1234',
  website: 'https://lotus.example',
  metadata: { title: 'Lotus Console', description: 'Branch operations', keywords: 'bank' },
  customCss: '.brand{font-weight:700} @import url(https://evil.example/x.css);',
});

describe('organisation branding', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    url = `/api/organization/${ctx.seed.demoOrgId}/branding`;
  });
  afterAll(() => ctx.close());

  it('answers the organisation default to any member until an admin sets one', async () => {
    const response = await call(VIEWER, 'GET', url);
    expect(response.statusCode).toBe(200);
    const data = BrandingRecord.parse(response.json().data);
    expect(data).toEqual({
      branding: defaultBranding('Lotus Retail Bank'),
      isDefault: true,
      updatedAt: null,
    });
    expect(data.branding.primaryColor).toBe('#228be6');
    expect(data.branding.metadata.title).toBe('Console');
  });

  it('lets an admin save it: every member then reads it, with the CSS sanitised and audited', async () => {
    const saved = await call(ADMIN, 'PUT', url, customised('Lotus Bank'));
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...customised('Lotus Bank'),
      customCss: '.brand{font-weight:700}',
    };
    expect(saved.json().data).toMatchObject({ branding: expected, isDefault: false });

    const read = await call(USER, 'GET', url);
    expect(BrandingRecord.parse(read.json().data).branding).toEqual(expected);
    // The branding's name is the organisation's name.
    const org = await call(VIEWER, 'GET', `/api/organization/${ctx.seed.demoOrgId}`);
    expect(org.json().data.name).toBe('Lotus Bank');

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'branding.branding.updated'),
          eq(auditLog.orgId, ctx.seed.demoOrgId),
        ),
      );
    expect(entry).toMatchObject({ actorEmail: ADMIN, entityId: String(ctx.seed.demoOrgId) });
    expect(entry!.changes).toMatchObject({
      before: { primaryColor: '#228be6', organizationName: 'Lotus Retail Bank', faviconUrl: null },
      after: {
        primaryColor: '#0b7285',
        organizationName: 'Lotus Bank',
        faviconUrl: '[image/png, 1 KB]',
      },
    });

    // Saving the default again is a save like any other (Reset to default, then Save).
    const reset = await call(ADMIN, 'PUT', url, defaultBranding('Lotus Retail Bank'));
    expect(reset.json().data.branding).toEqual(defaultBranding('Lotus Retail Bank'));
  });

  it('refuses invalid branding with the fields named, and changes nothing', async () => {
    const before = await snapshot(ctx.db, WRITTEN);
    const invalid = [
      { ...customised('X'), primaryColor: 'blue' },
      { ...customised('X'), logoUrl: 'http://insecure.example/logo.png' },
      { ...customised('X'), faviconUrl: 'javascript:alert(1)' },
      { ...customised('X'), supportEmail: 'nope' },
      { ...customised('X'), customCss: 'a{}'.repeat(7_000) },
      { ...customised('X'), organizationName: '' },
      { ...customised('X'), unknown: 1 },
      { primaryColor: '#000000' },
    ];
    for (const body of invalid) {
      const response = await call(ADMIN, 'PUT', url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const colour = await call(ADMIN, 'PUT', url, { ...customised('X'), primaryColor: 'blue' });
    expect(colour.json().details).toEqual([
      { path: 'body.primaryColor', message: 'Use a colour in the form #1c7ed6' },
    ]);
    expect(await snapshot(ctx.db, WRITTEN)).toEqual(before);
  });

  it('refuses members who are not admins (403), and changes nothing', async () => {
    const before = await snapshot(ctx.db, WRITTEN);
    for (const who of [USER, VIEWER]) {
      const response = await call(who, 'PUT', url, customised('Taken over'));
      expect(response.statusCode).toBe(403);
    }
    expect(await snapshot(ctx.db, WRITTEN)).toEqual(before);
  });

  it("answers 404 for another organisation's branding, to read or to write, and changes nothing", async () => {
    const before = await snapshot(ctx.db, WRITTEN);
    const other = `/api/organization/${ctx.seed.otherOrgId}/branding`;
    for (const response of [
      await call(ADMIN, 'GET', other),
      await call(ADMIN, 'PUT', other, customised('Taken over')),
      await call(OTHER_ADMIN, 'PUT', url, customised('Taken over')),
      await call(ADMIN, 'PUT', '/api/organization/999999/branding', customised('Nobody')),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: 'Organization not found' });
    }
    expect(await snapshot(ctx.db, WRITTEN)).toEqual(before);
  });

  it('needs a signed-in caller', async () => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
  });
});
