import { afterEach, describe, expect, it, vi } from 'vitest';
import { workerCache, workerControlsThePage } from '../../../../test/offline-cache';
import { isReady, offlineGaps } from './offline-readiness';

const vehicles = [
  { id: 4, equipment_number: 'T-44' },
  { id: 5, equipment_number: 'T 45' },
];

/** Every call the worker keeps for these vehicles, as it stores them for `token`. */
const everyCall = [
  '/api/checklist/form_options',
  '/api/vehicles/equipment_items?equipment_number=T-44',
  '/api/vehicles/4/inspection_form',
  '/api/vehicles/4/open_defects',
  '/api/vehicles/equipment_items?equipment_number=T+45',
  '/api/vehicles/5/inspection_form',
  '/api/vehicles/5/open_defects',
];

afterEach(() => vi.unstubAllGlobals());

describe('whether the phone is ready to work offline', () => {
  it('is ready when the worker runs the page and every call of every vehicle is stored for this person', async () => {
    workerControlsThePage(true);
    await workerCache(everyCall);
    const gaps = await offlineGaps('dan-token', vehicles);
    expect(gaps).toEqual({ unsupported: false, app: false, vehicles: false, checklists: [] });
    expect(isReady(gaps)).toBe(true);
  });

  it('names what is missing: the app, the vehicle list and each vehicle not wholly stored', async () => {
    workerControlsThePage(false);
    await workerCache(
      everyCall.filter((call) => call !== '/api/checklist/form_options' && !call.endsWith('5/open_defects')),
    );
    const gaps = await offlineGaps('dan-token', vehicles);
    expect(gaps).toEqual({ unsupported: false, app: true, vehicles: true, checklists: ['T 45'] });
    expect(isReady(gaps)).toBe(false);
  });

  it("does not count another person's answers on a shared phone", async () => {
    workerControlsThePage(true);
    await workerCache(everyCall, 'sue-token');
    expect(await offlineGaps('dan-token', vehicles)).toEqual({
      unsupported: false,
      app: false,
      vehicles: true,
      checklists: ['T-44', 'T 45'],
    });
  });

  it('says the browser can keep nothing where it has no cache (a page not served over HTTPS)', async () => {
    workerControlsThePage(false);
    vi.stubGlobal('caches', undefined);
    expect(await offlineGaps('dan-token', vehicles)).toEqual({
      unsupported: true,
      app: true,
      vehicles: true,
      checklists: ['T-44', 'T 45'],
    });
  });
});
