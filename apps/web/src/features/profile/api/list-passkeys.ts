import { queryOptions } from '@tanstack/react-query';
import { listWebAuthnCredentials } from 'aws-amplify/auth';
import { profileKeys } from './keys';

export interface Passkey {
  id: string;
  name: string;
  addedAt: string | null;
}

/**
 * The signed-in person's passkeys, through Amplify (`ListWebAuthnCredentials`), all pages,
 * oldest first: the same call against the embedded pool and a real Cognito pool.
 */
async function listPasskeys(): Promise<Passkey[]> {
  const passkeys: Passkey[] = [];
  let nextToken: string | undefined;
  do {
    const page = await listWebAuthnCredentials({ pageSize: 20, nextToken });
    for (const credential of page.credentials)
      if (credential.credentialId)
        passkeys.push({
          id: credential.credentialId,
          name: credential.friendlyCredentialName ?? 'Passkey',
          addedAt: credential.createdAt ? credential.createdAt.toISOString() : null,
        });
    nextToken = page.nextToken;
  } while (nextToken);
  return passkeys;
}

export const passkeysQueryOptions = (userId: string) =>
  queryOptions({ queryKey: profileKeys.passkeys(userId), queryFn: listPasskeys });
