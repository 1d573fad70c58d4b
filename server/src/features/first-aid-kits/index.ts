/** First aid kits per vehicle. */
export { firstAidKitRoutes } from './routes.js';
export { joined as firstAidKitRows } from './queries.js';
export { toFirstAidKit } from './service.js';
