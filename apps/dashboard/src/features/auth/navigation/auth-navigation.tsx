import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
} from 'react';

/*
 * The account pages move between each other (sign-in, sign-up, verify, the reset steps) and out to
 * the dashboard. They do it through this small interface rather than through the router, so the same
 * screens run in two places: inside the dashboard's router, and in the light first page a visitor
 * loads, which carries no router (docs/decisions/0018).
 */

export interface AuthLocation {
  pathname: string;
  /** What the previous step handed over (the email, the code); untyped at runtime, so parse it. */
  state: unknown;
}

export interface NavigateOptions {
  state?: unknown;
  replace?: boolean;
}

export interface AuthNavigator {
  location: AuthLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
  /**
   * Starts loading what moving past the account pages needs (the dashboard), so it has arrived by
   * the time the password is sent. Called once the visitor starts filling in the login form.
   */
  preload?: () => void;
}

const AuthNavigationContext = createContext<AuthNavigator | null>(null);

export function AuthNavigationProvider({ value, children }: { value: AuthNavigator; children: ReactNode }) {
  return <AuthNavigationContext.Provider value={value}>{children}</AuthNavigationContext.Provider>;
}

/** Outside a provider (a story) the page is where the browser is, and moving on is a page load. */
const DOCUMENT_NAVIGATOR: AuthNavigator = {
  get location() {
    return { pathname: typeof location === 'undefined' ? '/' : location.pathname, state: null };
  },
  navigate: (to) => location.assign(to),
};

export function useAuthNavigation(): AuthNavigator {
  return useContext(AuthNavigationContext) ?? DOCUMENT_NAVIGATOR;
}

/** A plain click moves within the app; a modified click (new tab, download) stays the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

export interface AuthLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/** A real link (its address can be opened in a new tab or copied) that moves without a page load. */
export function AuthLink({ to, onClick, ...props }: AuthLinkProps) {
  const context = useContext(AuthNavigationContext);
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!context || !isPlainClick(event)) return;
        event.preventDefault();
        context.navigate(to);
      }}
    />
  );
}

/** Moves on as soon as it renders (a signed-in visitor on the login page goes to their landing page). */
export function Redirect({ to }: { to: string }) {
  const { navigate } = useAuthNavigation();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
