import { isRole, resolveRole, roles } from '@fm/contracts';
import { allowOnly, optionalOption, requiredOption, UsageError, type ParsedArgs } from '../args';
import type { Command } from './context';
import { organizationById } from './organizations';

const roleOption = (args: ParsedArgs) => {
  const role = requiredOption(args, 'role');
  if (!isRole(role)) throw new UsageError(`--role must be one of ${roles.join(', ')}`);
  return role;
};

export const createUserCommand: Command = async (context, args) => {
  allowOnly(args, ['email', 'name', 'role', 'org']);
  const email = requiredOption(args, 'email');
  const name = requiredOption(args, 'name');
  const role = roleOption(args);
  const org = await organizationById(context.db, requiredOption(args, 'org'));
  const password = context.admin.generateTemporaryPassword();
  const user = await context.db.transaction((tx) =>
    context.admin.createUser(
      {
        email,
        password,
        temporary: true,
        groups: [role],
        attributes: {
          name,
          given_name: name.split(/\s+/)[0] ?? name,
          'custom:orgId': String(org.id),
          'custom:role': role,
        },
      },
      tx,
    ),
  );
  context.print(`Created ${user.email} (${role}) in organisation ${org.id}: ${org.name}`);
  context.print(`Temporary password: ${password}`);
  context.print('They sign in with it once and then choose their own password.');
};

export const listUsersCommand: Command = async (context, args) => {
  allowOnly(args, ['org']);
  const orgOption = optionalOption(args, 'org');
  const org = orgOption ? await organizationById(context.db, orgOption) : undefined;
  const users = await context.admin.listUsers(org ? { orgId: org.id } : {});
  if (users.length === 0) {
    context.print(org ? `No users in organisation ${org.id}.` : 'No users yet.');
    return;
  }
  const rows = users.map((user) => [
    user.email,
    user.attributes.name ?? '',
    resolveRole(user.groups, user.attributes['custom:role']),
    user.orgId ?? '-',
    user.enabled ? user.status : `${user.status} (disabled)`,
  ]);
  const header = ['EMAIL', 'NAME', 'ROLE', 'ORG', 'STATUS'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  context.print(line(header));
  for (const row of rows) context.print(line(row));
};

export const resetPasswordCommand: Command = async (context, args) => {
  allowOnly(args, ['email']);
  const { user, password, ended } = await context.admin.resetPassword(
    requiredOption(args, 'email'),
  );
  context.print(`New temporary password for ${user.email}: ${password}`);
  context.print(`They choose their own at the next sign-in. ${ended} open session(s) were ended.`);
};

/**
 * The role is both the user's group and their custom:role. Their sessions end, so that a role
 * taken away does not live on in tokens already issued.
 */
export const setRoleCommand: Command = async (context, args) => {
  allowOnly(args, ['email', 'role']);
  const email = requiredOption(args, 'email');
  const role = roleOption(args);
  const { user, ended } = await context.admin.setRole(email, role);
  context.print(`${user.email} is now ${role}.`);
  context.print(`${ended} open session(s) were ended; the role applies from the next sign-in.`);
};

/**
 * Requires (or, with --off, stops requiring) a second factor of one user in a pool whose MFA is
 * optional: without one, their next sign-in asks them to set up TOTP or e-mail codes.
 */
export const requireMfaCommand: Command = async (context, args) => {
  allowOnly(args, ['email', 'off']);
  const email = requiredOption(args, 'email');
  const off = args.options.off !== undefined;
  if (off && args.options.off !== true) throw new UsageError('--off takes no value');
  const user = await context.admin.setMfaRequired(email, !off);
  context.print(
    off
      ? `${user.email} no longer has to use a second factor (unless the pool requires it).`
      : `${user.email} must use a second factor: the next sign-in sets one up if they have none.`,
  );
};
