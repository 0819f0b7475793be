/**
 * The access token the API client sends. The auth provider sets it as the user changes; it lives
 * in its own tiny module so the landing page can hold it without loading the API client.
 */
let accessToken: string | undefined;

export function setAccessToken(token: string | undefined): void {
  accessToken = token;
}

export function getAccessToken(): string | undefined {
  return accessToken;
}
