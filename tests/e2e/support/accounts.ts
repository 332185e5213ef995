import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { countMails, waitForMailCode } from './outbox';
import { e2eServer } from './server-environment';

export interface TestAccount {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A fresh identity per call, so tests never depend on each other's accounts. */
export function newIdentity(prefix: string): Omit<TestAccount, 'id'> {
  const suffix = randomBytes(4).toString('hex');
  return {
    username: `${prefix}-${suffix}`,
    email: `${prefix}-${suffix}@example.com`,
    password: `Sabr-${suffix}-2024`,
  };
}

/**
 * Creates a verified parent account through the public API (register, then verify with the code from
 * the outbox): the same path a visitor takes, without spending browser time on it.
 */
export async function createVerifiedParent(request: APIRequestContext, prefix: string): Promise<TestAccount> {
  const identity = newIdentity(prefix);
  const mailsBefore = countMails(identity.email, 'verify');
  const registered = await request.post(`${e2eServer.apiUrl}/register`, {
    data: { ...identity, phone: '+48 600 100 200' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()) as { id: number };
  const code = await waitForMailCode(identity.email, 'verify', mailsBefore);
  const verified = await request.post(`${e2eServer.apiUrl}/verify`, {
    data: { email: identity.email, code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { id, ...identity };
}

export async function apiAccessToken(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post(`${e2eServer.apiUrl}/token`, { data: { email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}
