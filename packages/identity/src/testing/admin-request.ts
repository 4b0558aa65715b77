import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '../admin/sigv4';
import type { PoolInfo } from '../pool';

/**
 * Headers of an admin operation (`AdminDisableUser`, ...) signed with the pool's admin key pair,
 * as the AWS SDK signs it, for a request to `http://{host}/identity` made with inject.
 */
export async function signedAdminHeaders(
  pool: PoolInfo,
  operation: string,
  body: string,
  host = 'localhost:80',
): Promise<Record<string, string>> {
  const signer = new SignatureV4({
    credentials: { accessKeyId: pool.adminAccessKeyId, secretAccessKey: pool.adminSecretAccessKey },
    region: pool.region,
    service: 'cognito-idp',
    sha256: Sha256,
  });
  const [hostname, port] = host.split(':');
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'http:',
    hostname: hostname!,
    port: port ? Number(port) : undefined,
    path: '/identity',
    query: {},
    headers: {
      host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body,
  });
  return signed.headers;
}
