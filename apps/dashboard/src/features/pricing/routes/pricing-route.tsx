/** Placeholder while the screen is built (issue 14); not linked from the sidebar. */
export function PricingRoute() {
  return null;
}
