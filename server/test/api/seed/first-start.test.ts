import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { seedOnFirstStart } from '../../../src/seed/auto-seed.js';
import { fleetIsEmpty } from '../../../src/seed/wipe.js';
import { useTestApp } from '../../support/test-app.js';

const testApp = useTestApp();

describe('demo data on the first start', () => {
  it('is never loaded into a new embedded database under NODE_ENV=production', async () => {
    const production = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    expect(production.seedDemo).toBe(false);
    const loaded = await seedOnFirstStart(
      { ...testApp.context, config: production },
      { engine: 'pglite', brandNew: true },
    );
    expect(loaded).toBeUndefined();
    expect(await fleetIsEmpty(testApp.context.db)).toBe(true);
  });

  it('is loaded in production only when SEED_DEMO=1 says so, and by default elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});
