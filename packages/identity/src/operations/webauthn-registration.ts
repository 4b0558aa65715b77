import { z } from 'zod';
import { authenticateAccessToken } from '../access-token';
import { completeRegistration, startRegistration } from '../passkeys/registration';
import { defineOperation } from './operation';

/** The creation options for a new passkey of the signed-in person. */
export const startWebAuthnRegistration = defineOperation({
  input: z.looseObject({ AccessToken: z.string().min(1) }),
  async run({ identity }, input) {
    const { user } = await authenticateAccessToken(identity, input.AccessToken);
    return { CredentialCreationOptions: await startRegistration(identity, user) };
  },
});

/** The authenticator's RegistrationResponseJSON, verified and stored as the person's passkey. */
export const completeWebAuthnRegistration = defineOperation({
  input: z.looseObject({ AccessToken: z.string().min(1), Credential: z.unknown() }),
  async run({ identity }, input) {
    const { user } = await authenticateAccessToken(identity, input.AccessToken);
    await completeRegistration(identity, user, input.Credential);
    return {};
  },
});
