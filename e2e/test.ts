import { closeApiContext } from './api';
import { test as watched } from './csp';
import { closeServerDatabase } from './database';
import { closePoolAdmin } from './identity-admin';
import { TestOrganisation } from './organisation';

/*
 * `test` of every spec. The specs run in parallel against one server, so a spec changes only
 * data it created: `org` is an organisation of the test's own (people, locations, vendors...),
 * deleted with everything in it after the test. The demo organisations are read, never changed.
 * The CSP watch of csp.ts comes along.
 */
export const test = watched.extend<{ org: TestOrganisation }, { workerConnections: void }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern, even an empty one.
  // eslint-disable-next-line no-empty-pattern
  org: async ({}, use) => {
    const org = await TestOrganisation.create();
    await use(org);
    await org.remove();
  },
  // The worker's database pool, API context and SDK client, closed when the worker ends.
  workerConnections: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use();
      await closeApiContext();
      closePoolAdmin();
      await closeServerDatabase();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect, newWatchedContext } from './csp';
export { TestOrganisation } from './organisation';
export type { Person } from './identity-admin';
