import {
  activeCategoriesSchema,
  categoryListSchema,
  categoryPageSchema,
  donationHistorySchema,
} from '@minbar/api/schemas/donations';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATIONS_DEMO_COUNTS, seedDonationsDemo } from './seed-donations';
import { call, createAccount, createTestServer, signIn, type TestServer } from './test/harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
  await seedDonationsDemo(server.deps.db, server.clock.now);
});
afterAll(() => server.close());

describe('the donations demo seed', () => {
  it('holds the main categories, Zakat among them as the zakat-aware one with id 3', async () => {
    const main = v.parse(categoryListSchema, (await call(server, 'GET', '/api/main_categories/')).body);
    expect(main.map((category) => category.name)).toEqual([
      'Sadaqah',
      'Mosque upkeep',
      'Zakat',
      'Zakat al-Fitr',
    ]);
    expect(main.filter((category) => category.is_zakat).map((category) => category.id)).toEqual([3]);
    expect(main.every((category) => category.is_system_defined)).toBe(true);
  });

  it('holds eight campaigns with targets, two not activated, texts in the three languages', async () => {
    const all = v.parse(
      categoryPageSchema,
      (await call(server, 'GET', '/api/categories/?available_only=false&per_page=100', { token })).body,
    );
    const campaigns = all.items.filter((category) => !category.is_system_defined);
    expect(campaigns).toHaveLength(DONATIONS_DEMO_COUNTS.campaigns);
    expect(DONATIONS_DEMO_COUNTS.campaigns).toBe(8);
    expect(campaigns.filter((category) => !category.is_available)).toHaveLength(2);
    for (const campaign of campaigns) {
      expect(campaign.target_amount).toBeGreaterThan(0);
      for (const text of [
        campaign.name_ar,
        campaign.name_pl,
        campaign.description_ar,
        campaign.description_pl,
      ]) {
        expect(text?.length).toBeGreaterThan(3);
      }
    }
  });

  it('holds sixty gifts over the last year, and each category has collected the sum of its gifts', async () => {
    const history = v.parse(
      donationHistorySchema,
      (await call(server, 'GET', '/api/donations-history/?per_page=100', { token })).body,
    );
    expect(history.total).toBe(60);
    const now = server.clock.now.getTime();
    for (const item of history.items) {
      const age = now - Date.parse(item.date);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(366 * 24 * 60 * 60 * 1000);
    }
    expect(history.items.some((item) => item.is_anonymous && item.donor_name === null)).toBe(true);
    const active = v.parse(
      activeCategoriesSchema,
      (await call(server, 'GET', '/api/active_categories/?per_page=100')).body,
    );
    const sum = history.items.reduce((total, item) => total + item.amount, 0);
    expect(active.total_amount).toBeCloseTo(sum, 2);
    expect(active.items.some((campaign) => campaign.current_amount > 0)).toBe(true);
    // Every campaign that has collected something names how many people gave it.
    for (const campaign of active.items) {
      expect((campaign.donor_count ?? 0) > 0).toBe(campaign.current_amount > 0);
    }
  });

  it('shows the roof campaign with the updates the staff posted, newest first, in the asked language', async () => {
    const campaigns = v.parse(
      activeCategoriesSchema,
      (await call(server, 'GET', '/api/active_categories/?per_page=100')).body,
    );
    const roof = campaigns.items.find((campaign) => campaign.name_en === 'New roof for the prayer hall');
    const answer = await call(server, 'GET', `/api/categories/${roof?.id}/updates/`, {
      headers: { 'accept-language': 'pl' },
    });
    const updates = (answer.body as { items: Array<{ date: string; text: string }> }).items;
    expect(updates).toHaveLength(DONATIONS_DEMO_COUNTS.roofUpdates);
    expect(updates[0]!.date > updates[1]!.date).toBe(true);
    expect(updates[0]!.text).toMatch(/^Nowe belki/);
  });

  it('gives a zakat result from the seeded nisab', async () => {
    const answer = await call(server, 'POST', '/api/zakat/calculate', {
      body: { total_savings: 100, currency: 'USD' },
    });
    expect(answer.body).toMatchObject({ zakat_amount: 0, reason: 'zakat.below_nisab', nisab_basis: 'gold' });
  });
});
