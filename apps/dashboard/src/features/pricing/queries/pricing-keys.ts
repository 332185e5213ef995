/** Every query of this area starts with this key, so one invalidation refreshes packages and subscribers. */
export const pricingQueryKey = ['pricing'] as const;

/** The two tabs of the Pricing screen. */
export type PackageTab = 'active' | 'cancelled';

export const pricingKeys = {
  packages: (tab: PackageTab, page: number) => [...pricingQueryKey, 'packages', tab, page] as const,
  package: (id: number) => [...pricingQueryKey, 'package', id] as const,
  subscriptions: (packageId: number, page: number) =>
    [...pricingQueryKey, 'subscriptions', packageId, page] as const,
};
