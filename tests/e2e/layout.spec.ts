import { expect, type Page, test } from '@playwright/test';
import { languageButton, signIn } from './support/dashboard';
import { fillDateField } from './support/date-field';
import { DEMO } from './support/demo-accounts';
import { dashboardText } from './support/messages';

/*
 * The dashboard's layout on a phone and from the keyboard, against the built server: no page the
 * administrator can open scrolls sideways at 390 px in any language, and a keyboard user can skip to
 * the content and lands on the page's heading after each navigation.
 */

type Locale = 'en' | 'ar' | 'pl';
const LOCALES: readonly Locale[] = ['en', 'ar', 'pl'];
const PHONE = { width: 390, height: 844 };

/** The mosque's current year, as the demo data and the prayer screens count it. */
function mosqueYear(): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format());
}

interface DashboardPage {
  name: string;
  path: string;
  /** The page's h1, by message key. */
  heading: string;
  /** Brings the page into the state measured (a view chosen, data shown). */
  open?: (page: Page, locale: Locale) => Promise<void>;
}

function prayerView(view: string, then?: (page: Page, locale: Locale) => Promise<void>) {
  return async (page: Page, locale: Locale) => {
    await page.getByRole('tab', { name: dashboardText(locale, view), exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: dashboardText(locale, view) });
    await expect(panel).toBeVisible();
    await then?.(page, locale);
  };
}

/** The range view over the whole year: the widest table the prayer screens draw. */
async function showWholeYear(page: Page, locale: Locale) {
  const panel = page.getByRole('tabpanel', { name: dashboardText(locale, 'prayer.view.range') });
  const year = mosqueYear();
  await fillDateField(
    panel.getByRole('group', { name: dashboardText(locale, 'prayer.range.from') }),
    `${year}-01-01`,
  );
  await fillDateField(
    panel.getByRole('group', { name: dashboardText(locale, 'prayer.range.to') }),
    `${year}-12-31`,
  );
  await panel.getByRole('button', { name: dashboardText(locale, 'prayer.range.show') }).click();
  await expect(panel.locator(`tr[data-date="${year}-01-01"]`)).toBeVisible();
}

