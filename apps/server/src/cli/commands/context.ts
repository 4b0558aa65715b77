import type { PoolAdmin } from '@fm/identity';
import type { Database } from '../../db/client';
import type { ParsedArgs } from '../args';

interface CommandContext {
  db: Database;
  /** The embedded pool's administration. */
  admin: PoolAdmin;
  /** Prints one line of the result (stdout). */
  print(line: string): void;
}

export type Command = (context: CommandContext, args: ParsedArgs) => Promise<void>;

/** A command that needs only the database (no user pool). */
export type DatabaseCommand = (
  context: Pick<CommandContext, 'db' | 'print'>,
  args: ParsedArgs,
) => Promise<void>;
