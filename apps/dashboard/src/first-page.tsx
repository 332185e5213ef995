import '@minbar/ui/theme/global.css';
import { loadLocale } from '@minbar/ui/provider/message-catalogue';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createCore } from './app/create-core';
import { DashboardUnavailable } from './app/dashboard-unavailable';
import { AuthScreens, LanguageFrame } from './features/auth/auth-island';
import { authRouteOf } from './features/auth/auth-routes';
import { createHistoryNavigator } from './features/auth/navigation/history-navigator';
import { ApiProvider } from './lib/api-context';
import { readStoredLocale } from './lib/i18n';
import { LocaleProvider } from './lib/locale-state';

/*
 * Started by main.tsx once this chunk has arrived. One page, two halves: an account address (the
 * login page, sign-up, verify, the reset steps) starts the light account pages, which carry no
 * router and no query cache; any other address, or moving past the account pages, loads the
 * dashboard into the same root, keeping the session (and the access token, which lives only in
 * memory). Inside the dashboard the account pages are routes like any other. See
 * docs/decisions/0018.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const core = createCore();
const root = createRoot(container);

const loadDashboard = () => import('./app/dashboard-entry');

let dashboardShown = false;

/** Once: the login page's redirect and its submit may both ask for it. */
function showDashboard() {
  if (dashboardShown) return;
  dashboardShown = true;
  loadDashboard().then(
    ({ renderDashboard }) => renderDashboard(root, core),
    () => {
      dashboardShown = false;
      renderInFrame(<DashboardUnavailable onRetry={showDashboard} />);
    },
  );
}

function renderInFrame(page: ReactNode) {
  root.render(
    <StrictMode>
      <LocaleProvider value={core.locale}>
        <ApiProvider client={core.client} session={core.session}>
          <LanguageFrame>{page}</LanguageFrame>
        </ApiProvider>
      </LocaleProvider>
    </StrictMode>,
  );
}

function showAccountPages() {
  const navigator = createHistoryNavigator({
    isOwnPath: (pathname) => authRouteOf(pathname) !== undefined,
    onLeave: (to, { state, replace }) => {
      if (to !== location.pathname + location.search) {
        const entry = { usr: state ?? null };
        if (replace) history.replaceState(entry, '', to);
        else history.pushState(entry, '', to);
      }
      showDashboard();
    },
    // Fetched while the password is typed; the module cache makes the later import instant.
    preload: () => void loadDashboard().catch(() => {}),
  });
  renderInFrame(<AuthScreens navigator={navigator} />);
}

/**
 * The first render waits for the active language's messages (main.tsx has already asked for them),
 * so it never suspends; should they fail to load, it renders all the same. It also waits until the
 * page has painted: index.html carries the login page itself (features/auth/login-first-paint.tsx),
 * which stays the page's largest paint when React renders the same page over it.
 */
export function start() {
  const show = authRouteOf(location.pathname) ? showAccountPages : showDashboard;
  const afterFirstPaint = () => requestAnimationFrame(() => setTimeout(show, 0));
  void loadLocale(readStoredLocale()).then(afterFirstPaint, afterFirstPaint);
}
