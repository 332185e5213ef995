import { expect, type Page, test } from '@playwright/test';
import { publicSiteText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The public pages keep their layout while their data arrives: each page's loading state reserves the
 * room of what replaces it, so nothing below (the footer above all) jumps. The API's answers are held
 * back so the loading state is really on screen, and the browser's own layout-shift entries
 * (PerformanceObserver, buffered, without those that follow an input) are added up as Lighthouse's
 * cumulative layout shift does. Measured at a phone's and a desktop's width.
 */
const MAX_SHIFT = 0.01;
const API_DELAY_MS = 1_200;

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

interface ShiftReport {
  total: number;
  /** Each counted shift with the elements that moved, to say what jumped when the test fails. */
  shifts: Array<{ value: number; moved: string[] }>;
  /** Whether a loading state was on screen at some point, so the test measured the change from it. */
  sawLoading: boolean;
  /** The block size of the timetable's month placeholder (its rows before the times), when it was shown. */
  placeholderTableHeight: number | null;
}

/** Starts counting layout shifts and noting loading states before the page's own scripts run. */
async function watchLayout(page: Page) {
  await page.addInitScript(() => {
    const state = {
      total: 0,
      shifts: [] as Array<{ value: number; moved: string[] }>,
      sawLoading: false,
      placeholderTableHeight: null as number | null,
    };
    (window as unknown as { __layout: typeof state }).__layout = state;
    const nameOf = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
      const classes = [...node.classList].slice(0, 2).join('.');
      return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null }> }
      >) {
        if (entry.hadRecentInput) continue;
        state.total += entry.value;
        state.shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((s) => nameOf(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('.loading-state, [data-loading-placeholder]')) state.sawLoading = true;
      const placeholder = document.querySelector('.month-table--placeholder table');
      if (placeholder) state.placeholderTableHeight = placeholder.getBoundingClientRect().height;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Holds back every API answer, so the page's loading state is what the first paints show. */
async function delayApi(page: Page) {
  await page.route(/\/api\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
}

async function layoutAfterLoading(page: Page): Promise<ShiftReport> {
  await page.waitForLoadState('networkidle');
  // Two frames and a moment: a shift is reported after the frame that drew it.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __layout: ShiftReport }).__layout);
}

function expectSteady(report: ShiftReport) {
  expect(report.sawLoading, 'the loading state was shown first').toBe(true);
  expect(report.total, `layout shifts: ${JSON.stringify(report.shifts)}`).toBeLessThan(MAX_SHIFT);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`layout stays put while the data arrives, on a ${name}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
      await watchLayout(page);
      await delayApi(page);
    });

    test('the prayer timetable', async ({ page }) => {
      await page.goto(`${e2eServer.publicUrl}/prayer-times`);
      await expect(page.locator('.month-table__table tbody tr').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.today-card__prayers')).toBeVisible();
      const report = await layoutAfterLoading(page);
      // The placeholder took the loaded table's room: the same rows at the same height.
      const loadedHeight = await page
        .locator('.month-table__table')
        .evaluate((table) => table.getBoundingClientRect().height);
      expect(report.placeholderTableHeight, "the month's rows were there before its times").not.toBeNull();
      expect(Math.abs((report.placeholderTableHeight ?? 0) - loadedHeight)).toBeLessThanOrEqual(
        loadedHeight * 0.02,
      );
      expectSteady(report);
    });

    test('the public home', async ({ page }) => {
      await page.goto(e2eServer.publicUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicSiteText('en', 'home.title'));
      expectSteady(await layoutAfterLoading(page));
    });

    test('the events page', async ({ page }) => {
      await page.goto(`${e2eServer.publicUrl}/events`);
      expectSteady(await layoutAfterLoading(page));
    });

    test('the activities page', async ({ page }) => {
      await page.goto(`${e2eServer.publicUrl}/activities`);
      expectSteady(await layoutAfterLoading(page));
    });

    test("a campaign's page", async ({ page, request }) => {
      const campaigns = (await (
        await request.get(`${e2eServer.apiUrl}/customized_categories/?page=1&per_page=1`)
      ).json()) as { items: Array<{ id: number }> };
      await page.goto(`${e2eServer.publicUrl}/donation/${campaigns.items[0]?.id}`);
      expectSteady(await layoutAfterLoading(page));
    });
  });
}
