import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestContext, type TestContext } from '../../testing/harness';
import { cognitoCall } from '../../testing/cognito-call';
import { listen, type Listening } from '../../testing/listen';

describe('admin operations over HTTP, signed with SigV4, through the AWS SDK', () => {
  let ctx: TestContext;
  let server: Listening;
  let admin: CognitoIdentityProviderClient;
  let UserPoolId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx);
    UserPoolId = server.userPoolId;
    admin = new CognitoIdentityProviderClient({
      region: server.region,
      endpoint: server.endpoint,
      credentials: {
        accessKeyId: ctx.identity.pool.adminAccessKeyId,
        secretAccessKey: ctx.identity.pool.adminSecretAccessKey,
      },
    });
  });
  afterAll(async () => {
    admin.destroy();
    await ctx.close();
  });

  const signIn = (email: string, password: string) =>
    cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
  const orgAttribute = () => ({ Name: 'custom:orgId', Value: String(ctx.seed.demoOrgId) });

  it('creates a user with a temporary password and a role, and they must choose a password', async () => {
    const created = await admin.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: 'Engineer@Demo.example',
        TemporaryPassword: 'Temporary@123',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'name', Value: 'Ira Engineer' },
          orgAttribute(),
          { Name: 'custom:role', Value: 'approver' },
        ],
      }),
    );
    expect(created.User).toMatchObject({
      Enabled: true,
      UserStatus: 'FORCE_CHANGE_PASSWORD',
      Attributes: expect.arrayContaining([
        { Name: 'email', Value: 'engineer@demo.example' },
        { Name: 'name', Value: 'Ira Engineer' },
      ]),
    });
    expect(created.User!.UserCreateDate).toBeInstanceOf(Date);
    const groups = await admin.send(
      new AdminListGroupsForUserCommand({ UserPoolId, Username: 'engineer@demo.example' }),
    );
    expect(groups.Groups!.map((group) => group.GroupName)).toEqual(['approver']);
    const first = await signIn('engineer@demo.example', 'Temporary@123');
    expect(first.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');

    await expect(
      admin.send(new AdminCreateUserCommand({ UserPoolId, Username: 'engineer@demo.example' })),
    ).rejects.toMatchObject({
      name: 'UsernameExistsException',
      message: 'User account already exists',
    });
  });

  it('generates a temporary password and e-mails the invitation unless suppressed', async () => {
    await admin.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: 'invited@demo.example',
        UserAttributes: [orgAttribute()],
      }),
    );
    const mail = ctx.mails.findLast((candidate) => candidate.to === 'invited@demo.example');
    expect(mail).toMatchObject({ kind: 'identity.invitation', orgId: ctx.seed.demoOrgId });
    const password = /temporary password is (\S+)\.\n/.exec(mail!.text)?.[1];
    expect(password).toBeDefined();
    expect(mail!.redactedText).not.toContain(password);
    expect((await signIn('invited@demo.example', password!)).body.ChallengeName).toBe(
      'NEW_PASSWORD_REQUIRED',
    );
  });

  it('gets, lists with a filter and pages, and updates attributes', async () => {
    const got = await admin.send(
      new AdminGetUserCommand({ UserPoolId, Username: 'user@demo.example' }),
    );
    expect(got).toMatchObject({
      UserStatus: 'CONFIRMED',
      Enabled: true,
      UserAttributes: expect.arrayContaining([{ Name: 'name', Value: 'Ananya Iyer' }]),
    });
    await expect(
      admin.send(new AdminGetUserCommand({ UserPoolId, Username: 'nobody@demo.example' })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException', message: 'User does not exist.' });

    const one = await admin.send(
      new ListUsersCommand({ UserPoolId, Filter: 'email = "viewer@demo.example"' }),
    );
    expect(one.Users).toHaveLength(1);
    expect(one.Users![0]!.Attributes).toContainEqual({
      Name: 'email',
      Value: 'viewer@demo.example',
    });
    const prefixed = await admin.send(new ListUsersCommand({ UserPoolId, Filter: 'email ^= "a"' }));
    expect(
      prefixed.Users!.map((user) => user.Attributes!.find((a) => a.Name === 'email')?.Value),
    ).toEqual(['admin@demo.example', 'admin@other.example', 'approver@demo.example']);
    const page = await admin.send(new ListUsersCommand({ UserPoolId, Limit: 2 }));
    expect(page.Users).toHaveLength(2);
    const next = await admin.send(
      new ListUsersCommand({ UserPoolId, Limit: 2, PaginationToken: page.PaginationToken }),
    );
    expect(next.Users![0]!.Username).not.toBe(page.Users![1]!.Username);
    await expect(
      admin.send(new ListUsersCommand({ UserPoolId, Filter: 'email ~ "x"' })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });

    await admin.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId,
        Username: 'user@demo.example',
        UserAttributes: [{ Name: 'name', Value: 'Ananya I.' }],
      }),
    );
    const renamed = await admin.send(
      new AdminGetUserCommand({ UserPoolId, Username: 'user@demo.example' }),
    );
    expect(renamed.UserAttributes).toContainEqual({ Name: 'name', Value: 'Ananya I.' });
  });

  it('adds and removes groups', async () => {
    const Username = 'vendor@demo.example';
    await admin.send(new AdminAddUserToGroupCommand({ UserPoolId, Username, GroupName: 'viewer' }));
    const both = await admin.send(new AdminListGroupsForUserCommand({ UserPoolId, Username }));
    expect(both.Groups!.map((group) => group.GroupName)).toEqual(['vendor', 'viewer']);
    await admin.send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId, Username, GroupName: 'viewer' }),
    );
    const one = await admin.send(new AdminListGroupsForUserCommand({ UserPoolId, Username }));
    expect(one.Groups!.map((group) => group.GroupName)).toEqual(['vendor']);
    await expect(
      admin.send(new AdminAddUserToGroupCommand({ UserPoolId, Username, GroupName: 'nope' })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('disables a user (sessions end at once) and enables them again', async () => {
    const Username = 'approver@demo.example';
    const { IdToken } = (await signIn(Username, DEMO_PASSWORD)).body.AuthenticationResult!;
    expect(await ctx.apiStatus(IdToken)).toBe(200);
    await admin.send(new AdminDisableUserCommand({ UserPoolId, Username }));
    expect(await ctx.apiStatus(IdToken)).toBe(401);
    expect((await signIn(Username, DEMO_PASSWORD)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    expect((await admin.send(new AdminGetUserCommand({ UserPoolId, Username }))).Enabled).toBe(
      false,
    );
    await admin.send(new AdminEnableUserCommand({ UserPoolId, Username }));
    expect((await signIn(Username, DEMO_PASSWORD)).status).toBe(200);
  });

  it('sets a password, permanent or temporary', async () => {
    const Username = 'viewer@demo.example';
    await expect(
      admin.send(
        new AdminSetUserPasswordCommand({
          UserPoolId,
          Username,
          Password: 'short',
          Permanent: true,
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await admin.send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username,
        Password: 'Permanent@123',
        Permanent: true,
      }),
    );
    expect((await signIn(Username, 'Permanent@123')).body.AuthenticationResult).toBeDefined();
    await admin.send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username,
        Password: 'Temporary@123',
        Permanent: false,
      }),
    );
    expect((await signIn(Username, 'Temporary@123')).body.ChallengeName).toBe(
      'NEW_PASSWORD_REQUIRED',
    );
  });

  it('refuses another pool id', async () => {
    await expect(
      admin.send(
        new AdminGetUserCommand({
          UserPoolId: 'ap-south-1_Elsewhere',
          Username: 'user@demo.example',
        }),
      ),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
