/** The site's locations (a driver's base, an appointment's place). */
export { locationRoutes } from './routes.js';
export { findAllowedLocation } from './queries.js';
