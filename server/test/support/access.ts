import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/**
 * Checks calls that only admins may make: each is refused to a driver and to a supervisor (403,
 * 'You are not allowed to do this.') and to anyone signed out (401, 'Unauthenticated.').
 */
export async function expectAdminsOnly(testApp: TestApp, calls: readonly InjectOptions[]): Promise<void> {
  for (const role of ['driver', 'supervisor'] as const) {
    const user = await testApp.createUser(role);
    for (const call of calls) {
      const response = await testApp.request(user, call);
      expect([response.statusCode, response.json()], `${role} ${call.method} ${call.url}`).toEqual([
        403,
        { message: 'You are not allowed to do this.' },
      ]);
    }
  }
  for (const call of calls) {
    const response = await testApp.request(undefined, call);
    expect([response.statusCode, response.json()], `${call.method} ${call.url}`).toEqual([
      401,
      { message: 'Unauthenticated.' },
    ]);
  }
}
