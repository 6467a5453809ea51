/**
 * The app's hooks into the one HTTP client (./client.ts): the token to send
 * and what a 401/403 does. They live apart from the client so the app can
 * register them at start-up without loading axios: the sign-in page's first
 * bundle leaves the client out until the first call (see
 * src/state/sessionCalls.ts). This module imports nothing, so the client does
 * not import the store (which would make a cycle).
 */
export type ClientHooks = { getToken: () => string | null; onUnauthorized: () => void };

let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => {} };

export function configureClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

/** The hooks registered now (read at each request, so a later configureClient applies). */
export function clientHooks(): ClientHooks {
  return hooks;
}
