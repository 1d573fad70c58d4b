import { describe, expect, it } from 'vitest';
import { vehicleQrPath, vehicleQrUrl } from './vehicle-qr.js';

describe("a vehicle's QR address", () => {
  it('is the app address, /qr/ and the equipment number', () => {
    expect(vehicleQrUrl('https://fleet.example.com', 'E-12')).toBe('https://fleet.example.com/qr/E-12');
  });

  it('keeps the equipment number one path segment, whatever it holds', () => {
    expect(vehicleQrPath('E 12/B#3')).toBe('/qr/E%2012%2FB%233');
    expect(vehicleQrUrl('http://localhost:3000/', 'É-7')).toBe('http://localhost:3000/qr/%C3%89-7');
  });
});
