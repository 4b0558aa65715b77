import { z } from 'zod';
import { authenticateAccessToken } from '../access-token';
import { CognitoError, invalidParameter } from '../errors';
import { credentialsOf, deleteCredential } from '../passkeys/credentials';
import { defineOperation } from './operation';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * The signed-in person's passkeys, oldest first, in pages of MaxResults (1-20, default 20).
 * `LastUsedAt` is this pool's addition to Cognito's description (clients ignore what they do
 * not know); Cognito keeps no such date.
 */
export const listWebAuthnCredentials = defineOperation({
  input: z.looseObject({
    AccessToken: z.string().min(1),
    NextToken: z.string().max(64).optional(),
    MaxResults: z.number().int().min(1).max(20).optional(),
  }),
  async run({ identity }, input) {
    const { user } = await authenticateAccessToken(identity, input.AccessToken);
    const offset = input.NextToken === undefined ? 0 : Number(input.NextToken);
    if (!Number.isSafeInteger(offset) || offset < 0) throw invalidParameter('Invalid NextToken.');
    const size = input.MaxResults ?? 20;
    const all = await credentialsOf(identity.db, user.id);
    const page = all.slice(offset, offset + size);
    return {
      Credentials: page.map((credential) => ({
        CredentialId: credential.credentialId,
        FriendlyCredentialName: credential.friendlyName,
        RelyingPartyId: credential.relyingPartyId,
        ...(credential.authenticatorAttachment
          ? { AuthenticatorAttachment: credential.authenticatorAttachment }
          : {}),
        AuthenticatorTransports: credential.transports,
        CreatedAt: seconds(credential.createdAt),
        ...(credential.lastUsedAt ? { LastUsedAt: seconds(credential.lastUsedAt) } : {}),
      })),
      ...(offset + size < all.length ? { NextToken: String(offset + size) } : {}),
    };
  },
});

/** Removes one of the signed-in person's passkeys; another person's, or none, is not found. */
export const deleteWebAuthnCredential = defineOperation({
  input: z.looseObject({
    AccessToken: z.string().min(1),
    CredentialId: z.string().min(1).max(1024),
  }),
  async run({ identity }, input) {
    const { user } = await authenticateAccessToken(identity, input.AccessToken);
    if (!(await deleteCredential(identity.db, user.id, input.CredentialId)))
      throw new CognitoError('ResourceNotFoundException', 'The credential was not found.');
    return {};
  },
});
