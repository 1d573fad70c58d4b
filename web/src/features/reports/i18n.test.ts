import {
  cleaningReportColumns,
  defectsReportColumns,
  incidentReportColumns,
  maintenanceReportColumns,
  preUseReportColumns,
  profitLossReportColumns,
  regRenewalReportColumns,
  vehicleTypesReportColumns,
} from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import './i18n';
import './i18n-defects';

const columnLists = [
  cleaningReportColumns,
  maintenanceReportColumns,
  incidentReportColumns,
  regRenewalReportColumns,
  vehicleTypesReportColumns,
  preUseReportColumns,
  profitLossReportColumns,
  defectsReportColumns,
];
const columns = columnLists.flat() as readonly { key: string; header: string }[];

describe('report column headers', () => {
  it('read in English as the CSV export writes them, so the file matches the screen', () => {
    for (const column of columns) {
      expect(i18n.t(`columns.${column.key}`, { ns: 'reports', lng: 'en' })).toBe(column.header);
    }
  });
});
