import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';

/** A Content-Security-Policy violation as the page reported it. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source?: string;
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: Omit<CspViolation, 'page'>) => void;
  }
}

/**
 * Collects every CSP violation in a browser context: the `securitypolicyviolation` events of
 * its pages, and Chromium's console errors about the policy (workers included). The server runs
 * with its real security headers in e2e, so anything the policy blocks shows up here.
 */
async function watchForCspViolations(context: BrowserContext, violations: CspViolation[] = []) {
  await context.exposeBinding('__reportCspViolation', ({ page }, violation) =>
    violations.push({ page: page.url(), ...(violation as Omit<CspViolation, 'page'>) }),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text()))
      violations.push({
        page: message.page()?.url() ?? '(worker)',
        directive: 'console',
        blocked: message.text(),
      });
  });
  return violations;
}

/**
 * `test` of every spec: fails a test whose pages reported a CSP violation. A context a spec
 * opens itself comes from `newWatchedContext`, which reports into the same list.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchForCspViolations(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Another browser context (a second person), watched like the test's own. */
export async function newWatchedContext(
  browser: Browser,
  violations: CspViolation[],
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext(options);
  await watchForCspViolations(context, violations);
  return context;
}

export { expect } from '@playwright/test';
