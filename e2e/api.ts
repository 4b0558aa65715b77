import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { passwordSignIn } from './identity-client';
import type { Person } from './identity-admin';
import { serverUrl } from './server';

/*
 * The API as one signed-in person, for the setup a spec needs but does not test (a live location,
 * an alert rule, a planned visit): the same calls the web app makes, with their ID token. A
 * refused call throws with the server's answer, so a broken setup never passes for a finding.
 */

let context: Promise<APIRequestContext> | undefined;

/** One request context per worker, closed when the worker ends (test.ts). */
function apiContext(): Promise<APIRequestContext> {
  context ??= request.newContext({ baseURL: serverUrl() });
  return context;
}

export async function closeApiContext(): Promise<void> {
  const open = context;
  context = undefined;
  await (await open)?.dispose();
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export class ApiSession {
  private constructor(
    private readonly http: APIRequestContext,
    private readonly idToken: string,
  ) {}

  static async signIn(person: Pick<Person, 'email' | 'password'>): Promise<ApiSession> {
    const http = await apiContext();
    const { IdToken } = await passwordSignIn(http, person.email, person.password);
    return new ApiSession(http, IdToken);
  }

  /** The `data` of the answer's envelope; anything but 2xx throws with the answer. */
  async call<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
    const response: APIResponse = await this.http.fetch(path, {
      method: method.toUpperCase(),
      headers: { authorization: `Bearer ${this.idToken}` },
      ...(body === undefined ? {} : { data: body }),
    });
    const text = await response.text();
    if (!response.ok())
      throw new Error(`${method.toUpperCase()} ${path} answered ${response.status()}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  }

  get<T = unknown>(path: string) {
    return this.call<T>('get', path);
  }

  post<T = unknown>(path: string, body: unknown) {
    return this.call<T>('post', path, body);
  }

  put<T = unknown>(path: string, body: unknown) {
    return this.call<T>('put', path, body);
  }
}
