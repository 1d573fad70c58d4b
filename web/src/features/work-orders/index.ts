/**
 * Work orders (issue 21). The router loads the screens (`*-screen.tsx`) lazily, straight from
 * their files; other features use only the links to them (a defect's detail, the vehicle record).
 */
export { newWorkOrderPath, vehicleWorkOrdersPath } from './work-order-paths';
