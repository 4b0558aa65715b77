import { CognitoError, createIdentity, UnknownUserError } from '@fm/identity';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { parseArgs, UsageError } from './args';
import type { Command, DatabaseCommand } from './commands/context';
import { jobsFailedCommand } from './commands/jobs';
import { createOrg } from './commands/organizations';
import {
  createUserCommand,
  listUsersCommand,
  requireMfaCommand,
  resetPasswordCommand,
  setRoleCommand,
} from './commands/users';
import { CliError, openDatabase } from './database';
import { USAGE } from './help';

const commands: Record<string, Command> = {
  'create-org': createOrg,
  'create-user': createUserCommand,
  'list-users': listUsersCommand,
  'reset-password': resetPasswordCommand,
  'set-role': setRoleCommand,
  'require-mfa': requireMfaCommand,
};

/** Commands that do not touch the user pool (they work with a real Cognito pool too). */
const databaseCommands: Record<string, DatabaseCommand> = {
  'jobs-failed': jobsFailedCommand,
};

const EXIT = { done: 0, failed: 1, usage: 2 } as const;

/** Results go to stdout (so they can be piped), messages about failures to stderr. */
const print = (line: string) => process.stdout.write(`${line}\n`);

/** `npm run admin -- <command> [options]`: the administrator's tool for the embedded user pool. */
async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (!args.command || args.command === 'help' || args.options.help) {
    print(USAGE);
    return args.command || args.options.help ? EXIT.done : EXIT.usage;
  }
  const command = commands[args.command];
  const databaseCommand = databaseCommands[args.command];
  if (databaseCommand) {
    const database = await openDatabase(loadConfig(), pino({ level: 'warn' }, pino.destination(2)));
    try {
      await databaseCommand({ db: database.db, print }, args);
      return EXIT.done;
    } finally {
      await database.close();
    }
  }
  if (!command) throw new UsageError(`Unknown command "${args.command}"`);

  const config = loadConfig();
  if (config.COGNITO_USER_POOL_ID)
    throw new CliError(
      'This server signs people in with a Cognito user pool (COGNITO_USER_POOL_ID). Manage its ' +
        'users in AWS (console or aws cognito-idp); this tool works on the embedded pool.',
    );
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const database = await openDatabase(config, logger);
  try {
    const identity = await createIdentity({
      db: database.db,
      config,
      logger,
      sendMail: () => Promise.reject(new Error('The admin CLI sends no mail')),
    });
    if (identity.kind !== 'embedded') throw new CliError('This tool works on the embedded pool.');
    await command({ db: database.db, admin: identity.admin, print }, args);
    return EXIT.done;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`error: ${error.message}\n\n${USAGE}`);
    process.exitCode = EXIT.usage;
  } else if (
    error instanceof CliError ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof CognitoError ||
    error instanceof UnknownUserError
  ) {
    console.error(`error: ${error.message}`);
    process.exitCode = EXIT.failed;
  } else {
    console.error('error: the command failed unexpectedly:', error);
    process.exitCode = EXIT.failed;
  }
}
