import { readFileSync } from 'node:fs';

/** The product version, from the root package.json (shown in the UI as v1.1.0). */
export const version: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
