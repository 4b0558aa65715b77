/** Starting and signing in to the bench's servers, shared by run.ts and the scripts run alone. */

export async function waitFor(url: string) {
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

export const signInBody = (clientId: string, email: string, password: string) => ({
  AuthFlow: 'USER_PASSWORD_AUTH',
  ClientId: clientId,
  AuthParameters: { USERNAME: email, PASSWORD: password },
});

/** An ID token of the embedded pool (USER_PASSWORD_AUTH). */
export async function signIn(api: string, email: string, password: string): Promise<string> {
  const config = (await (await fetch(`${api}/api/config`)).json()) as {
    data: { identity: { userPoolClientId: string } };
  };
  const response = await fetch(`${api}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify(signInBody(config.data.identity.userPoolClientId, email, password)),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`);
  return ((await response.json()) as { AuthenticationResult: { IdToken: string } })
    .AuthenticationResult.IdToken;
}
