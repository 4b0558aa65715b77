import { sql } from 'drizzle-orm';
import { ADMIN, OTHER_ADMIN, VIEWER } from '../requests';
import type { TestContext } from '../test-app';
import type { Operation } from './operations';

export type Org = 'demo' | 'other';

/** How the guards find ids of one kind. */
interface IdKind {
  /** A real id of this kind in the organisation. */
  of(ctx: TestContext, org: Org): Promise<string | number>;
  /**
   * What the role test sends (it must touch nothing): a well-formed id nobody has, 'own' for
   * the caller's organisation's real one, 'self' for the caller's own e-mail address.
   */
  forRoleTest: string | number | 'own' | 'self';
}

const NOBODY_UUID = '00000000-0000-4000-8000-000000000000';
const orgIdOf = (ctx: TestContext, org: Org) =>
  org === 'demo' ? ctx.seed.demoOrgId : ctx.seed.otherOrgId;

/** The first id of `column` in `table` that belongs to the organisation. */
const firstOf =
  (table: string, column = 'id', where = 'true') =>
  async (ctx: TestContext, org: Org) => {
    const result = await ctx.db.execute<{ value: string | number }>(
      sql.raw(
        `select ${column} as value from ${table} where org_id = ${orgIdOf(ctx, org)} and ${where} order by 1 limit 1`,
      ),
    );
    const value = result.rows[0]?.value;
    if (value === undefined) throw new Error(`The ${org} organisation has no row in ${table}`);
    return value;
  };

/**
 * The kinds of ids the API takes. A new kind is one line here; a kind named after a table that
 * has `id` and `org_id` columns needs no line at all (see `tableKind`).
 */
const kinds: Record<string, IdKind> = {
  organization: { of: async (ctx, org) => orgIdOf(ctx, org), forRoleTest: 'own' },
  location: { of: firstOf('locations'), forRoleTest: NOBODY_UUID },
  'location-number': { of: firstOf('locations', 'location_id'), forRoleTest: 2_000_000_000 },
  'staged-location': {
    of: firstOf('staged_locations', 'id', `status = 'pending'`),
    forRoleTest: NOBODY_UUID,
  },
  'console-employee': {
    of: firstOf('employees', 'console_employee_id'),
    forRoleTest: 'EMP-0000000000',
  },
  'pest-control-record': {
    of: firstOf('pest_control_records', 'id', 'deactivated_at is null'),
    forRoleTest: NOBODY_UUID,
  },
  'pest-control-schedule': {
    of: firstOf('pest_control_schedules', 'id', 'deleted_at is null'),
    forRoleTest: NOBODY_UUID,
  },
  'material-batch': { of: firstOf('material_batches'), forRoleTest: NOBODY_UUID },
  // A person of the pool (`sub`): the demo's viewer, the other organisation's admin.
  user: {
    of: async (ctx, org) =>
      (await ctx.identity.directory!.findByEmail(org === 'demo' ? VIEWER : OTHER_ADMIN))!.id,
    forRoleTest: NOBODY_UUID,
  },
  'user-email': {
    of: async (_ctx, org) => (org === 'demo' ? ADMIN : OTHER_ADMIN),
    forRoleTest: 'self',
  },
};

/**
 * Path parameters: by their name, or for `{id}` by the collection before it
 * (`/staged-locations/{id}` is a staged location); null for a parameter that names nothing of an
 * organisation (a signed file key, whose signature is the authorisation).
 */
const pathKinds: Record<string, string | null> = {
  '*': null,
  organization: 'organization',
  location: 'location',
  locations: 'location',
  'staged-locations': 'staged-location',
  userEmail: 'user-email',
  orgId: 'organization',
  attendance: 'attendance-record',
  'pest-control': 'pest-control-record',
  schedules: 'pest-control-schedule',
  locationId: 'location-number',
  userId: 'user',
  // A calendar month ('2026-10'), the same for every organisation: names nothing of one.
  month: null,
};

/**
 * Query and body fields that name something of an organisation (`[]`: a list of them), and
 * id-like names that do not (null). A field ending in Id or Ids that is in neither list is
 * looked up as a table (see `tableKind`), else the guard asks for a line here.
 */
const fieldKinds: Record<string, string | null> = {
  orgId: 'organization',
  locationId: 'location-number',
  locationIds: 'location-number[]',
  pestControlRecordId: 'pest-control-record',
  // Chosen by the client for a record it is about to create (its files are uploaded under it),
  // so an unknown one is valid; another organisation's is unknown here and the upload lands
  // under the caller's own prefix. Its walls are tested in modules/pest-control.
  consolePestControlId: null,
  // A position in the event stream, not a record: the stream only ever holds the caller's own
  // organisation's events after it (decision 021).
  lastEventId: null,
  consoleEmployeeId: 'console-employee',
  userIds: 'user[]',
  // Vendor ids are names within an organisation ('VEN-001' exists in both on purpose): the
  // caller's own vendor is checked by the services, there is nothing of another to reach.
  vendorId: null,
  // The vendor's own number for a person (free text such as 'SFS-1042'), not a record id.
  employeeId: null,
  // A batch of a material item ('batchs' would be the guessed table).
  batchId: 'material-batch',
  // The assistant's body names its caller (spec: `POST /chatbot` with `userEmail`): another
  // person's address is refused.
  userEmail: 'user-email',
};

