/** Custom CSS of a branding is at most this long (characters). */
export const CUSTOM_CSS_MAX_LENGTH = 20_000;

/** What a blocked construct is renamed to: an unknown function or property the browser ignores. */
const BLOCKED = 'x-blocked';
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/i;
const DATA_IMAGE_MAX = 16_000;

// eslint-disable-next-line no-control-regex -- removing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;

/** url(...) with anything but a bounded base64 data: image becomes `none`; unclosed ones too. */
function neutraliseUrls(css: string): string {
  let out = '';
  let rest = css;
  for (;;) {
    const match = /url\s*\(/i.exec(rest);
    if (!match) return out + rest;
    out += rest.slice(0, match.index);
    const afterOpen = rest.slice(match.index + match[0].length);
    const close = afterOpen.indexOf(')');
    const inner = (close === -1 ? afterOpen : afterOpen.slice(0, close))
      .trim()
      .replace(/^(['"])([\s\S]*)\1$/, '$2')
      .trim();
    out +=
      inner.length <= DATA_IMAGE_MAX && SAFE_DATA_IMAGE.test(inner) ? `url("${inner}")` : 'none';
    rest = close === -1 ? '' : afterOpen.slice(close + 1);
  }
}

/** One pass over the text; repeated until nothing changes, so removals cannot build new tokens. */
function pass(css: string): string {
  return (
    neutraliseUrls(
      css
        // Comments can hide or split tokens; unterminated ones run to the end.
        .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
        // Escapes can spell anything (`\75 rl(` is `url(`): none survive.
        .replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S]?)/g, '')
        // `<` ends the <style> element (`</style`) or opens markup; CSS never needs it.
        .replace(/</g, '')
        // Loading other stylesheets, whatever the form: @import "x", @import url(x).
        .replace(/@import[^;{}]*(;|$)/gi, '')
        .replace(/@import/gi, ''),
    )
      // Functions that load an image from a string without url(): image-set("//evil/x.png").
      .replace(/(-webkit-)?(image-set|image|cross-fade|element|src)\s*\(/gi, `${BLOCKED}(`)
      // Script in CSS: IE expression(), javascript:/vbscript: URLs, behaviours and XBL bindings.
      .replace(/expression\s*\(/gi, `${BLOCKED}(`)
      .replace(/(java|vb)script\s*:/gi, `${BLOCKED}:`)
      .replace(/(-ms-)?behaviou?r\s*:/gi, `${BLOCKED}:`)
      .replace(/-moz-binding/gi, BLOCKED)
  );
}

/**
 * Custom CSS may style the console but never run script or load anything from another origin:
 * no @import, no url() except bounded base64 data: images, no image-set()/image()/src() strings,
 * no expression(), javascript:, behaviour or -moz-binding, no `<` (so no `</style`), no escapes or
 * comments that could disguise any of these, no control characters. Used by the server before
 * storing and by the web app again before injecting. Pure and idempotent.
 */
export function sanitizeCustomCss(input: string): string {
  let css = input.slice(0, CUSTOM_CSS_MAX_LENGTH).replace(CONTROL_CHARACTERS, '');
  for (let round = 0; round < 20; round += 1) {
    const next = pass(css);
    if (next === css) return css.trim();
    css = next;
  }
  // Still changing after 20 rounds: built to defeat the filter. Nothing of it is kept.
  return '';
}
