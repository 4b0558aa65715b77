import {
  UpdateProfileBody,
  UserEmailParams,
  UserMetaResponse,
  VerifyEmailBody,
} from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import { getUserMeta, updateOwnProfile, verifyOwnEmail } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:userEmail',
    {
      config: { permission: 'member' },
      schema: {
        tags: ['users'],
        summary: "A person's metadata: themselves, or (admins) someone of their organisation",
        params: UserEmailParams,
        response: responses(UserMetaResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await getUserMeta(
        serviceContext(request),
        app.identity.directory,
        request.params.userEmail,
      ),
    }),
  );

  app.put(
    '/profile',
    {
      config: { permission: 'profile:edit-own' },
      schema: {
        tags: ['users'],
        summary:
          "Update the caller's name and preferences; a new e-mail waits for the code mailed to it",
        body: UpdateProfileBody,
        response: responses(UserMetaResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateOwnProfile(serviceContext(request), app.identity.directory, request.body),
    }),
  );

  app.post(
    '/profile/email-verification',
    {
      config: { permission: 'profile:edit-own' },
      schema: {
        tags: ['users'],
        summary: 'Confirm a new sign-in e-mail with the code mailed to it',
        body: VerifyEmailBody,
        response: responses(UserMetaResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await verifyOwnEmail(serviceContext(request), app.identity.directory, request.body),
    }),
  );
};
