/** The accounts the browser-test server starts with; the launcher creates them, the tests sign in with them. */
export const accounts = {
  admin: { email: 'admin@e2e.test', password: 'admin-password-1', name: 'Fleet Admin' },
  supervisor: { email: 'supervisor@e2e.test', password: 'supervisor-password-1', name: 'Sue Pervisor' },
  driver: { email: 'driver@e2e.test', password: 'driver-password-1', name: 'Dan Driverson' },
} as const;

export type AccountRole = keyof typeof accounts;
