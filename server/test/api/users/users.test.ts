import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { multipartBody } from '../../support/multipart.js';

const testApp = useTestApp();

const newSupervisor = {
  username: 'Crew.Lead@fleet.test',
  password: 'long enough pass',
  first_name: 'Crew',
  last_name: 'Lead',
  role: 'supervisior',
};

describe('POST api/users and users/add/', () => {
  it('lets an admin create a supervisor, storing the role as supervisor and the email in lower case', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'POST', url: '/api/users', payload: newSupervisor });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'User has been created successfully.',
      data: { email: 'crew.lead@fleet.test', name: 'Crew Lead', role: 'supervisor', sub_admin: false, enabled: true },
    });
    const [stored] = await testApp.context.db.select().from(users).where(eq(users.email, 'crew.lead@fleet.test'));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers the spec path users/add/ with multipart form data the same way', async () => {
    const admin = await testApp.createUser('admin');
    const form = multipartBody({
      username: 'sub@fleet.test',
      password: 'long enough pass',
      first_name: 'Sub',
      last_name: 'Admin',
      sub_admin: '1',
    });
    const response = await testApp.request(admin, { method: 'POST', url: '/users/add/', ...form });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ role: 'admin', sub_admin: true });
  });

  it('refuses an email that is already taken, whatever its case', async () => {
    const admin = await testApp.createUser('admin', { email: 'taken@fleet.test' });
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { ...newSupervisor, username: 'TAKEN@fleet.test' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { username: ['The email has already been taken.'] },
    });
  });

  it('names every invalid field and stores nothing', async () => {
    const admin = await testApp.createUser('admin');
    const before = await testApp.context.db.select().from(users);
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { username: 'not an email', password: 'short', role: 'driver' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      username: ['Enter a valid email address.'],
      password: ['Password must be at least 12 characters.'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      role: ['Role must be admin or supervisor.'],
    });
    expect(await testApp.context.db.select().from(users)).toHaveLength(before.length);
  });

  it('is refused to supervisors and drivers with 403, and to callers without a token with 401', async () => {
    for (const role of ['supervisor', 'driver'] as const) {
      const caller = await testApp.createUser(role);
      const response = await testApp.request(caller, { method: 'POST', url: '/api/users', payload: newSupervisor });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You are not allowed to do this.' });
    }
    const anonymous = await testApp.request(undefined, { method: 'POST', url: '/users/add/', payload: newSupervisor });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records who created the account in the audit trail, without the password', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { ...newSupervisor, username: 'audited@fleet.test' },
    });
    const id = String(response.json().data.id);
    const [entry] = await testApp.context.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'create', entity: 'user' });
    expect(entry?.changes.email).toEqual({ before: null, after: 'audited@fleet.test' });
    expect(JSON.stringify(entry?.changes)).not.toMatch(/password/i);
  });
});

describe('GET api/users', () => {
  it('pages the accounts for admins', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/users?per_page=2&page=1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(2);
    expect(body).toMatchObject({ per_page: 2, current_page: 1, last_page: Math.ceil(body.total / 2) });
  });

  it('refuses a page size over 100 with a field message', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/users?per_page=1000' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['per_page']);
  });
});
