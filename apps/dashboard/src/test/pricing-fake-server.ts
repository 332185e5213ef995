import type { Package, Subscription } from '@minbar/api/schemas/education';
import { type FakeServer, fakeServer } from './render-app';

const ME = { id: 1, username: 'amina', email: 'amina@example.org', phone: null, roles: ['admin'] };

export interface PricingServerOptions {
  packages?: Package[];
  subscriptions?: Subscription[];
  /** While true, the named call answers with this status. */
  fail?: {
    current: Partial<Record<'list' | 'create' | 'update' | 'toggle' | 'suspend' | 'subscriptions', number>>;
  };
}

export function storyPackage(id: number, overrides: Partial<Package> = {}): Package {
  return {
    id,
    name: `Package ${id}`,
    description: 'Saturday mornings: Quran and Arabic.',
    price: 120,
    num_subjects_included: 2,
    is_active: true,
    subscriber_count: 0,
    ...overrides,
  };
}

export function storySubscription(id: number, overrides: Partial<Subscription> = {}): Subscription {
  return {
    id,
    child_id: id,
    child_name: `Child ${id}`,
    package_id: 1,
    package_price: 120,
    start_date: '2026-10-03',
    current_period_end: '2026-11-03',
    suspension_reason: null,
    is_active: true,
    ...overrides,
  };
}

const page = <T>(rows: T[], url: URL) => {
  const current = Number(url.searchParams.get('page') ?? '1');
  const perPage = Number(url.searchParams.get('per_page') ?? '10');
  const totalPages = Math.max(1, Math.ceil(rows.length / perPage));
  return {
    data: rows.slice((current - 1) * perPage, current * perPage),
    pagination: {
      total: rows.length,
      page: current,
      per_page: perPage,
      total_pages: totalPages,
      has_next: current < totalPages,
      has_prev: current > 1,
    },
  };
};

/** An in-memory server of packages and subscriptions, answering the real client as the API does. */
export function pricingServer(options: PricingServerOptions = {}): FakeServer {
  let packages = [...(options.packages ?? [])];
  let subscriptions = [...(options.subscriptions ?? [])];
  let nextId = 100;
  const failing = (call: keyof NonNullable<PricingServerOptions['fail']>['current']) => {
    const status = options.fail?.current[call];
    return status ? { status, body: { detail: 'Service unavailable' } } : null;
  };
  return fakeServer(({ method, path, body }) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/users/me') return { status: 200, body: ME };
    if (url.pathname === '/packages/') {
      if (method === 'GET') {
        const failed = failing('list');
        if (failed) return failed;
        const active = url.searchParams.get('is_active') !== 'false';
        const rows = packages.filter((each) => each.is_active === active);
        return {
          status: 200,
          body: {
            ...page(rows, url),
            counts: {
              active: packages.filter((each) => each.is_active).length,
              cancelled: packages.filter((each) => !each.is_active).length,
            },
          },
        };
      }
      if (method === 'POST') {
        const failed = failing('create');
        if (failed) return failed;
        const created = {
          ...storyPackage(nextId),
          ...(body as Partial<Package>),
          id: nextId,
          subscriber_count: 0,
        };
        nextId += 1;
        packages = [created, ...packages];
        return { status: 201, body: created };
      }
    }
    const toggle = /^\/packages\/(\d+)\/toggle$/.exec(url.pathname);
    if (toggle && method === 'PATCH') {
      const failed = failing('toggle');
      if (failed) return failed;
      const id = Number(toggle[1]);
      packages = packages.map((each) =>
        each.id === id ? { ...each, is_active: url.searchParams.get('is_active') === 'true' } : each,
      );
      return { status: 200, body: packages.find((each) => each.id === id) };
    }
    const listOf = /^\/packages\/(\d+)\/subscriptions$/.exec(url.pathname);
    if (listOf && method === 'GET') {
      const failed = failing('subscriptions');
      if (failed) return failed;
      const id = Number(listOf[1]);
      return {
        status: 200,
        body: page(
          subscriptions.filter((each) => each.package_id === id),
          url,
        ),
      };
    }
    const one = /^\/packages\/(\d+)\/$/.exec(url.pathname);
    if (one) {
      const id = Number(one[1]);
      const found = packages.find((each) => each.id === id);
      if (!found) return { status: 404, body: { detail: 'Package not found' } };
      if (method === 'GET') return { status: 200, body: found };
      if (method === 'PUT') {
        const failed = failing('update');
        if (failed) return failed;
        const saved = { ...found, ...(body as Partial<Package>) };
        packages = packages.map((each) => (each.id === id ? saved : each));
        return { status: 200, body: saved };
      }
    }
    const suspend = /^\/subscriptions\/(\d+)\/(suspend|reactivate)$/.exec(url.pathname);
    if (suspend && method === 'PATCH') {
      const id = Number(suspend[1]);
      if (suspend[2] === 'suspend') {
        const failed = failing('suspend');
        if (failed) return failed;
      }
      const active = suspend[2] === 'reactivate';
      subscriptions = subscriptions.map((each) =>
        each.id === id
          ? { ...each, is_active: active, suspension_reason: active ? null : url.searchParams.get('reason') }
          : each,
      );
      return { status: 200, body: subscriptions.find((each) => each.id === id) };
    }
    return { status: 404, body: { detail: 'Not found' } };
  });
}
