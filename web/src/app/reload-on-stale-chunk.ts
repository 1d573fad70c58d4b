const lastReloadKey = 'reloadedForStaleChunk';
/** Once a minute at most: a screen that is really missing must not reload the page forever. */
const reloadAtMostEveryMs = 60_000;

/**
 * After a new version is installed, a page opened before it still names the old screens' files,
 * which the server (and the service worker's new cache) no longer has: opening such a screen fails
 * to load its chunk. Vite reports that as `vite:preloadError`; the page then reloads once, onto
 * the new version, instead of showing the error screen.
 */
export function reloadOnStaleChunk(): () => void {
  const onChunkError = (event: Event) => {
    const last = Number(sessionStorage.getItem(lastReloadKey) ?? 0);
    if (Date.now() - last < reloadAtMostEveryMs) return;
    sessionStorage.setItem(lastReloadKey, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  };
  window.addEventListener('vite:preloadError', onChunkError);
  return () => window.removeEventListener('vite:preloadError', onChunkError);
}
