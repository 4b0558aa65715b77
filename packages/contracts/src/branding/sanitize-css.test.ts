import { describe, expect, it } from 'vitest';
import { CUSTOM_CSS_MAX_LENGTH, sanitizeCustomCss } from './sanitize-css';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Nothing in the result can load from another origin or run script. */
function expectHarmless(css: string) {
  const lower = css.toLowerCase();
  expect(lower).not.toMatch(/@import/);
  expect(lower).not.toMatch(/expression\s*\(/);
  expect(lower).not.toMatch(/javascript\s*:|vbscript\s*:/);
  expect(lower).not.toMatch(/behaviou?r\s*:/);
  expect(lower).not.toMatch(/-moz-binding/);
  expect(lower).not.toMatch(/image-set\s*\(|\bimage\s*\(|\bsrc\s*\(/);
  expect(css).not.toContain('<');
  expect(css).not.toContain('\\');
  for (const [, inner] of css.matchAll(/url\(([^)]*)\)/gi))
    expect(inner).toMatch(/^"data:image\/(png|jpeg|gif|webp|svg\+xml);base64,/i);
}

describe('sanitizeCustomCss', () => {
  it('keeps ordinary styling as it is', () => {
    const css = '.mantine-AppShell-header > a:hover { color: #0b7285; font-weight: 600; }';
    expect(sanitizeCustomCss(css)).toBe(css);
  });

  it('keeps data: images in url(), quoted or not', () => {
    expect(sanitizeCustomCss(`.logo{background:url(${PNG})}`)).toBe(
      `.logo{background:url("${PNG}")}`,
    );
    expect(sanitizeCustomCss(`.logo{background:url('${PNG}')}`)).toBe(
      `.logo{background:url("${PNG}")}`,
    );
  });

  const hostile: [string, string][] = [
    ['@import with url', '@import url("https://evil.example/x.css"); body{color:red}'],
    ['@import with a string', '@import "https://evil.example/x.css";'],
    ['@import without semicolon', 'body{color:red} @import "//evil.example/x.css"'],
    ['@import in upper case', '@IMPORT "x.css";'],
    ['@import rebuilt from pieces', '@imp@importort "x.css";'],
    ['@import split by a comment', '@im/**/port "x.css";'],
    ['@import escaped', '@\\69mport "x.css";'],
    ['url to another origin', 'body{background:url(https://evil.example/track.gif)}'],
    ['protocol-relative url', 'body{background:url(//evil.example/x.png)}'],
    ['unclosed url at the end', 'body{background:url(https://evil.example/x.png'],
    ['url with spaces and quotes', 'a{cursor: URL ( "https://evil.example/c.cur" ), auto}'],
    ['escaped url', 'a{background:\\75 rl(https://evil.example/x.png)}'],
    ['url of an http data lookalike', 'a{background:url("data:text/html;base64,PHNjcmlwdD4=")}'],
    ['javascript url', 'a{background:url(javascript:alert(1))}'],
    ['javascript outside url', 'a{x:javascript:alert(1)}'],
    ['javascript with spaces', 'a{x:JavaScript :alert(1)}'],
    ['vbscript', 'a{x:vbscript:msgbox(1)}'],
    ['expression()', 'a{width:expression(alert(document.cookie))}'],
    ['expression split by a comment', 'a{width:expr/**/ession(alert(1))}'],
    ['expression escaped', 'a{width:expr\\65ssion(alert(1))}'],
    ['behavior', 'a{behavior:url(x.htc)}'],
    ['behaviour (British)', 'a{behaviour:url(x.htc)}'],
    ['-ms-behavior', 'a{-ms-behavior:url(x.htc)}'],
    ['-moz-binding', 'a{-moz-binding:url("https://evil.example/xbl.xml#x")}'],
    ['closing the style element', 'a{color:red}</style><script>alert(1)</script>'],
    ['closing the style element in a string', 'a{content:"</StYlE><img src=x onerror=alert(1)>"}'],
    ['html comment', '<!-- a{color:red} -->'],
    ['image-set with a string', 'a{background-image:image-set("https://evil.example/x.png" 1x)}'],
    ['-webkit-image-set', 'a{background-image:-webkit-image-set("//evil.example/x.png" 1x)}'],
    ['image() with a string', 'a{background-image:image("https://evil.example/x.png")}'],
    ['src() with a string', 'a{background-image:src("https://evil.example/x.png")}'],
    [
      'font-face from another origin',
      '@font-face{font-family:x;src:url(https://evil.example/f.woff)}',
    ],
    ['unterminated comment hiding an import', 'a{color:red} /* @import "x.css"; '],
    ['control characters inside a keyword', '@imp\u0000ort "x.css"; a{width:expr\u0001ession(1)}'],
  ];

  it.each(hostile)('neutralises %s', (_name, css) => {
    const result = sanitizeCustomCss(css);
    expectHarmless(result);
    expect(sanitizeCustomCss(result)).toBe(result);
  });

  it('keeps the harmless rules around a hostile one', () => {
    expect(sanitizeCustomCss('@import "x.css"; .a{color:red}')).toBe('.a{color:red}');
    expect(sanitizeCustomCss('.a{background:url(https://evil.example/x.png) no-repeat}')).toBe(
      '.a{background:none no-repeat}',
    );
  });

  it('cuts the text at the length limit', () => {
    const long = '.a{color:red}'.repeat(3_000);
    expect(sanitizeCustomCss(long).length).toBeLessThanOrEqual(CUSTOM_CSS_MAX_LENGTH);
  });

  it('refuses a data: image that is too large', () => {
    const huge = `data:image/png;base64,${'A'.repeat(17_000)}`;
    expect(sanitizeCustomCss(`.a{background:url(${huge})}`)).toBe('.a{background:none}');
  });
});
