import { describe, expect, it } from 'vitest';
import { Branding } from './branding';
import { defaultBranding } from './defaults';

const issuesOf = (value: unknown) => {
  const result = Branding.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('Branding', () => {
  it("accepts the organisation default: blue, titled 'Console', named after the organisation", () => {
    const branding = defaultBranding('Lotus Retail Bank');
    expect(Branding.parse(branding)).toEqual(branding);
    expect(branding).toMatchObject({
      organizationName: 'Lotus Retail Bank',
      primaryColor: '#228be6',
      metadata: { title: 'Console' },
    });
  });

  it('takes colours only as six-digit hex', () => {
    for (const colour of ['blue', '#12345', '#1234567', 'rgb(1,2,3)', '#ggg000'])
      expect(issuesOf({ ...defaultBranding(), primaryColor: colour })).toEqual(['primaryColor']);
    expect(issuesOf({ ...defaultBranding(), accentColor: '#0B7285' })).toEqual([]);
  });

  it('loads images only from https: or bounded base64 data: images', () => {
    const ok = ['https://cdn.example.com/logo.png', 'data:image/png;base64,iVBORw0KGgo='];
    const bad = [
      'http://cdn.example.com/logo.png',
      'javascript:alert(1)',
      '//cdn.example.com/logo.png',
      '/logo.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png,<svg onload=alert(1)>',
      `data:image/png;base64,${'A'.repeat(200_000)}`,
      'https://cdn.example.com/a b.png',
    ];
    for (const logoUrl of ok) expect(issuesOf({ ...defaultBranding(), logoUrl })).toEqual([]);
    for (const logoUrl of bad)
      expect(issuesOf({ ...defaultBranding(), logoUrl })).toEqual(['logoUrl']);
    expect(
      issuesOf({ ...defaultBranding(), faviconUrl: `data:image/png;base64,${'A'.repeat(70_000)}` }),
    ).toEqual(['faviconUrl']);
  });

  it('bounds the texts and checks the contact fields', () => {
    const branding = defaultBranding();
    expect(issuesOf({ ...branding, organizationName: ' ' })).toEqual(['organizationName']);
    expect(issuesOf({ ...branding, footerText: 'x'.repeat(201) })).toEqual(['footerText']);
    expect(issuesOf({ ...branding, customCss: 'x'.repeat(20_001) })).toEqual(['customCss']);
    expect(issuesOf({ ...branding, supportEmail: 'not-an-email' })).toEqual(['supportEmail']);
    expect(issuesOf({ ...branding, supportPhone: 'call me' })).toEqual(['supportPhone']);
    expect(issuesOf({ ...branding, supportPhone: '+91 (22) 4000-1234' })).toEqual([]);
    expect(issuesOf({ ...branding, website: 'http://example.com' })).toEqual(['website']);
    expect(issuesOf({ ...branding, metadata: { ...branding.metadata, title: '' } })).toEqual([
      'metadata.title',
    ]);
    expect(issuesOf({ ...branding, extra: true })).toEqual(['']);
  });
});
