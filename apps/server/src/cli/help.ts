import { roles } from '@fm/contracts';

export const USAGE = `Facility Console administration

Usage: npm run admin -- <command> [options]

Commands:
  create-org --name <name>
      Creates an organisation and prints its id.
  create-user --email <e-mail> --name <full name> --role <role> --org <organisation id>
      Creates a user with a temporary password (printed once); they choose their own password
      at the first sign-in. Roles: ${roles.join(', ')}.
  list-users [--org <organisation id>]
      Lists users (of one organisation) with their role and status.
  reset-password --email <e-mail>
      Gives the user a new temporary password (printed) and ends their open sessions.
  set-role --email <e-mail> --role <role>
      Changes the user's role (group and custom:role) and ends their open sessions.
  require-mfa --email <e-mail> [--off]
      Requires a second factor of this user (TOTP or e-mail codes): without one, their next
      sign-in sets one up. --off stops requiring it (unless IDENTITY_MFA=required).
  jobs-failed [--name <job name>] [--limit <count>]
      Lists dead background jobs (failed their last attempt, not retried; kept 7 days), newest
      first: when, job, id, attempts, data, last error.
  help, --help
      Shows this text.

Where the data is: DATABASE_URL if set; otherwise the embedded database in DATA_DIR (default
data/ at the repository's root). When a server runs on DATA_DIR the command works through it; otherwise it starts the
embedded database itself for the duration of the command.

Exit codes: 0 done, 1 the command failed, 2 wrong usage.`;
