/** Messages to drivers (SMS kept in the outbox). */
export { notificationRoutes } from './routes.js';
