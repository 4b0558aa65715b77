import { defaultBranding } from '@fm/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BrandingPreview } from './branding-preview';

const logoIn = (container: HTMLElement) => container.querySelector('img');

describe('BrandingPreview', () => {
  it('shows a logo the contract accepts', () => {
    const draft = { ...defaultBranding('Lotus'), logoUrl: 'https://cdn.lotus.example/logo.svg' };
    const { container } = renderWithProviders(<BrandingPreview draft={draft} />);
    expect(screen.getByRole('figure', { name: 'Branding preview' })).toBeInTheDocument();
    expect(logoIn(container)).toHaveAttribute('src', 'https://cdn.lotus.example/logo.svg');
  });

  // The form shows why such an address is refused; the page never asks for it (the CSP would
  // block it and report the attempt).
  it.each(['http://insecure.example/logo.png', 'javascript:alert(1)', 'https://'])(
    'loads nothing while the logo address is %s',
    (logoUrl) => {
      const draft = { ...defaultBranding('Lotus'), logoUrl };
      const { container } = renderWithProviders(<BrandingPreview draft={draft} />);
      expect(logoIn(container)).toBeNull();
    },
  );
});
