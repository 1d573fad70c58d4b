import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { formatReportValue } from './report-columns';

const t = ((key: string) => key) as unknown as TFunction<'reports'>;

describe('formatReportValue', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes a manufacture year without a thousands separator, in English and in French', async () => {
    expect(formatReportValue('manufacture_year', 2025, t)).toBe('2025');
    await i18n.changeLanguage('fr');
    expect(formatReportValue('manufacture_year', 2025, t)).toBe('2025');
  });

  it('still groups the thousands of a count', () => {
    expect(formatReportValue('checklists', 12000, t)).toBe('12,000');
  });
});
