/** The demo accounts printed after seeding and written in the README; every seeded person shares the password. */
export const demoAccounts = {
  supervisor: { email: 'supervisor@fleet-ops.local', first: 'Sophie', last: 'Gagnon' },
  driver: { email: 'driver@fleet-ops.local', first: 'Marc', last: 'Tremblay' },
  password: 'demo-password',
} as const;

/** Every seeded person's email is `first.last@` this domain. */
export const demoEmailDomain = 'demo.fleet-ops.local';
