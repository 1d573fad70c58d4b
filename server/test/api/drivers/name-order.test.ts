import { describe, expect, it } from 'vitest';
import { addDriver, parseCsv } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const testApp = useTestApp();

// Accents and case do not move a name out of its letter: Ávila is an A, Émilie an E.
const frenchOrder = ['Adam', 'Ávila', 'Émilie', 'Eve', 'Zoé'];

async function fiveDrivers() {
  const admin = await testApp.createUser('admin');
  const supervisors: Record<string, string> = {
    Émilie: 'Zack Sorter',
    Eve: 'Éric Sorter',
    Zoé: 'Alain Sorter',
    Ávila: 'Eli Sorter',
    Adam: 'Ève Sorter',
  };
  for (const name of ['Émilie', 'Eve', 'Zoé', 'Ávila', 'Adam']) {
    await addDriver(testApp, admin, { driver_name: name, supervisor: supervisors[name]! });
  }
  return admin;
}

describe('names in the order a French reader expects', () => {
  it('sorts the drivers list and its CSV by name, and by supervisor, with accented names among their letter', async () => {
    const admin = await fiveDrivers();
    const names = async (query: string) => {
      const response = await testApp.request(admin, { method: 'GET', url: `/api/drivers?search=Sorter&${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { name: string }[]).map((row) => row.name);
    };
    expect(await names('sort=name&sortDir=asc')).toEqual(frenchOrder);
    expect(await names('sort=name&sortDir=desc')).toEqual([...frenchOrder].reverse());
    // Supervisors: Alain, Eli, Éric, Ève, Zack.
    expect(await names('sort=supervisor&sortDir=asc')).toEqual(['Zoé', 'Ávila', 'Eve', 'Adam', 'Émilie']);

    const csvNames = async (query: string) => {
      const response = await testApp.request(admin, {
        method: 'GET',
        url: `/api/drivers/a1b2c3/export?search=Sorter&${query}`,
      });
      expect(response.statusCode).toBe(200);
      return parseCsv(response.body.slice(1))
        .slice(1)
        .map((row) => row[0]);
    };
    expect(await csvNames('sort=name&sortDir=asc')).toEqual(frenchOrder);
    expect(await csvNames('sort=name&sortDir=desc')).toEqual([...frenchOrder].reverse());
  });

  it('lists the driver pickers in the same order', async () => {
    const admin = await fiveDrivers();
    for (const url of ['/api/drivers/data', '/api/drivers/data/with-status']) {
      const response = await testApp.request(admin, { method: 'GET', url });
      const listed = (response.json().data as { name: string }[])
        .map((row) => row.name)
        .filter((name) => frenchOrder.includes(name));
      // Each name as many times as it was added (this file's first test added them too), in order.
      expect(listed, url).toEqual(frenchOrder.flatMap((name) => listed.filter((other) => other === name)));
      expect(new Set(listed), url).toEqual(new Set(frenchOrder));
    }
  });
});
