/**
 * The inspector's file (issue 37): a vehicle's or the fleet's records of a period as one streamed
 * ZIP, and the printable list of open safety defects. Its routes are its whole surface.
 */
export type { FileTarget } from './file.js';
