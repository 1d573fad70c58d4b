/** Fill-ups: the week's gas expense, the vehicle's reading, and litres/100 km. */
export { fuelRoutes } from './routes.js';
