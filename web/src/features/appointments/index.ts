/**
 * Nothing here is used by another feature: the router loads this feature's screens
 * (`*-screen.tsx`) lazily, straight from their files, so each stays its own chunk.
 */
export {};
