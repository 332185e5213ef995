import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiAccessToken, createVerifiedParent } from './support/accounts';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { dashboardText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * Every dashboard screen's main action is at most ten key presses from the page's start
 * (docs/keyboard.md): Tab to "Skip to content" (or on to the screen's own skip link), Enter, then
 * Tab until the action has the focus. Every press counts, the skip link's Enter too. The dashboard
 * opens in Polish, its first language.
 */
const MOST_PRESSES = 10;
/** Past this the walk stops: the count already fails, and the report says how far it went. */
const GIVE_UP_AFTER = 40;

type Step = { to: Locator; press?: 'Enter' | 'ArrowRight' };

interface Journey {
  name: string;
  /** The screen's address, or how to find it from the screen before it (an id the demo chose). */
  path: string | ((page: Page) => Promise<string>);
  /** The screen's own skip link (its message id) when the journey starts there, else "Skip to content". */
  skipTo?: string;
  /** The stops to reach, each with the key that carries on from it. */
  steps: (page: Page) => Step[];
}

/** A message as a pattern for an accessible name: its placeholders match anything, its start is fixed. */
function named(id: string): RegExp {
  const parts = dashboardText('pl', id).split(/\{[^}]*\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('.*')}`);
}

function button(page: Page, id: string): Locator {
  return page
    .getByRole('main')
    .getByRole('button', { name: named(id) })
    .first();
}

async function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/**
 * Opens the screen and puts the focus where the page's first Tab puts it. The first screen of a walk
 * is loaded afresh, and its first Tab must reach "Skip to content"; the next ones are opened inside
 * the app, as a sidebar link opens them (a fresh load each would make the walk slow), and start on
 * that same skip link, which the first load proved to be the page's first stop.
 */
async function openAtStart(page: Page, path: string, fresh: boolean, ready: Locator): Promise<void> {
  if (fresh) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await page.keyboard.press('Tab');
  } else {
    const moves = new URL(page.url()).pathname !== path;
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // The app moves the focus to the new page's heading once it shows; the walk starts after that.
    if (moves) await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await expect(ready).toBeVisible();
    await page.locator('[data-slot="skip-link"]').first().focus();
  }
  await expect(page.locator(':focus')).toHaveText(dashboardText('pl', 'shell.skipToContent'));
}

/** Opens the screen, walks the journey from the page's start and answers how many keys it took. */
async function pressesTo(page: Page, journey: Journey, fresh: boolean): Promise<number> {
  const path = typeof journey.path === 'string' ? journey.path : await journey.path(page);
  const steps = journey.steps(page);
  await openAtStart(page, path, fresh, steps[0]?.to ?? page.getByRole('main'));

  // The Tab that reached "Skip to content".
  let presses = 1;
  const press = async (key: string) => {
    await page.keyboard.press(key);
    presses += 1;
  };
  if (journey.skipTo) {
    await press('Tab');
    await expect(page.locator(':focus')).toHaveText(dashboardText('pl', journey.skipTo));
  }
  await press('Enter');
  for (const step of steps) {
    await expect(step.to).toBeVisible();
    while (!(await hasFocus(step.to)) && presses < GIVE_UP_AFTER) await press('Tab');
    if (step.press) await press(step.press);
  }
  return presses;
}

async function walk(page: Page, journeys: Journey[]) {
  const counts: Record<string, number> = {};
  for (const [index, journey] of journeys.entries()) {
    counts[journey.name] = await pressesTo(page, journey, index === 0);
  }
  test.info().annotations.push({ type: 'key presses', description: JSON.stringify(counts) });
  for (const [name, count] of Object.entries(counts)) {
    expect.soft(count, `${name}: key presses to the main action`).toBeLessThanOrEqual(MOST_PRESSES);
  }
}

/** The href of the first link named by `id` on the screen shown. */
async function firstLinkTo(page: Page, id: string): Promise<string> {
  const href = await page
    .getByRole('link', { name: named(id) })
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  return href ?? '';
}

/** The registrations page of the seeded event with the most bookings (its link shows on hover only). */
async function busiestEventRegistrations(request: APIRequestContext): Promise<string> {
  const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const answer = await request.get(`${e2eServer.apiUrl}/events/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const { events } = (await answer.json()) as { events: Array<{ id: number; registrations_count: number }> };
  const busiest = [...events].sort((a, b) => b.registrations_count - a.registrations_count)[0];
  expect(busiest?.registrations_count, 'the demo seed holds registrations').toBeGreaterThan(0);
  return `/dashboard/Events/${busiest?.id}/registrations`;
}

test('the imam reaches the day prayer times, the iqama and the answer box within ten key presses', async ({
  page,
}) => {
  await signIn(page, DEMO.imam.email, DEMO.imam.password);
  await walk(page, [
    {
      name: 'prayer times: edit the selected day',
      path: '/dashboard/AthanTimes',
      skipTo: 'prayer.skipToDay',
      steps: (p) => [{ to: button(p, 'prayer.sidebar.editPrayers') }],
    },
    {
      name: 'iqama: edit the setting of the selected day',
      path: '/dashboard/AthanTimes',
      skipTo: 'prayer.skipToDay',
      steps: (p) => [
        {
          to: p.getByRole('tab', { name: dashboardText('pl', 'prayer.sidebar.tab.prayers') }),
          press: 'ArrowRight',
        },
        { to: button(p, 'prayer.sidebar.editIqama') },
      ],
    },
    {
      name: 'fatwa desk: open a question and reach its answer box',
      path: '/dashboard/FatwaChat',
      skipTo: 'fatwa.skipToQuestions',
      steps: (p) => [
        { to: p.locator('[data-slot="question-row"][tabindex="0"]'), press: 'Enter' },
        { to: p.getByRole('textbox', { name: named('fatwa.reply.response') }).first() },
      ],
    },
  ]);
});

test('an administrator reaches each screen’s main action within ten key presses', async ({
  page,
  request,
}) => {
  // The suite's server hands every mail to its log, where none fails: the newest mail of the list
  // (a new parent's account code) is shown failed, so its "Send again" is there to reach.
  const parent = await createVerifiedParent(request, 'keys');
  await page.route(/\/api\/admin\/mails(\?|$)/, async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as { data: Array<Record<string, unknown>> };
    list.data = list.data.map((mail) =>
      mail.to === parent.email
        ? { ...mail, status: 'failed', delivered_at: null, attempts: 5, error: '550 mailbox unavailable' }
        : mail,
    );
    await route.fulfill({ response, json: list });
  });
  const registrations = await busiestEventRegistrations(request);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await walk(page, [
    {
      name: 'events: edit an event',
      path: '/dashboard/Events',
      steps: (p) => [{ to: button(p, 'events.editOf') }],
    },
    {
      name: 'registrations: export the bookings',
      path: registrations,
      steps: (p) => [{ to: button(p, 'registrations.export.personal') }],
    },
    {
      name: 'activities: edit an activity',
      path: '/dashboard/Activities',
      steps: (p) => [{ to: button(p, 'activities.editOf') }],
    },
    {
      name: 'children: assign a teacher',
      path: '/dashboard/Children',
      steps: (p) => [{ to: button(p, 'children.assignOf') }],
    },
    {
      name: 'teachers: a teacher’s role',
      path: '/dashboard/Subjects',
      steps: (p) => [{ to: button(p, 'subjects.teacher.removeRoleOf') }],
    },
    {
      name: 'subjects: add a subject',
      path: '/dashboard/Subjects',
      skipTo: 'subjects.skipToSubjects',
      steps: (p) => [{ to: button(p, 'subjects.add') }],
    },
    {
      name: 'packages: add a package',
      path: '/dashboard/Pricing',
      steps: (p) => [{ to: button(p, 'pricing.add') }],
    },
    {
      name: 'subscribers: suspend a subscription',
      path: (p) => firstLinkTo(p, 'pricing.card.viewSubscribersOf'),
      steps: (p) => [{ to: button(p, 'subscribers.status.suspendOf') }],
    },
    {
      name: 'donations: refund a gift',
      path: '/dashboard/Donations',
      steps: (p) => [{ to: button(p, 'donations.refund.openFor') }],
    },
    {
      name: 'certificates: change a request’s status',
      path: '/dashboard/MarriageCertificates',
      steps: (p) => [{ to: button(p, 'certificates.status.changeOf') }],
    },
    {
      name: 'administrators: an account’s actions',
      path: '/dashboard/Administrators',
      steps: (p) => [{ to: button(p, 'admins.actionsOf') }],
    },
    {
      name: 'audit trail: filter by person',
      path: '/dashboard/AuditTrail',
      steps: (p) => [{ to: p.getByRole('combobox', { name: named('audit.filter.person') }) }],
    },
    {
      name: 'sent mail: send a failed mail again',
      path: '/dashboard/SentMail',
      steps: (p) => [{ to: button(p, 'sentMail.sendAgainTo') }],
    },
    {
      name: 'profile: the user name',
      path: '/dashboard/ProfileSettings',
      steps: (p) => [{ to: p.getByRole('textbox', { name: named('profile.field.username') }) }],
    },
    {
      name: 'mosque settings: the mosque’s Polish name',
      path: '/dashboard/MosqueSettings',
      steps: (p) => [{ to: p.getByRole('textbox', { name: named('mosqueSettings.identity.name.pl') }) }],
    },
  ]);
});
