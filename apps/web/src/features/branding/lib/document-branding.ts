import { sanitizeCustomCss, type Branding } from '@fm/contracts';

const STYLE_ID = 'branding-custom-css';
let defaultFavicon: string | null = null;

function iconLink(): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  defaultFavicon ??= link.getAttribute('href') ?? '/favicon.svg';
  return link;
}

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * The page follows the branding: its title, favicon, description and keywords, and the custom
 * CSS, sanitised again here (textContent, never markup) whatever the server sent or the cache held.
 */
export function applyDocumentBranding(branding: Branding): void {
  document.title = branding.metadata.title;
  const link = iconLink();
  link.href = branding.faviconUrl ?? defaultFavicon ?? '/favicon.svg';
  setMeta('description', branding.metadata.description);
  setMeta('keywords', branding.metadata.keywords);

  const css = sanitizeCustomCss(branding.customCss);
  let style = document.getElementById(STYLE_ID);
  if (!css) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.append(style);
  }
  style.textContent = css;
}
