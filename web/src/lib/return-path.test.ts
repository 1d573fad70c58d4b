import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/qr/E-12', '/dashboard?vehicle=E-12', '/qr/E%2012'])('keeps the app path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'qr/E-12',
    'https://evil.example/qr',
    '//evil.example/qr',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('refuses %j, which could lead off the app', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('loginPathReturningTo', () => {
  it('puts the path in the sign-in address, encoded', () => {
    expect(loginPathReturningTo('/qr/E 12')).toBe('/login?next=%2Fqr%2FE+12');
  });
});
