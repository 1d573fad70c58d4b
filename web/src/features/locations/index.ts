/** The work locations, a fixed list the drivers' and the appointments' forms both offer (one call, one cache entry). */
export { useLocations } from './api/get-locations';
