/**
 * Tracking's query key, which Rates refreshes (tracking rows show the rates). The router loads
 * this feature's screens (`*-screen.tsx`) lazily, straight from their files.
 */
export { trackingsQueryKey } from './api/get-trackings';
