/** First aid kits per vehicle. */
export { joined as firstAidKitRows } from './queries.js';
export { changeFirstAidKit, createFirstAidKit, toFirstAidKit } from './service.js';
