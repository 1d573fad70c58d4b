import { clientRequestId } from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import { newClientRequestId } from './client-request-id';

describe('newClientRequestId', () => {
  it('makes version 4 UUIDs the server takes, a new one each time', () => {
    const ids = Array.from({ length: 50 }, newClientRequestId);
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(clientRequestId.safeParse(id).success).toBe(true);
    }
  });
});
