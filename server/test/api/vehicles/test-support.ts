import type { Vehicle } from '@fleet-ops/shared';
import type { TestApp, TestUser } from '../../support/test-app.js';

let formCount = 0;

/** A complete, valid add-vehicle form (owned, inspection pending), as the web form sends it. */
export function vehicleFormPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  formCount += 1;
  return {
    equipment_number: `V-${formCount}-${Date.now() % 100000}`,
    ownership_type: 'own',
    vehicle_type: 'Ford F-150',
    VIN_no: `1FTFW1E50PFA${String(formCount).padStart(5, '0')}`,
    vehicle_parent_type: 'Light Duty Truck',
    license_plate_no: `NL${formCount}`,
    battery_expiry: '2027-03-01',
    tire_expiry: '2027-04-01',
    last_odm_read: '12000',
    abg_mva_stickers: '2027-01-31',
    insurance_expiry: '2027-02-28',
    reg_expiry: '2027-05-31',
    mine: 'yes',
    ppe_no: `PPE-${formCount}`,
    location: 'ZV',
    inspection_status: 'pending',
    comments: 'Spare keys in the office',
    radio: true,
    cones: true,
    ...overrides,
  };
}

/** Adds a vehicle through the API and returns it. */
export async function addVehicle(
  testApp: TestApp,
  admin: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<Vehicle> {
  const response = await testApp.request(admin, {
    method: 'POST',
    url: '/api/vehicles',
    payload: vehicleFormPayload(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`Vehicle not created: ${response.body}`);
  return response.json().data as Vehicle;
}

export { jpegBytes, pngBytes } from '../../support/images.js';
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
export const htmlBytes = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
