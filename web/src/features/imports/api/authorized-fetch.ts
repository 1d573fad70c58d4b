import { errorResponse } from '@fleet-ops/shared';
import { ApiError } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { currentLanguage } from '../../../lib/i18n';
import { clientMessages } from '../../../lib/i18n/client-messages';

/**
 * A call whose answer is not one JSON document (a file, a stream of lines), so the API client
 * cannot read it: the same token and language, and a refusal as the client's `ApiError`.
 */
export async function authorizedFetch(url: string, method: 'GET' | 'POST' = 'GET'): Promise<Response> {
  const token = authStore.getUser()?.token;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, clientMessages.unreachable);
  }
  if (response.ok) return response;
  const parsed = errorResponse.safeParse(await response.json().catch(() => undefined));
  throw new ApiError(response.status, parsed.success ? parsed.data.message : clientMessages.unexpectedResponse);
}
