import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EmbeddedIdentity } from '../service';

interface OperationContext {
  identity: EmbeddedIdentity;
  request: FastifyRequest;
}

/**
 * One `X-Amz-Target` operation. `admin` operations require a SigV4 signature made with the
 * pool's admin credentials, as Cognito requires IAM credentials for them.
 */
export interface Operation<Input = unknown> {
  input: z.ZodType<Input>;
  admin?: boolean;
  /**
   * Sign-in operations are limited against bursts, per client address and per user name; this
   * names the user a request is about (if it says).
   */
  rateLimit?: { username(input: Input): string | undefined };
  run(context: OperationContext, input: Input): Promise<unknown>;
}

export const defineOperation = <Input>(operation: Operation<Input>): Operation<Input> => operation;
