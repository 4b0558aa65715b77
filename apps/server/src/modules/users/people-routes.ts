import {
  BulkPeopleBody,
  BulkPeopleResponse,
  ChangeRoleBody,
  InvitePersonBody,
  ListPeopleQuery,
  ListPeopleResponse,
  PersonParams,
  PersonResponse,
  successEnvelope,
} from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import {
  bulkAction,
  changeRole,
  resetMfa,
  resetPassword,
  setEnabled,
  signOutEverywhere,
} from './person-actions-service';
import { invitePerson, listPeople, resendInvite, revokeInvite } from './people-service';

const RevokedInviteResponse = successEnvelope(z.object({ userId: z.string() }));

/** `/api/admin/users`: the organisation's people, for its administrators (issue 20). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const api = () => app.identity.adminApi;

  app.get(
    '/admin/users',
    {
      config: { permission: 'users:read' },
      schema: {
        tags: ['admin'],
        summary: "The organisation's people: search, filters, sorting and paging",
        querystring: ListPeopleQuery,
        response: responses(ListPeopleResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPeople(serviceContext(request), api(), request.query),
    }),
  );

  app.post(
    '/admin/users',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Invite a person: a temporary password is mailed to them',
        body: InvitePersonBody,
        response: responses(PersonResponse, 201),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        success: true as const,
        data: await invitePerson(serviceContext(request), api(), request.body),
      };
    },
  );

  app.post(
    '/admin/users/bulk',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Disable, enable or change the role of several people; each outcome answered',
        body: BulkPeopleBody,
        response: responses(BulkPeopleResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await bulkAction(serviceContext(request), api(), request.body),
    }),
  );

  app.put(
    '/admin/users/:userId/role',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: "Change a person's role (their sign-ins end; the role applies at the next one)",
        params: PersonParams,
        body: ChangeRoleBody,
        response: responses(PersonResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await changeRole(serviceContext(request), api(), request.params.userId, request.body),
    }),
  );

  app.delete(
    '/admin/users/:userId/invite',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Revoke a pending invitation (the account is removed)',
        params: PersonParams,
        response: responses(RevokedInviteResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await revokeInvite(serviceContext(request), api(), request.params.userId),
    }),
  );

  const action = (path: string, summary: string, run: typeof resendInvite) =>
    app.post(
      `/admin/users/:userId/${path}`,
      {
        config: { permission: 'users:manage' },
        schema: {
          tags: ['admin'],
          summary,
          params: PersonParams,
          response: responses(PersonResponse),
        },
      },
      async (request) => ({
        success: true as const,
        data: await run(serviceContext(request), api(), request.params.userId),
      }),
    );

  action(
    'resend-invite',
    'Mail a pending invitation again, with a new temporary password',
    resendInvite,
  );
  action(
    'disable',
    'Disable a person: their sign-ins end and they cannot sign in',
    (ctx, pool, id) => setEnabled(ctx, pool, id, false),
  );
  action('enable', 'Enable a disabled person again', (ctx, pool, id) =>
    setEnabled(ctx, pool, id, true),
  );
  action('reset-password', 'Mail a new temporary password; their sign-ins end', resetPassword);
  action('reset-mfa', 'Turn off their second factors (a lost phone); their sign-ins end', resetMfa);
  action('sign-out', 'Sign a person out everywhere', signOutEverywhere);
};
