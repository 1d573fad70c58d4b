/** The service worker's cache of the driver's start calls (the page reads it to tell "Ready to work offline"). */
export const driverStartCacheName = 'driver-start';

/** The query parameter, added to each cached call's address, that names whose answer it is. */
export const cachedForParameter = 'cached-for';

/**
 * A short digest of the caller's `Authorization` header: one person's cached answers are never
 * another's on a shared phone. The worker keys its answers with it and the page finds them by it.
 */
export async function cacheOwnerOf(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
