import { Amplify } from 'aws-amplify';
import type { Listening } from './listen';

/** Points the real Amplify v6 client at the listening test pool, as the web app does. */
export function configureAmplify(server: Listening) {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: server.userPoolId,
        userPoolClientId: server.clientId,
        userPoolEndpoint: server.endpoint,
      },
    },
  });
}
