import { describe, expect, it } from 'vitest';
import { aTrackingRow, fixtureDays } from '../../../test/tracking';
import { commentPreview, draftAmount, draftErrors, draftOf, saveRequest, withRateType } from './tracking-edit';

describe('editing a tracking row', () => {
  it('starts from the saved values, with a code for each of the 7 days', () => {
    const row = aTrackingRow({ week_record: { '2026-11-16': 3, '2026-11-17': 9 }, comment: 'Hi', version: 4 });
    const draft = draftOf(row, fixtureDays);
    expect(draft).toEqual({
      rate_type: 'full_day_rate',
      rate: 150,
      week_record: {
        '2026-11-15': 0,
        '2026-11-16': 3,
        '2026-11-17': 0,
        '2026-11-18': 0,
        '2026-11-19': 0,
        '2026-11-20': 0,
        '2026-11-21': 0,
      },
      comment: 'Hi',
      version: 4,
    });
  });

  it("fills the rate with the chosen type's value; custom keeps the rate there", () => {
    const row = aTrackingRow();
    const draft = draftOf(row, fixtureDays);
    expect(withRateType(row, draft, 'shared_day_rate')).toMatchObject({ rate_type: 'shared_day_rate', rate: 75.5 });
    expect(withRateType(row, { ...draft, rate: 12 }, 'custom_rate')).toMatchObject({
      rate_type: 'custom_rate',
      rate: 12,
    });
  });

  it('previews rate x In Use days in whole cents', () => {
    const draft = draftOf(aTrackingRow(), fixtureDays);
    const week = { ...draft.week_record, '2026-11-15': 1, '2026-11-16': 3, '2026-11-17': 2, '2026-11-18': 1 } as const;
    expect(draftAmount({ ...draft, rate: 33.33, week_record: week })).toBe(99.99);
    expect(draftAmount({ ...draft, rate: '87.5', week_record: week })).toBe(262.5);
    expect(draftAmount({ ...draft, rate: '', week_record: week })).toBe(0);
  });

  it("gives the shared schema's messages: rate type missing, custom rate missing or under 1", () => {
    const row = aTrackingRow();
    const draft = draftOf(row, fixtureDays);
    expect(draftErrors(row, draft)).toEqual({});
    expect(draftErrors(row, { ...draft, rate_type: null })).toEqual({
      rate_type: 'Please provide rate to update tracking.',
    });
    expect(draftErrors(row, { ...draft, rate_type: 'custom_rate', rate: '' })).toEqual({
      rate: 'Please provide rate to update tracking.',
    });
    expect(draftErrors(row, { ...draft, rate_type: 'custom_rate', rate: 0.5 })).toEqual({
      rate: 'Rate must be provided to update tracking.',
    });
  });

  it('names the row by week, VIN, driver and id when saving', () => {
    const row = aTrackingRow({ driver_id: null });
    expect(saveRequest(row, draftOf(row, fixtureDays))).toMatchObject({
      VIN_no: row.VIN_no,
      start_date: '2026-11-15',
      driver_id: 0,
      tracking_id: 11,
      rate_type: 'full_day_rate',
    });
  });

  it('sends the version the edit began from, even after the list fetched a newer row', () => {
    const row = aTrackingRow({ version: 3 });
    const draft = draftOf(row, fixtureDays);
    expect(saveRequest({ ...row, version: 5 }, draft).version).toBe(3);
  });

  it('cuts comments longer than 6 characters to 10 and an ellipsis', () => {
    expect(commentPreview(null)).toBe('');
    expect(commentPreview('Parked')).toBe('Parked');
    expect(commentPreview('Parked!')).toBe('Parked!...');
    expect(commentPreview('Returned with a flat tyre')).toBe('Returned w...');
  });
});
