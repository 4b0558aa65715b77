import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema';
import { allowOnly, requiredOption, UsageError } from '../args';
import { CliError } from '../database';
import type { Command } from './context';

export const createOrg: Command = async ({ db, print }, args) => {
  allowOnly(args, ['name']);
  const name = requiredOption(args, 'name');
  if (name.length > 200) throw new UsageError('--name is longer than 200 characters');
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, name))
    .limit(1);
  if (existing)
    throw new CliError(`An organisation named "${name}" exists already (id ${existing.id}).`);
  const [created] = await db.insert(organizations).values({ name }).returning();
  print(`Created organisation ${created!.id}: ${created!.name}`);
  print(
    `Next: npm run admin -- create-user --org ${created!.id} --email <e-mail> --name "<name>" --role admin`,
  );
};

/** The organisation an --org names, by id. */
export async function organizationById(db: Parameters<Command>[0]['db'], value: string) {
  if (!/^[1-9]\d{0,9}$/.test(value))
    throw new UsageError('--org must be an organisation id (a number)');
  const [org] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, Number(value)))
    .limit(1);
  if (!org)
    throw new CliError(
      `There is no organisation ${value}. See the ids with list-users, or create one with create-org.`,
    );
  return org;
}