/**
 * Body fields that repeat the number of the record the path names, checked against it (400),
 * rather than naming something else: the tenant test leaves them alone.
 */
const sameRecordFields: Record<string, string[]> = {
  'PUT /api/staged-locations/{id}': ['locationId'],
};

const snake = (name: string) =>
  name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/-/g, '_');

/** A kind found in the catalogue: a table named after it (plural) with `id` and `org_id`. */
async function tableKind(ctx: TestContext, name: string): Promise<IdKind | null> {
  const plural = snake(name).replace(/s?$/, 's');
  const result = await ctx.db.execute<{ table_name: string; data_type: string }>(sql`
    select c.table_name, c.data_type from information_schema.columns c
    where c.table_schema = 'public' and c.column_name = 'id'
      and (c.table_name = ${plural} or c.table_name like ${`%\\_${plural}`})
      and exists (select 1 from information_schema.columns o where o.table_schema = 'public'
        and o.table_name = c.table_name and o.column_name = 'org_id')
    order by length(c.table_name) limit 1`);
  const table = result.rows[0];
  if (!table) return null;
  return {
    of: firstOf(table.table_name),
    forRoleTest: table.data_type === 'uuid' ? NOBODY_UUID : 2_000_000_000,
  };
}

export interface IdInput {
  where: 'path' | 'query' | 'body';
  name: string;
  kind: IdKind;
  list: boolean;
}

const kindOrTable = async (ctx: TestContext, key: string, what: string) => {
  const list = key.endsWith('[]');
  const name = key.replace(/\[\]$/, '');
  const kind = kinds[name] ?? (await tableKind(ctx, name));
  if (!kind)
    throw new Error(`${what}: no id kind '${name}': add one line to test/guards/id-kinds.ts`);
  return { kind, list };
};

/** The inputs of an operation that name something of an organisation. */
export async function idInputs(ctx: TestContext, operation: Operation): Promise<IdInput[]> {
  const inputs: IdInput[] = [];
  for (const param of operation.pathParams) {
    const before = operation.path.split(`/{${param.name}}`)[0]!.split('/').pop()!;
    if (pathKinds[param.name] === null) continue;
    const key = pathKinds[param.name] ?? (param.name === 'id' ? pathKinds[before] : undefined);
    if (key === null) continue;
    const what = `${operation.name} {${param.name}}`;
    const found = await kindOrTable(ctx, key ?? (param.name === 'id' ? before : param.name), what);
    inputs.push({ where: 'path', name: param.name, ...found });
  }
  const fields: [IdInput['where'], string][] = [
    ...operation.queryParams.map((param) => ['query', param.name] as [IdInput['where'], string]),
    ...topLevelFields(operation).map((name) => ['body', name] as [IdInput['where'], string]),
  ];
  for (const [where, name] of fields) {
    if (where === 'body' && sameRecordFields[operation.name]?.includes(name)) continue;
    const registered = fieldKinds[name];
    if (registered === null) continue;
    if (registered === undefined && !/Ids?$/.test(name)) continue;
    const key = registered ?? (name.endsWith('Ids') ? `${name.slice(0, -3)}[]` : name.slice(0, -2));
    inputs.push({
      where,
      name,
      ...(await kindOrTable(ctx, key, `${operation.name} ${where}.${name}`)),
    });
  }
  return inputs;
}

/** The top-level fields of a JSON body, across the variants of a union. */
function topLevelFields(operation: Operation): string[] {
  const schema = operation.body?.schema;
  if (!schema) return [];
  const variants = schema.oneOf ?? schema.anyOf ?? [schema];
  return [...new Set(variants.flatMap((variant) => Object.keys(variant.properties ?? {})))];
}

/** The value of an id input for an organisation (a list of one for a list). */
export async function idValue(ctx: TestContext, input: IdInput, org: Org) {
  const value = await input.kind.of(ctx, org);
  return input.list ? [value] : value;
}

/** The value the role test sends: nothing real is touched, the caller's own where needed. */
export async function roleTestValue(ctx: TestContext, input: IdInput, callerEmail: string) {
  const chosen = input.kind.forRoleTest;
  const value =
    chosen === 'self' ? callerEmail : chosen === 'own' ? await input.kind.of(ctx, 'demo') : chosen;
  return input.list ? [value] : value;
}
