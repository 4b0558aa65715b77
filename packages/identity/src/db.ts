import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';

/**
 * The database the pool works on: any Drizzle PostgreSQL database (node-postgres) or a
 * transaction of one, whatever schema the host application declared. The pool only ever names
 * its own tables (`./schema`), so it needs nothing of the host's schema.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the host's schema is not ours to know
export type Database = PgDatabase<NodePgQueryResultHKT, any, any>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
