import { defaultBranding } from '@fm/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadStoredBranding, readBranding, storeBranding } from './stored-branding';

afterEach(() => localStorage.clear());

describe('the cached branding', () => {
  it('is the default when nothing or something unreadable is stored', () => {
    expect(loadStoredBranding()).toEqual(defaultBranding());
    localStorage.setItem('brandingConfig', '{not json');
    expect(loadStoredBranding()).toEqual(defaultBranding());
  });

  it('comes back as it was stored', () => {
    const branding = { ...defaultBranding('Lotus'), primaryColor: '#0b7285', footerText: 'Hi' };
    storeBranding(branding);
    expect(loadStoredBranding()).toEqual(branding);
  });

  it('takes the default for each malformed field, and never an unsafe image source', () => {
    const read = readBranding({
      organizationName: 42,
      primaryColor: 'red',
      logoUrl: 'javascript:alert(1)',
      faviconUrl: 'http://insecure.example/icon.png',
      metadata: { title: 'Lotus Console' },
      darkTheme: { background: '#101113', text: 'white' },
    });
    expect(read).toEqual({
      ...defaultBranding(),
      metadata: { ...defaultBranding().metadata, title: 'Lotus Console' },
      darkTheme: { background: '#101113', text: null },
    });
  });
});
