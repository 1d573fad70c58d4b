import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';

const testApp = useTestApp({ authRateLimit: 3 });

describe('sign-in rate limit', () => {
  it('answers 429 with a message once an address has used up its attempts for the minute', async () => {
    const attempt = () =>
      testApp.request(undefined, {
        method: 'POST',
        url: '/api/login',
        payload: { email: 'guess@fleet.test', password: 'guess' },
      });
    const statuses = [];
    for (let count = 0; count < 4; count += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
    const limited = await attempt();
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });

  it('limits forgot-password requests too', async () => {
    const statuses = [];
    for (let count = 0; count < 4; count += 1) {
      const response = await testApp.request(undefined, {
        method: 'POST',
        url: '/api/forget-password',
        payload: { email: 'spam@fleet.test' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