const PAGES: readonly DashboardPage[] = [
  {
    name: 'Administrators',
    path: '/dashboard/Administrators',
    heading: 'admins.title',
    open: async (page) => {
      await expect(page.getByRole('row').filter({ hasText: DEMO.admin.email })).toBeVisible();
      // The accounts fit the screen as they are: the table box does not scroll sideways either, so
      // no name or email is cut at its edge (in Arabic that cut Latin text at its start).
      const table = page.locator('[data-slot="data-table"]');
      const { scrollWidth, clientWidth } = await table.evaluate((box) => ({
        scrollWidth: box.scrollWidth,
        clientWidth: box.clientWidth,
      }));
      expect(scrollWidth, 'the accounts table scrolls sideways').toBeLessThanOrEqual(clientWidth + 1);
    },
  },
  {
    name: 'Sent mail',
    path: '/dashboard/SentMail',
    heading: 'sentMail.title',
    open: async (page) => {
      // Long addresses and mail servers' answers wrap inside the cards rather than widening the page.
      await expect(page.locator('[data-slot="data-table"]')).toHaveAttribute('data-state', /^(ready|empty)$/);
    },
  },
  {
    name: 'Audit trail',
    path: '/dashboard/AuditTrail',
    heading: 'audit.title',
    open: async (page) => {
      // Long names and fields' values wrap inside the cards rather than widening the page.
      await expect(page.locator('[data-slot="data-table"]')).toHaveAttribute('data-state', /^(ready|empty)$/);
    },
  },
  {
    name: 'Mosque settings',
    path: '/dashboard/MosqueSettings',
    heading: 'mosqueSettings.title',
    open: async (page, locale) => {
      // The demo centre's identity, moved here from the profile, and the statuses the server runs with:
      // the demo takes test payments and keeps its mail in the outbox and the log.
      await expect(
        page.getByRole('textbox', {
          name: new RegExp(`^${dashboardText(locale, 'mosqueSettings.identity.name.pl')}`),
        }),
      ).toHaveValue('Centrum Kultury Muzułmańskiej w Warszawie');
      await expect(
        page.getByText(dashboardText(locale, 'mosqueSettings.payments.provider.test')),
      ).toBeVisible();
      await expect(page.getByText(dashboardText(locale, 'mosqueSettings.mail.transport.log'))).toBeVisible();
      // The nisab is set where it is shown: its button opens the settings on this page.
      await expect(
        page.getByRole('button', { name: dashboardText(locale, 'mosqueSettings.nisab.set') }),
      ).toBeVisible();
    },
  },
  {
    name: 'Profile settings',
    path: '/dashboard/ProfileSettings',
    heading: 'profile.title',
    open: async (page, locale) => {
      await expect(page.locator(`input[value="${DEMO.admin.email}"]`)).toBeVisible();
      // What belongs to the person only: the mosque's identity is in the Mosque settings.
      await expect(
        page.getByRole('region', { name: dashboardText(locale, 'mosqueSettings.identity.title') }),
      ).toHaveCount(0);
    },
  },
  {
    name: 'Prayer times, month table',
    path: '/dashboard/AthanTimes',
    heading: 'prayer.title',
    open: prayerView('prayer.view.table'),
  },
  {
    name: 'Prayer times, month calendar',
    path: '/dashboard/AthanTimes',
    heading: 'prayer.title',
    open: prayerView('prayer.view.calendar'),
  },
  {
    name: 'Prayer times, range',
    path: '/dashboard/AthanTimes',
    heading: 'prayer.title',
    open: prayerView('prayer.view.range'),
  },
  {
    name: 'Prayer times, range over the whole year',
    path: '/dashboard/AthanTimes',
    heading: 'prayer.title',
    open: prayerView('prayer.view.range', showWholeYear),
  },
  {
    name: 'Prayer times, chart',
    path: '/dashboard/AthanTimes',
    heading: 'prayer.title',
    open: prayerView('prayer.view.chart'),
  },
  {
    name: 'Prayer times, statistics',
    path: '/dashboard/AthanTimes',
    heading: 'prayer.title',
    open: prayerView('prayer.view.statistics'),
  },
  { name: 'Fatwa desk', path: '/dashboard/FatwaChat', heading: 'fatwa.title' },
];

/**
 * Signs the administrator in (the login side starts in Polish), then picks the language with the
 * dashboard header's own switch, which keeps the choice for the next page loads.
 */
async function signInWithLanguage(page: Page, locale: Locale) {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(
    page.getByRole('heading', { level: 1, name: dashboardText('pl', 'admins.title') }),
  ).toBeVisible();
  if (locale !== 'pl') await page.getByRole('banner').locator(languageButton(page, locale)).click();
  await expectLanguage(page, locale);
}

