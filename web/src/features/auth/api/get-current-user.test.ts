import { dataResponse, signedInUser } from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import { currentUserResponse } from './get-current-user';

const schema = dataResponse(signedInUser.omit({ token: true }));
const me = { role: 'driver', name: 'Dan Driverson', email: 'dan@example.com' };

describe('GET api/me, read without zod', () => {
  it('keeps what the shared schema keeps (never a token)', () => {
    const answer = { data: { ...me, token: 'not kept', id: 4 }, message: 'OK' };
    const light = currentUserResponse.safeParse(answer);
    const zod = schema.safeParse(answer);
    expect(light).toEqual({ success: true, data: { data: me, message: 'OK' } });
    expect(zod.success && zod.data).toEqual({ data: me, message: 'OK' });
  });

  it.each([
    ['an unknown role', { ...me, role: 'owner' }],
    ['no email', { role: 'admin', name: 'Pat' }],
    ['a name that is not text', { ...me, name: 42 }],
  ])('refuses %s, as the shared schema does', (_what, data) => {
    const answer = { data, message: 'OK' };
    expect(schema.safeParse(answer).success).toBe(false);
    expect(currentUserResponse.safeParse(answer).success).toBe(false);
  });
});
