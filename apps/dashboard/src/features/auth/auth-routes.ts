import type { ComponentType } from 'react';
import { LoginRoute } from './routes/login-route';

/**
 * The account pages, by address. The dashboard's router and the light first page both build their
 * routes from this one table, so an address means the same page in either.
 */
export interface AuthRoute {
  /** Relative to the site root, as the router writes it ('' is the login page). */
  path: string;
  load: () => Promise<ComponentType>;
}

export const AUTH_ROUTES: readonly AuthRoute[] = [
  // The login page is the first page's own, so it arrives with it rather than as a chunk.
  { path: '', load: () => Promise.resolve(LoginRoute) },
  { path: 'SignUp', load: () => import('./routes/sign-up-route').then((m) => m.SignUpRoute) },
  { path: 'verify', load: () => import('./routes/verify-route').then((m) => m.VerifyRoute) },
  {
    path: 'forgot-password',
    load: () => import('./routes/forgot-password-route').then((m) => m.ForgotPasswordRoute),
  },
  {
    path: 'verify-reset-code',
    load: () => import('./routes/verify-reset-code-route').then((m) => m.VerifyResetCodeRoute),
  },
  {
    path: 'reset-password',
    load: () => import('./routes/reset-password-route').then((m) => m.ResetPasswordRoute),
  },
];

/** The route of an address, matched as the router does: without case, a trailing slash allowed. */
export function authRouteOf(pathname: string): AuthRoute | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return AUTH_ROUTES.find((route) => route.path.toLowerCase() === path);
}
