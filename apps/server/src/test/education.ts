import { expect } from 'vitest';
import { call, type TestServer } from './harness';

/** A package form valid on the harness's day (2026-03-01). */
export const PACKAGE_FORM = {
  name: 'Weekend full',
  description: 'Quran, Arabic and fiqh on Saturdays and Sundays.',
  price: 150,
  num_subjects_included: 3,
};

export const CHILD_FORM = { first_name: 'Adam', last_name: 'Nowak', birthdate: '2017-05-04' };

let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix} ${counter}`;
};

async function created(server: TestServer, path: string, token: string, body: unknown) {
  const answer = await call(server, 'POST', path, { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number };
}

export async function createSubject(server: TestServer, admin: string, name = unique('Subject')) {
  return (await created(server, '/api/subjects', admin, { name, description: 'A subject' })).id;
}

export async function createPackage(server: TestServer, admin: string, overrides: object = {}) {
  return (await created(server, '/api/packages/', admin, { ...PACKAGE_FORM, ...overrides })).id;
}

/** A parent's request to enrol a child; approved by the admin when `approve`. */
export async function createChild(
  server: TestServer,
  tokens: { parent: string; admin: string },
  options: { approve?: boolean; body?: object } = {},
) {
  const id = (await created(server, '/api/children/', tokens.parent, { ...CHILD_FORM, ...options.body })).id;
  if (options.approve) {
    const approved = await call(server, 'PATCH', `/api/children/${id}/approve/`, { token: tokens.admin });
    expect(approved.status).toBe(200);
  }
  return id;
}

/** An approved child of the parent subscribed to a new package; the subscription's id. */
export async function createSubscription(server: TestServer, tokens: { parent: string; admin: string }) {
  const childId = await createChild(server, tokens, { approve: true });
  const packageId = await createPackage(server, tokens.admin);
  const subscription = await created(server, '/api/subscriptions', tokens.parent, {
    child_id: childId,
    package_id: packageId,
  });
  return { id: subscription.id, childId, packageId };
}
