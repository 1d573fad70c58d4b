import { describe, expect, it } from 'vitest';
import type { DashboardAlerts } from '@fleet-ops/shared';
import { useTestApp } from '../../support/test-app.js';
import { createTask, maintenanceList, vehicleAt } from './maintenance-fixtures.js';

const testApp = useTestApp();

describe('the Home tiles "Service overdue" and "Service due soon"', () => {
  it('count the rows of the Maintenance list each links to', async () => {
    const admin = await testApp.createUser('admin');
    await createTask(testApp, admin, { interval_km: 5000 });
    await createTask(testApp, admin, { interval_days: 10 });
    await Promise.all([vehicleAt(testApp, 6000), vehicleAt(testApp, 4500), vehicleAt(testApp, 100)]);

    const response = await testApp.request(admin, { method: 'GET', url: '/api/dashboard/alerts' });
    const { alerts } = response.json().data as DashboardAlerts;

    const overdue = alerts.find((alert) => alert.key === 'service_overdue')!;
    const dueSoon = alerts.find((alert) => alert.key === 'service_due_soon')!;
    // By km: one overdue (6000), one due soon (4500); by date: all three due in 10 days.
    expect(overdue).toEqual({
      key: 'service_overdue',
      count: 1,
      level: 'expired',
      screen: 'maintenance',
      filter: { status: 'overdue' },
    });
    expect(dueSoon).toEqual({
      key: 'service_due_soon',
      count: 4,
      level: 'expiring',
      screen: 'maintenance',
      filter: { status: 'due_soon' },
    });
    expect((await maintenanceList(testApp, admin, overdue.filter)).total).toBe(1);
    expect((await maintenanceList(testApp, admin, dueSoon.filter)).total).toBe(4);
  });
});