async function expectLanguage(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

function heading(page: Page, locale: Locale, id: string) {
  return page.getByRole('heading', { level: 1, name: dashboardText(locale, id) });
}

/** How wide the document is against the window, and which elements reach past its edges. */
function measureWidth(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const outside = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .slice(0, 8)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`;
        return `${name} [${Math.round(box.left)}, ${Math.round(box.right)}]`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, outside };
  });
}

test.describe('no sideways scroll on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  // One sign-in per language, then every page in turn: each page is its own step, and a page that
  // fails is reported without stopping the pages after it.
  for (const locale of LOCALES) {
    test(`every dashboard page in ${locale}`, async ({ page }) => {
      // Eleven pages, each a few seconds on a loaded machine.
      test.setTimeout(150_000);
      await signInWithLanguage(page, locale);
      for (const dashboardPage of PAGES) {
        await test.step(dashboardPage.name, async () => {
          try {
            await page.goto(dashboardPage.path);
            await expectLanguage(page, locale);
            await expect(heading(page, locale, dashboardPage.heading)).toBeVisible();
            await dashboardPage.open?.(page, locale);
            await page.waitForLoadState('networkidle');
          } catch (error) {
            expect.soft(String(error), `${dashboardPage.name} did not open`).toBe('');
            return;
          }
          const { scrollWidth, innerWidth, outside } = await measureWidth(page);
          expect
            .soft(
              scrollWidth,
              `${dashboardPage.name}: the page is ${scrollWidth} px wide on a ${innerWidth} px screen; past the edges: ${outside.join('; ')}`,
            )
            .toBeLessThanOrEqual(innerWidth);
        });
      }
    });
  }
});

test.describe('keyboard', () => {
  for (const locale of LOCALES) {
    test(`the first Tab offers "skip to content", which moves focus to the page heading (${locale}, 390 px)`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await signInWithLanguage(page, locale);
      await page.goto('/dashboard/Administrators');
      const title = heading(page, locale, 'admins.title');
      await expect(title).toBeVisible();

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: dashboardText(locale, 'shell.skipToContent') });
      await expect(skip).toBeFocused();
      // Shown while focused, inside the screen.
      const box = await skip.boundingBox();
      expect(box?.width).toBeGreaterThan(1);
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);

      await page.keyboard.press('Enter');
      await expect(title).toBeFocused();
      await expect(page).toHaveURL(/\/dashboard\/Administrators$/);
    });
  }

  /*
   * The review counted 29 Tab presses from the prayer screen's heading to the day panel's Prayers tab
   * and 43 to 'Add prayers': the month table was a tab stop per day. It is one stop now (arrow keys
   * inside), so both are a handful of presses away.
   */
  test('from the prayer screen heading, a few Tabs reach the Prayers tab and Add prayers', async ({
    page,
  }) => {
    await signInWithLanguage(page, 'en');
    await page.goto('/dashboard/AthanTimesAdmain');
    const title = heading(page, 'en', 'prayer.title');
    await expect(title).toBeVisible();
    await expect(
      page.getByRole('tab', { name: dashboardText('en', 'prayer.sidebar.tab.prayers') }),
    ).toBeVisible();
    // Skip to the content: counting starts at the heading.
    const fromHeading = async () => {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(title).toBeFocused();
    };
    await fromHeading();

    const pressesTo = async (isTarget: () => Promise<boolean>, limit: number) => {
      for (let presses = 1; presses <= limit; presses += 1) {
        await page.keyboard.press('Tab');
        if (await isTarget()) return presses;
      }
      return Number.POSITIVE_INFINITY;
    };
    const focusedName = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return `${active?.getAttribute('role') ?? active?.tagName.toLowerCase()}:${active?.textContent?.trim()}`;
      });
    const toPrayersTab = await pressesTo(
      async () => (await focusedName()) === `tab:${dashboardText('en', 'prayer.sidebar.tab.prayers')}`,
      60,
    );
    expect(toPrayersTab).toBeLessThanOrEqual(12);

    await page.goto('/dashboard/AthanTimesAdmain');
    await expect(title).toBeVisible();
    await fromHeading();
    const toAddPrayers = await pressesTo(
      async () => (await focusedName()) === `button:${dashboardText('en', 'prayer.sidebar.addPrayers')}`,
      60,
    );
    expect(toAddPrayers).toBeLessThanOrEqual(12);
  });

  test('after each navigation between areas, focus is on the new page heading', async ({ page }) => {
    await signInWithLanguage(page, 'en');
    const nav = page.getByRole('navigation', { name: dashboardText('en', 'nav.label') });
    const steps: Array<[link: string, heading: string]> = [
      ['nav.ProfileSettings', 'profile.title'],
      ['nav.MosqueSettings', 'mosqueSettings.title'],
      ['nav.AthanTimes', 'prayer.title'],
      ['nav.FatwaChat', 'fatwa.title'],
      ['nav.Administrators', 'admins.title'],
    ];
    for (const [link, title] of steps) {
      // From the keyboard: the link is focused and followed with Enter.
      await nav.getByRole('link', { name: dashboardText('en', link) }).focus();
      await page.keyboard.press('Enter');
      await expect(heading(page, 'en', title)).toBeFocused();
    }
  });
});
