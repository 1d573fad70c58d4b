/**
 * Messages the web app itself raises, in English like the server's, so both kinds go through
 * the same `messages` namespace and fall back to this text when no translation exists.
 */
export const clientMessages = {
  unauthorized: 'Unauthorized, redirecting to login',
  unreachable: 'The server could not be reached. Check your connection and try again.',
  unexpectedResponse: 'Unexpected response from the server.',
} as const;
