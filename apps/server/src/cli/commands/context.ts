import type { Database } from '../../db/client';
import type { PoolInfo } from '../../identity/pool';
import type { ParsedArgs } from '../args';

export interface CommandContext {
  db: Database;
  pool: PoolInfo;
  /** Prints one line of the result (stdout). */
  print(line: string): void;
}

export type Command = (context: CommandContext, args: ParsedArgs) => Promise<void>;

/** A command that needs only the database (no user pool). */
export type DatabaseCommand = (
  context: Pick<CommandContext, 'db' | 'print'>,
  args: ParsedArgs,
) => Promise<void>;
