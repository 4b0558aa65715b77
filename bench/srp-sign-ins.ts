/**
 * Complete SRP sign-ins against the running server: InitiateAuth USER_SRP_AUTH, then
 * RespondToAuthChallenge PASSWORD_VERIFIER, until tokens come back - over HTTP, several at a time.
 * The client's exponentiations go through OpenSSL (node:crypto Diffie-Hellman), so the figure is
 * the server's rate, not the load generator's BigInt arithmetic. The exchange is the one Amplify
 * performs (the server's tests prove it with Amplify itself).
 */
import { createDiffieHellman, createHmac, randomBytes } from 'node:crypto';
import { N, fromHex, g, hashHex, k, padHex, privateKeyX } from '@fm/identity/srp';

const PRIME = Buffer.from(N.toString(16).padStart(768, '0'), 'hex');
const bytesOf = (value: bigint) => {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
};

/** base^exponent mod N with OpenSSL. */
function modPow(base: bigint, exponent: bigint): bigint {
  const dh = createDiffieHellman(PRIME, Buffer.from([2]));
  dh.setPrivateKey(bytesOf(exponent));
  if (base === g) return fromHex(dh.generateKeys('hex'));
  return fromHex(
    dh.computeSecret(Buffer.from(base.toString(16).padStart(768, '0'), 'hex')).toString('hex'),
  );
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');
/** `ddd MMM D HH:mm:ss UTC YYYY`, as the clients send TIMESTAMP. */
function srpTimestamp(now = new Date()) {
  return `${WEEKDAYS[now.getUTCDay()]} ${MONTHS[now.getUTCMonth()]} ${now.getUTCDate()} ${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())} UTC ${now.getUTCFullYear()}`;
}

interface Target {
  endpoint: string;
  clientId: string;
  poolName: string;
}

async function call(target: Target, operation: string, body: unknown) {
  const response = await fetch(target.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${operation}: ${JSON.stringify(answer)}`);
  return answer;
}

/** One SRP sign-in from start to tokens. */
async function srpSignIn(target: Target, email: string, password: string): Promise<void> {
  const a = fromHex(randomBytes(32).toString('hex'));
  const A = modPow(g, a);
  const started = await call(target, 'InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: target.clientId,
    AuthParameters: { USERNAME: email, SRP_A: A.toString(16) },
  });
  const params = started.ChallengeParameters as Record<string, string>;
  const B = fromHex(params.SRP_B!);
  const userId = params.USER_ID_FOR_SRP!;
  const u = fromHex(hashHex(padHex(A) + padHex(B)));
  const x = privateKeyX(target.poolName, userId, password, params.SALT!);
  const base = (((B - k * modPow(g, x)) % N) + N) % N;
  const S = modPow(base, a + u * x);
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  const key = createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
  const timestamp = srpTimestamp();
  const signature = createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(target.poolName),
        Buffer.from(userId),
        Buffer.from(params.SECRET_BLOCK!, 'base64'),
        Buffer.from(timestamp),
      ]),
    )
    .digest('base64');
  const answered = await call(target, 'RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: target.clientId,
    ChallengeResponses: {
      USERNAME: userId,
      PASSWORD_CLAIM_SECRET_BLOCK: params.SECRET_BLOCK,
      TIMESTAMP: timestamp,
      PASSWORD_CLAIM_SIGNATURE: signature,
    },
  });
  if (!(answered.AuthenticationResult as { IdToken?: string } | undefined)?.IdToken)
    throw new Error(`no tokens: ${JSON.stringify(answered)}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Sign-ins per second with `concurrency` sign-ins in flight, over `durationS` seconds (after a
 * warm-up), rotating over the given accounts. Latency is per complete sign-in (two requests).
 */
export async function measureSrpSignIns(
  target: Target,
  accounts: string[],
  password: string,
  { concurrency, durationS, warmUpS }: { concurrency: number; durationS: number; warmUpS: number },
) {
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const until = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < until) {
        const email = accounts[next++ % accounts.length]!;
        const start = performance.now();
        try {
          await srpSignIn(target, email, password);
          latencies.push(performance.now() - start);
        } catch {
          errors += 1;
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { latencies, errors, elapsedS: (performance.now() - started) / 1000 };
  };
  await run(warmUpS);
  const { latencies, errors, elapsedS } = await run(durationS);
  const sorted = [...latencies].sort((x, y) => x - y);
  return {
    signInsPerSecond: latencies.length / elapsedS,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    errors,
  };
}
