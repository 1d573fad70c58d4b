/** The site's locations (a driver's base, an appointment's place). */
export { findAllowedLocation } from './queries.js';
