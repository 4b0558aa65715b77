import type { TestContext } from './harness';

/**
 * The test app on a real port (127.0.0.1, chosen by the system), for clients we did not write:
 * they speak HTTP, not `inject`. Returns what they are configured with.
 */
export async function listen(ctx: TestContext) {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    endpoint: `${origin}/identity`,
    userPoolId: ctx.identity.pool.id,
    clientId: ctx.identity.pool.clientId,
    region: ctx.identity.pool.region,
  };
}

export type Listening = Awaited<ReturnType<typeof listen>>;
