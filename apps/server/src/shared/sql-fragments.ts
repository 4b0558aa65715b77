import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamp as the ISO-8601 text the API sends (`2026-01-01T00:00:00.000Z`), formatted by
 * PostgreSQL: cheaper than pg parsing a Date per value and JavaScript formatting it back.
 */
export const isoText = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An (I)LIKE pattern for "contains `search`": its own `%`, `_` and `\` match themselves. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
