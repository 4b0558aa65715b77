import { createHmac } from 'node:crypto';
import * as cognitoJs from 'amazon-cognito-identity-js';

/*
 * The client half of SRP done by amazon-cognito-identity-js's own AuthenticationHelper, for tests
 * that need to send what no well-behaved client sends (an old TIMESTAMP, a forged signature).
 */

interface BigIntegerLike {
  toString(radix: number): string;
}
interface Helper {
  getLargeAValue(callback: (error: unknown, A: BigIntegerLike) => void): void;
  getPasswordAuthenticationKey(
    username: string,
    password: string,
    B: BigIntegerLike,
    salt: BigIntegerLike,
    callback: (error: unknown, key: Buffer) => void,
  ): void;
}
type BigIntegerConstructor = new (hex: string, radix: number) => BigIntegerLike;

/** Exported by the library at run time, though its type declarations leave them out. */
const library = cognitoJs as unknown as {
  AuthenticationHelper: new (poolName: string) => Helper;
  DateHelper: new () => { getNowString(): string };
};

export interface SrpStart {
  helper: Helper;
  A: string;
  BigInteger: BigIntegerConstructor;
}

export async function srpStart(poolName: string): Promise<SrpStart> {
  const helper = new library.AuthenticationHelper(poolName);
  const A = await new Promise<BigIntegerLike>((resolve, reject) =>
    helper.getLargeAValue((error, value) => (error ? reject(error) : resolve(value))),
  );
  // The library's own BigInteger class, reached through the value it made.
  const BigInteger = A.constructor as BigIntegerConstructor;
  return { helper, A: A.toString(16), BigInteger };
}

/** The PASSWORD_VERIFIER ChallengeResponses for a challenge, as the library would sign them. */
export async function srpProof(input: {
  start: SrpStart;
  poolName: string;
  password: string;
  challenge: Record<string, string>;
  timestamp?: string;
}): Promise<Record<string, string>> {
  const { challenge } = input;
  const { BigInteger } = input.start;
  const userId = challenge.USER_ID_FOR_SRP!;
  const key = await new Promise<Buffer>((resolve, reject) =>
    input.start.helper.getPasswordAuthenticationKey(
      userId,
      input.password,
      new BigInteger(challenge.SRP_B!, 16),
      new BigInteger(challenge.SALT!, 16),
      (error, value) => (error ? reject(error) : resolve(value)),
    ),
  );
  const timestamp = input.timestamp ?? new library.DateHelper().getNowString();
  const signature = createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(input.poolName, 'utf8'),
        Buffer.from(userId, 'utf8'),
        Buffer.from(challenge.SECRET_BLOCK!, 'base64'),
        Buffer.from(timestamp, 'utf8'),
      ]),
    )
    .digest('base64');
  return {
    USERNAME: userId,
    PASSWORD_CLAIM_SECRET_BLOCK: challenge.SECRET_BLOCK!,
    TIMESTAMP: timestamp,
    PASSWORD_CLAIM_SIGNATURE: signature,
  };
}
