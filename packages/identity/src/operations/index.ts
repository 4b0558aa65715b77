import { adminOperations } from './admin';
import { associateSoftwareToken } from './associate-software-token';
import { changePassword } from './change-password';
import { confirmDevice } from './confirm-device';
import { getTokensFromRefreshToken } from './get-tokens-from-refresh-token';
import { getUser } from './get-user';
import { globalSignOut } from './global-sign-out';
import { initiateAuth } from './initiate-auth';
import type { Operation } from './operation';
import { respondToAuthChallenge } from './respond-to-auth-challenge';
import { revokeToken } from './revoke-token';
import { setUserMfaPreference } from './set-user-mfa-preference';
import { verifySoftwareToken } from './verify-software-token';
import { deleteWebAuthnCredential, listWebAuthnCredentials } from './webauthn-credentials';
import { completeWebAuthnRegistration, startWebAuthnRegistration } from './webauthn-registration';

/**
 * Every operation the embedded pool answers, by its X-Amz-Target name. A Map, so that a name of
 * an object's prototype (`constructor`, `toString`, `__proto__`) is no operation.
 */
export const operations = new Map<string, Operation<never>>(
  Object.entries({
    InitiateAuth: initiateAuth as Operation<never>,
    RespondToAuthChallenge: respondToAuthChallenge as Operation<never>,
    GetTokensFromRefreshToken: getTokensFromRefreshToken as Operation<never>,
    GetUser: getUser as Operation<never>,
    GlobalSignOut: globalSignOut as Operation<never>,
    RevokeToken: revokeToken as Operation<never>,
    AssociateSoftwareToken: associateSoftwareToken as Operation<never>,
    VerifySoftwareToken: verifySoftwareToken as Operation<never>,
    SetUserMFAPreference: setUserMfaPreference as Operation<never>,
    ChangePassword: changePassword as Operation<never>,
    ConfirmDevice: confirmDevice as Operation<never>,
    StartWebAuthnRegistration: startWebAuthnRegistration as Operation<never>,
    CompleteWebAuthnRegistration: completeWebAuthnRegistration as Operation<never>,
    ListWebAuthnCredentials: listWebAuthnCredentials as Operation<never>,
    DeleteWebAuthnCredential: deleteWebAuthnCredential as Operation<never>,
    ...adminOperations,
  }),
);
