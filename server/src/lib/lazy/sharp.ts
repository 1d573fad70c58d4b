import type sharp from 'sharp';

let loading: Promise<typeof sharp> | undefined;

/**
 * sharp (libvips), loaded by the first photo it reads and kept: loaded at start it held about
 * 7 MB of the idle server's memory that most requests never use (issue 33).
 */
export function loadSharp(): Promise<typeof sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
