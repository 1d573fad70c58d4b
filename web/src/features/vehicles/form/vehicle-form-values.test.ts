import { uploadUpToMessage, vehicleFormSchema } from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { vehicleFormNamespace } from './i18n';
import { addPickedImages, pendingUpload, pendingUploadsFrom } from './pending-uploads';
import { emptyVehicleForm, shownReturnDate, toVehicleRequest, visibleSections } from './vehicle-form-values';

const filled = {
  ...emptyVehicleForm,
  equipment_number: 'T-100',
  ownership_type: 'own' as const,
  vehicle_type: 'Ford F-150',
  VIN_no: '1FTFW1E50PFA00100',
  vehicle_parent_type: 'Light Duty Truck',
  license_plate_no: 'NL100',
  battery_expiry: '2027-03-01',
  tire_expiry: '2027-04-01',
  last_odm_read: 12000,
  mine: 'yes' as const,
  ppe_no: 'PPE-1',
  location: 'ZV' as const,
};

describe('the vehicle form values', () => {
  it('shows battery and tire expiry once ownership is chosen, unless the vehicle is rented', () => {
    expect(visibleSections({ ...filled, ownership_type: '' }).expiries).toBe(false);
    expect(visibleSections({ ...filled, ownership_type: 'own' }).expiries).toBe(true);
    expect(visibleSections({ ...filled, ownership_type: 'lease' }).expiries).toBe(true);
    expect(visibleSections({ ...filled, ownership_type: 'rent' })).toMatchObject({ expiries: false, rental: true });
  });

  it('shows the free-text location for other and the inspection details for a completed inspection', () => {
    expect(visibleSections({ ...filled, location: 'other' }).locationOther).toBe(true);
    expect(visibleSections({ ...filled, location: 'CR' }).locationOther).toBe(false);
    expect(visibleSections({ ...filled, inspection_status: 'completed' }).inspection).toBe(true);
    expect(visibleSections({ ...filled, inspection_status: 'pending' }).inspection).toBe(false);
  });

  it('returns a rental 28 days after it starts, and shows nothing without a start', () => {
    expect(shownReturnDate({ rental_start_date: '2026-02-10' })).toBe('2026-03-10');
    expect(shownReturnDate({ rental_start_date: '' })).toBeNull();
  });

  it('sends the fields the form hides as empty, so a rented vehicle keeps no expiry', () => {
    const request = toVehicleRequest({
      ...filled,
      ownership_type: 'rent',
      rental_start_date: '2026-12-20',
      location_other: 'Pit 3',
      inspection_date: '2026-11-01',
      inspector_name: 'Ina',
    });
    expect(request).toMatchObject({
      battery_expiry: '',
      tire_expiry: '',
      rental_start_date: '2026-12-20',
      location_other: '',
      inspection_date: '',
      inspector_name: '',
    });
    expect(toVehicleRequest(filled)).toMatchObject({ battery_expiry: '2027-03-01', rental_start_date: '' });
  });

  it('passes the shared schema once complete, and needs the expiries only when shown', () => {
    const schema = vehicleFormSchema('2026-11-18');
    expect(schema.safeParse(toVehicleRequest(filled)).success).toBe(true);
    const rented = { ...filled, ownership_type: 'rent' as const, battery_expiry: '', tire_expiry: '' };
    expect(schema.safeParse(toVehicleRequest(rented)).success).toBe(true);
    const owned = schema.safeParse(toVehicleRequest({ ...filled, battery_expiry: '' }));
    expect(owned.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['battery_expiry', 'Battery expiry is required'],
    ]);
  });
});

describe('picking images', () => {
  const file = (name: string) => new File(['x'], name, { type: 'image/png' });

  it('keeps as many as the free slots hold and reports the cap', () => {
    const { pending, capped } = addPickedImages([], [file('a.png'), file('b.png'), file('c.png')], 8);
    expect(pending.map((upload) => upload.file.name)).toEqual(['a.png', 'b.png']);
    expect(capped).toBe(2);
  });

  it('adds a pick that fits without a word', () => {
    const first = addPickedImages([], [file('a.png')], 0);
    const second = addPickedImages(first.pending, [file('b.png')], 0);
    expect(second).toMatchObject({ capped: null });
    expect(second.pending.map((upload) => [upload.kind, upload.file.name])).toEqual([
      ['image', 'a.png'],
      ['image', 'b.png'],
    ]);
    expect(new Set(second.pending.map((upload) => upload.id)).size).toBe(2);
  });

  it("says 'You can upload upto {n} images' in the spec's words", () => {
    expect(i18n.t(`${vehicleFormNamespace}:images.uploadUpTo`, { n: 3, lng: 'en' })).toBe(uploadUpToMessage(3));
  });

  it('reads back only well-formed failed uploads from the navigation state', () => {
    const kept = pendingUpload('inspection_file', file('report.pdf'));
    expect(pendingUploadsFrom({ pendingUploads: [kept, { id: 'x', kind: 'image', file: 'nope' }] })).toEqual([kept]);
    expect(pendingUploadsFrom(null)).toEqual([]);
    expect(pendingUploadsFrom({ pendingUploads: 'nope' })).toEqual([]);
  });
});
