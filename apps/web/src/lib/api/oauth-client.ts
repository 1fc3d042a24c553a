/**
 * The web app's OAuth client id and secret. They are public by design (docs/api.md): they name
 * the client to the token endpoint, they do not protect anything.
 */
const CLIENT_ID: string = import.meta.env.VITE_OAUTH_CLIENT_ID ?? 'niyukti-web';
const CLIENT_SECRET: string = import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? 'niyukti-web-secret';

export const TOKEN_PATH = '/oauth/token';

export function clientBasicAuth(): string {
  return `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`;
}

/** The RFC 6749 answer of /oauth/token. */
export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in?: number;
  refresh_token?: string;
}
