import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyAdminSignature } from '../admin/sigv4';
import { CognitoError } from '../errors';
import { operations } from '../operations';
import type { EmbeddedIdentity } from '../service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received: admin operations' signatures cover its exact bytes. */
    identityRawBody: string;
  }
}

const AMZ_JSON = 'application/x-amz-json-1.1';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

const sendCognitoError = (reply: FastifyReply, error: CognitoError) =>
  reply
    .status(error.statusCode)
    .header('x-amzn-errortype', error.type)
    .type(AMZ_JSON)
    .send(JSON.stringify({ __type: error.type, message: error.message }));

/**
 * The embedded user pool over Cognito's wire protocol: `POST /identity` with
 * `X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>` and a JSON 1.1 body, answered
 * in Cognito's shapes and errors; the signing keys at `/identity/<poolId>/.well-known/jwks.json`.
 */
export async function identityProtocol(
  app: FastifyInstance,
  { identity }: { identity: EmbeddedIdentity },
) {
  app.decorateRequest('identityRawBody', '');
  app.addContentTypeParser(
    AMZ_JSON,
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (request, body, done) => {
      request.identityRawBody = body as string;
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        done(
          new CognitoError('SerializationException', 'The request body is not valid JSON.'),
          undefined,
        );
      }
    },
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof CognitoError) return sendCognitoError(reply, error);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendCognitoError(
        reply,
        new CognitoError('UnsupportedMediaTypeException', `Use Content-Type: ${AMZ_JSON}`),
      );
    }
    if (error.statusCode && error.statusCode < 500) {
      return sendCognitoError(reply, new CognitoError('InvalidParameterException', error.message));
    }
    request.log.error({ err: error }, 'identity operation failed');
    return sendCognitoError(
      reply,
      new CognitoError('InternalErrorException', 'Internal error.', 500),
    );
  });

  app.get(
    `/identity/${identity.pool.id}/.well-known/jwks.json`,
    { config: { public: true } },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(identity.keys.jwks),
  );

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    const operation = operations.get(name);
    if (!operation)
      throw new CognitoError(
        'UnknownOperationException',
        `Unknown operation ${target || '(none)'}`,
      );
    if (operation.admin) {
      await verifyAdminSignature(
        {
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: request.identityRawBody,
        },
        identity.pool,
      );
    }
    const parsed = operation.input.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CognitoError(
        'InvalidParameterException',
        `1 validation error detected: Value at '${issue?.path.join('.') || 'body'}' failed to satisfy constraint: ${issue?.message ?? 'invalid'}`,
      );
    }
    const input = parsed.data as never;
    if (operation.rateLimit) identity.guards.admit(request, operation.rateLimit.username(input));
    const result = await operation.run({ identity, request }, input);
    return reply.type(AMZ_JSON).send(JSON.stringify(result ?? {}));
  };
  app.post('/identity', { config: { public: true } }, handle);
}
