import { describe, expect, it } from 'vitest';
import { isFieldPath } from './field-paths';

describe('isFieldPath', () => {
  it("serves the driver's and supervisor's phone screens, with their parameters and queries", () => {
    expect(
      ['/', '/login', '/dashboard?vehicle=E-12', '/checklists', '/vehicle-defects/12', '/fuel/add', '/qr/E-12'].map(
        isFieldPath,
      ),
    ).toEqual([true, true, true, true, true, true, true]);
  });

  it('leaves the office screens, single sign-on and unknown addresses to the office app', () => {
    expect(
      ['/home', '/vehicles', '/fuel', '/login/sso', '/vehicle-defects/12/x', '/qr/', '/nowhere'].map(isFieldPath),
    ).toEqual([false, false, false, false, false, false, false]);
  });
});
