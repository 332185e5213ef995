import { adminUsersPageSchema, roleCountsSchema } from '@minbar/api/schemas/accounts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAccount,
  createTestServer,
  signIn,
  type TestAccount,
  type TestServer,
} from '../../test/harness';

let server: TestServer;
let admin: TestAccount;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await createAccount(server, { roles: ['admin'], username: 'head-admin' });
  token = (await signIn(server, admin)).access_token;
});
afterAll(() => server.close());

const rolesOfEmail = async (email: string) => {
  const me = await call(server, 'GET', '/api/admin/users?per_page=100', { token });
  const row = v.parse(adminUsersPageSchema, me.body).data.find((user) => user.email === email);
  return row?.roles;
};

describe('GET /api/admin/users', () => {
  it('pages by id with 10 per page by default and full pagination fields', async () => {
    for (let index = 0; index < 24; index += 1) await createAccount(server);
    const first = await call(server, 'GET', '/api/admin/users', { token });
    expect(first.status).toBe(200);
    const page1 = v.parse(adminUsersPageSchema, first.body);
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toMatchObject({
      id: admin.id,
      username: 'head-admin',
      role: 'admin',
      roles: ['admin'],
    });
    expect(page1.pagination).toEqual({
      total: 25,
      page: 1,
      per_page: 10,
      total_pages: 3,
      has_next: true,
      has_prev: false,
    });

    const second = v.parse(
      adminUsersPageSchema,
      (await call(server, 'GET', '/api/admin/users?page=2', { token })).body,
    );
    const ids = second.data.map((user) => user.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(Math.min(...ids)).toBeGreaterThan(Math.max(...page1.data.map((user) => user.id)));
    expect(second.pagination).toMatchObject({ page: 2, has_next: true, has_prev: true });
  });

  it('honours per_page and answers an empty last-plus-one page', async () => {
    const page = v.parse(
      adminUsersPageSchema,
      (await call(server, 'GET', '/api/admin/users?page=3&per_page=12', { token })).body,
    );
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toMatchObject({
      page: 3,
      per_page: 12,
      total_pages: 3,
      has_next: false,
      has_prev: true,
    });
    const beyond = v.parse(
      adminUsersPageSchema,
      (await call(server, 'GET', '/api/admin/users?page=9', { token })).body,
    );
    expect(beyond.data).toEqual([]);
  });

  it('answers 422 on the query for page 0 or per_page above 100', async () => {
    const zero = await call(server, 'GET', '/api/admin/users?page=0', { token });
    expect(zero.status).toBe(422);
    expect((zero.body as { detail: Array<{ loc: string[] }> }).detail[0]?.loc).toEqual(['query', 'page']);
    expect((await call(server, 'GET', '/api/admin/users?per_page=101', { token })).status).toBe(422);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes a non-admin, who then cannot sign in', async () => {
    const parent = await createAccount(server);
    const answer = await call(server, 'DELETE', `/api/admin/users/${parent.id}`, { token });
    expect(answer.status).toBe(200);
    const signInAfter = await call(server, 'POST', '/api/token', {
      body: { email: parent.email, password: parent.password },
    });
    expect(signInAfter.status).toBe(401);
  });

  it('refuses to delete an admin with 409 and answers 404 for an unknown id', async () => {
    const otherAdmin = await createAccount(server, { roles: ['admin', 'teacher'] });
    expect(await call(server, 'DELETE', `/api/admin/users/${otherAdmin.id}`, { token })).toMatchObject({
      status: 409,
      body: { detail: 'Cannot delete an admin' },
    });
    expect(await call(server, 'DELETE', '/api/admin/users/999999', { token })).toMatchObject({
      status: 404,
      body: { detail: 'User not found' },
    });
    expect((await call(server, 'DELETE', '/api/admin/users/abc', { token })).status).toBe(422);
  });

  it("ends a deleted user's session: their token answers 401", async () => {
    const imam = await createAccount(server, { roles: ['imam'] });
    const imamToken = (await signIn(server, imam)).access_token;
    await call(server, 'DELETE', `/api/admin/users/${imam.id}`, { token });
    expect((await call(server, 'GET', '/api/users/me', { token: imamToken })).status).toBe(401);
  });
});

describe('role changes', () => {
  it('adds and removes roles; adding a held role changes nothing', async () => {
    const person = await createAccount(server, { roles: ['parent'] });
    const email = encodeURIComponent(person.email);
    expect((await call(server, 'POST', `/api/add-role/${email}?role=teacher`, { token })).status).toBe(200);
    expect((await call(server, 'POST', `/api/add-role/${email}?role=teacher`, { token })).status).toBe(200);
    expect(await rolesOfEmail(person.email)).toEqual(['teacher', 'parent']);
    expect((await call(server, 'DELETE', `/api/remove-role/${email}?role=parent`, { token })).status).toBe(
      200,
    );
    expect(await rolesOfEmail(person.email)).toEqual(['teacher']);
  });

  it('keeps at least one role', async () => {
    const person = await createAccount(server, { roles: ['parent'] });
    const answer = await call(
      server,
      'DELETE',
      `/api/remove-role/${encodeURIComponent(person.email)}?role=parent`,
      { token },
    );
    expect(answer).toMatchObject({ status: 409, body: { detail: 'A user must keep at least one role' } });
    expect(await rolesOfEmail(person.email)).toEqual(['parent']);
  });

  it('replaces all roles with update-role', async () => {
    const person = await createAccount(server, { roles: ['parent', 'teacher'] });
    const answer = await call(
      server,
      'PUT',
      `/api/update-role/${encodeURIComponent(person.email)}?new_role=imam`,
      { token },
    );
    expect(answer.status).toBe(200);
    expect(await rolesOfEmail(person.email)).toEqual(['imam']);
  });

  it('validates the role and the email, and answers 404 for an unknown email', async () => {
    const person = await createAccount(server);
    const email = encodeURIComponent(person.email);
    expect((await call(server, 'POST', `/api/add-role/${email}?role=student`, { token })).status).toBe(422);
    expect((await call(server, 'POST', `/api/add-role/${email}?role=caliph`, { token })).status).toBe(422);
    expect((await call(server, 'POST', `/api/add-role/${email}`, { token })).status).toBe(422);
    expect((await call(server, 'PUT', '/api/update-role/not-an-email?new_role=imam', { token })).status).toBe(
      422,
    );
    expect(
      await call(server, 'POST', '/api/add-role/ghost%40example.test?role=imam', { token }),
    ).toMatchObject({
      status: 404,
      body: { detail: 'User not found' },
    });
  });

  it('a removed admin role takes effect at once for that user', async () => {
    const deputy = await createAccount(server, { roles: ['admin', 'imam'] });
    const deputyToken = (await signIn(server, deputy)).access_token;
    expect((await call(server, 'GET', '/api/admin/users-roles-count', { token: deputyToken })).status).toBe(
      200,
    );
    await call(server, 'DELETE', `/api/remove-role/${encodeURIComponent(deputy.email)}?role=admin`, {
      token,
    });
    expect((await call(server, 'GET', '/api/admin/users-roles-count', { token: deputyToken })).status).toBe(
      403,
    );
  });
});

describe('last-admin protection and counts', () => {
  it('never lets the last admin lose the role, by remove-role or update-role', async () => {
    const lone = await createTestServer();
    try {
      const only = await createAccount(lone, { roles: ['admin', 'imam'] });
      const onlyToken = (await signIn(lone, only)).access_token;
      const email = encodeURIComponent(only.email);
      const removal = await call(lone, 'DELETE', `/api/remove-role/${email}?role=admin`, {
        token: onlyToken,
      });
      expect(removal).toMatchObject({ status: 409, body: { detail: 'Cannot remove the last admin' } });
      const demotion = await call(lone, 'PUT', `/api/update-role/${email}?new_role=imam`, {
        token: onlyToken,
      });
      expect(demotion).toMatchObject({ status: 409, body: { detail: 'Cannot remove the last admin' } });

      const second = await createAccount(lone, { roles: ['imam'] });
      await call(lone, 'POST', `/api/add-role/${encodeURIComponent(second.email)}?role=admin`, {
        token: onlyToken,
      });
      expect(
        (await call(lone, 'DELETE', `/api/remove-role/${email}?role=admin`, { token: onlyToken })).status,
      ).toBe(200);
      const counts = v.parse(
        roleCountsSchema,
        (
          await call(lone, 'GET', '/api/admin/users-roles-count', {
            token: (await signIn(lone, second)).access_token,
          })
        ).body,
      );
      expect(counts.admin).toBe(1);
    } finally {
      await lone.close();
    }
  });

  it('counts users per role, with zero for roles nobody holds', async () => {
    const fresh = await createTestServer();
    try {
      const boss = await createAccount(fresh, { roles: ['admin'] });
      await createAccount(fresh, { roles: ['imam', 'teacher'] });
      await createAccount(fresh, { roles: ['parent'] });
      await createAccount(fresh, { roles: ['parent'] });
      const answer = await call(fresh, 'GET', '/api/admin/users-roles-count', {
        token: (await signIn(fresh, boss)).access_token,
      });
      expect(answer.body).toEqual({ admin: 1, imam: 1, teacher: 1, parent: 2, student: 0 });
    } finally {
      await fresh.close();
    }
  });
});
