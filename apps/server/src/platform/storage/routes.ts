import fastifyMultipart from '@fastify/multipart';
import { ErrorEnvelope, FileDownloadParams, FileDownloadQuery } from '@fm/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { mayShowInline } from './disposition';
import { LocalFileStorage } from './local-storage';
import { MAX_UPLOAD_BYTES } from './requests';
import type { StoredFile } from './types';

/** Bounds of the form around the file: a policy is about 400 characters, S3's forms have 8 fields. */
const FORM_LIMITS = {
  fieldSize: 16_384,
  fields: 32,
  parts: 40,
  headerPairs: 64,
  // One byte over the largest policy, so the driver's own count refuses what is too large.
  fileSize: MAX_UPLOAD_BYTES + 1,
};

const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** Node's file-system errors carry `syscall`; anything else from the form is the sender's fault. */
function asFormError(error: unknown): unknown {
  if (error instanceof AppError || (error as NodeJS.ErrnoException).syscall) return error;
  if ((error as { code?: string }).code?.endsWith('_LIMIT')) {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The upload form has too many fields or parts');
  }
  return new AppError(
    400,
    'BAD_REQUEST',
    'The upload is not a well-formed multipart/form-data form',
  );
}

/**
 * Reads the form as S3 does: the fields up to the first file part (named `file`), then the file,
 * which the storage checks and keeps or refuses; whatever follows the file is read and ignored.
 */
async function receiveForm(
  request: FastifyRequest,
  storage: LocalFileStorage,
): Promise<StoredFile> {
  const fields: Record<string, string> = {};
  let stored: StoredFile | null = null;
  let refusal: unknown = null;
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      const done = stored !== null || refusal !== null;
      if (part.type === 'field') {
        const name = part.fieldname.toLowerCase();
        if (done) continue;
        if (part.valueTruncated || part.fieldnameTruncated) {
          refusal = new AppError(
            400,
            'BAD_REQUEST',
            `The form field ${part.fieldname} is too long`,
          );
        } else if (Object.keys(fields).some((given) => given.toLowerCase() === name)) {
          refusal = new AppError(400, 'BAD_REQUEST', `The form names ${part.fieldname} twice`);
        } else {
          fields[part.fieldname] = String(part.value);
        }
      } else if (done || part.fieldname !== 'file') {
        refusal ??= new AppError(
          400,
          'BAD_REQUEST',
          'The file must be sent in the form field file',
        );
        for await (const _chunk of part.file);
      } else {
        stored = await storage.receiveUpload(fields, part.file).catch((error: unknown) => {
          refusal = error;
          return null;
        });
      }
    }
  } catch (error) {
    throw asFormError(error);
  }
  if (refusal) throw asFormError(refusal);
  if (!stored)
    throw new AppError(400, 'BAD_REQUEST', 'POST requires exactly one file upload per request');
  return stored;
}

/**
 * The local driver's S3-like endpoints, public because the signature is the authorisation:
 * `POST /api/files` receives a presigned upload, `GET /api/files/{key}` serves a signed download.
 * With S3 storage they do not exist (the browser talks to the bucket).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.platform.storage;
  if (!(storage instanceof LocalFileStorage)) return;
  // The driver counts the bytes against the policy itself (throwFileSizeLimit off).
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });

  app.post(
    '/files',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'Receive a presigned upload (local file storage)',
        description:
          'multipart/form-data: the fields of the presigned upload, then the file in `file`. ' +
          'Refused when the signature, expiry, key, content type or size break the policy; ' +
          'nothing is stored then.',
        consumes: ['multipart/form-data'],
        security: [],
        response: { 204: z.null().describe('Stored'), ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(415, 'BAD_REQUEST', 'Send the upload as multipart/form-data');
      }
      const stored = await receiveForm(request, storage);
      request.log.info({ key: stored.key, size: stored.size }, 'file stored');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/files/*',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        tags: ['files'],
        summary: 'Download through a signed URL (local file storage)',
        security: [],
        params: FileDownloadParams,
        querystring: FileDownloadQuery,
        response: { 200: z.any().describe('The file, as stored'), ...errors },
      },
    },
    async (request, reply) => {
      const opened = await storage.openDownload(request.params['*'], request.query);
      const { file, stream, expires } = opened;
      // A signed "inline" never shows HTML, SVG or anything else that could run in our origin.
      const disposition = mayShowInline(file.contentType)
        ? opened.disposition
        : opened.disposition.replace(/^inline/, 'attachment');
      const remaining = Math.max(
        0,
        expires - Math.floor(app.platform.clock.now().getTime() / 1000),
      );
      reply.headers({
        'content-type': file.contentType,
        'content-length': String(file.size),
        'content-disposition': disposition,
        'x-content-type-options': 'nosniff',
        'cache-control': `private, max-age=${remaining}`,
      });
      if (file.contentType !== 'application/pdf') {
        // Should a file ever be shown as a page, it runs nothing (PDF viewers need plugins).
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      }
      return reply.send(stream);
    },
  );
};
