import { BrandingResponse, OrganizationParams, UpdateBrandingBody } from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import { getBranding, updateBranding } from './service';

export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization/:id/branding',
    {
      config: { permission: 'member' },
      schema: {
        tags: ['branding'],
        summary: "The organisation's white-label branding, or its default (any member)",
        params: OrganizationParams,
        response: responses(BrandingResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await getBranding(serviceContext(request), request.params.id),
    }),
  );

  app.put(
    '/organization/:id/branding',
    {
      config: { permission: 'branding:manage' },
      schema: {
        tags: ['branding'],
        summary: "Replace the organisation's branding (admins); custom CSS is sanitised",
        params: OrganizationParams,
        body: UpdateBrandingBody,
        response: responses(BrandingResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateBranding(serviceContext(request), request.params.id, request.body),
    }),
  );
};
