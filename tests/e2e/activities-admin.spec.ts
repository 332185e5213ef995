import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { apiAccessToken } from './support/accounts';
import { languageButton, signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { type Locale, photoFile } from './support/events';
import { dashboardText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The staff's Activities area against the built server and its demo seed, for an admin and an imam.
 * The dashboard signs in in Polish, its default, so the screen is read in Polish, and so are the
 * activities' own texts until staff pick another language; these tests pick English, the language they
 * name their activities in. No test reaches a video provider: the player's address is answered here.
 */

/** A dashboard message in a language (Polish unless told), with its ICU plurals formatted. */
function t(id: string, values: Record<string, string | number> = {}, locale: Locale = 'pl'): string {
  return String(new IntlMessageFormat(dashboardText(locale, id), locale).format(values));
}

/** A widget message of @minbar/ui (the video's Play button, its link) in Polish, from the ui package's own file. */
const UI_PL = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '..', '..', 'packages', 'ui', 'intl', 'pl.json'), 'utf8'),
) as Record<string, string>;
const ui = (id: string, values: Record<string, string> = {}) =>
  String(new IntlMessageFormat(UI_PL[id] ?? id, 'pl').format(values));

/** A title as the screen puts it into a sentence: isolated, so its direction cannot leak. */
const isolated = (text: string) => `\u2068${text}\u2069`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const containing = (text: string) => new RegExp(escapeRegExp(text));

/** A form field by the start of its label (the visible label also carries a required marker). */
const field = (scope: Locator | Page, id: string, values: Record<string, string> = {}) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(t(id, values))}`));

const languageName = (language: 'en' | 'ar' | 'pl') => t(`forms.language.${language}`);

type Role = 'admin' | 'imam';

interface StaffActivity {
  id: number;
  title: string;
  video_link: string | null;
  photo: string | null;
}

const headers = (token: string, locale: Locale = 'en') => ({
  Authorization: `Bearer ${token}`,
  'Accept-Language': locale,
});
const token = (request: APIRequestContext, role: Role = 'admin') =>
  apiAccessToken(request, DEMO[role].email, DEMO[role].password);

function activityPayload(title: string, videoLink: string | null) {
  return {
    title_en: title,
    title_ar: `نشاط ${title}`,
    title_pl: `Aktywność ${title}`,
    description_en: 'An afternoon for the whole community.',
    description_ar: 'أمسية لكل أفراد المجتمع.',
    description_pl: 'Popołudnie dla całej społeczności.',
    location_en: 'Main hall',
    location_ar: 'القاعة الكبرى',
    location_pl: 'Duża sala',
    video_link: videoLink,
    date: null,
    time: null,
  };
}

/** Creates an activity through the API (multipart, with a tiny photo) for a test that changes or deletes it. */
async function createActivity(request: APIRequestContext, title: string, videoLink: string | null = null) {
  const answer = await request.post(`${e2eServer.apiUrl}/activities/`, {
    headers: headers(await token(request)),
    multipart: { activity: JSON.stringify(activityPayload(title, videoLink)), photo: photoFile() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { activity: StaffActivity }).activity;
}

async function staffActivity(request: APIRequestContext, id: number, locale: Locale = 'en') {
  const answer = await request.get(`${e2eServer.apiUrl}/activities/${id}`, {
    headers: headers(await token(request), locale),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { activity: StaffActivity }).activity;
}

async function staffActivityIds(request: APIRequestContext) {
  const answer = await request.get(`${e2eServer.apiUrl}/activities/`, {
    headers: headers(await token(request)),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { activities: StaffActivity[] }).activities.map((each) => each.id);
}

/** Deletes an activity (and its photo); one already gone is fine. */
async function deleteActivity(request: APIRequestContext, id: number) {
  const answer = await request.delete(`${e2eServer.apiUrl}/activities/${id}`, {
    headers: headers(await token(request)),
  });
  expect([204, 404], await answer.text()).toContain(answer.status());
}

/** Answers every request for the video players here, recording what was asked: nothing leaves the machine. */
async function fakeVideoProviders(page: Page): Promise<string[]> {
  const asked: string[] = [];
  for (const host of [
    'https://www.youtube-nocookie.com/**',
    'https://www.youtube.com/**',
    'https://www.facebook.com/**',
  ]) {
    await page.route(host, (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>player</title>',
      });
    });
  }
  return asked;
}

async function openActivities(page: Page) {
  await page.getByRole('link', { name: t('nav.Activities') }).click();
  await expect(page).toHaveURL(/\/dashboard\/Activities$/);
  await expect(page.getByRole('heading', { level: 1, name: t('activities.title') })).toBeVisible();
  await expect(
    page.getByRole('list', { name: t('activities.list.title') }).getByRole('listitem'),
  ).not.toHaveCount(0);
  const picker = page.getByLabel(t('activities.contentLanguage'));
  await expect(picker).toHaveValue('pl');
  await picker.selectOption('en');
  await expect(page).toHaveURL(/\/dashboard\/Activities\?lang=en$/);
}

async function fillTexts(dialog: Locator, language: 'en' | 'ar' | 'pl', title: string) {
  const named = { language: languageName(language) };
  await field(dialog, 'activities.form.titleField', named).fill(title);
  await field(dialog, 'activities.form.descriptionField', named).fill(
    language === 'ar' ? 'لقاء أسبوعي للعائلات مع شاي.' : 'A weekly gathering for families, with tea.',
  );
  await field(dialog, 'activities.form.location', named).fill(
    language === 'ar' ? 'القاعة الكبرى' : 'Main hall',
  );
}

for (const role of ['admin', 'imam'] as const) {
  test(`${role}: adds an activity with a YouTube link in three languages (a blank tab marked and focused first), plays it from its poster, and edits it`, async ({
    page,
    request,
  }) => {
    const tag = Math.random().toString(36).slice(2, 7);
    const title = `Youth circle ${tag}`;
    let createdId: number | null = null;
    const asked = await fakeVideoProviders(page);
    try {
      await signIn(page, DEMO[role].email, DEMO[role].password);
      await openActivities(page);
      await page.getByRole('button', { name: t('activities.add'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('activities.form.addTitle') });
      await expect(dialog).toBeVisible();
      await dialog.locator('input[type="file"]').setInputFiles(photoFile('circle.png'));
      await expect(dialog.getByRole('img', { name: t('activities.form.photoPreview') })).toBeVisible();
      await fillTexts(dialog, 'en', title);
      await dialog.getByRole('tab', { name: new RegExp(`^${t('forms.tab.pl')}`) }).click();
      await fillTexts(dialog, 'pl', `Krąg młodzieży ${tag}`);
      await field(dialog, 'activities.form.videoLink').fill(
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90',
      );

      // The Arabic tab was left blank: submitting marks it (a dot and, in words, its name) and opens it
      // with its title focused; nothing is sent.
      let posted = false;
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && sent.url().endsWith('/api/activities/')) posted = true;
      });
      await dialog.getByRole('button', { name: t('activities.form.create'), exact: true }).click();
      const arabicTab = dialog.getByRole('tab', {
        name: containing(t('forms.tab.invalid', { language: languageName('ar') })),
      });
      await expect(arabicTab).toHaveAttribute('aria-selected', 'true');
      await expect(
        field(dialog, 'activities.form.titleField', { language: languageName('ar') }),
      ).toBeFocused();
      expect(posted).toBe(false);

      await fillTexts(dialog, 'ar', `حلقة الشباب ${tag}`);
      const created = page.waitForResponse(
        (answer) => answer.url().endsWith('/api/activities/') && answer.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: t('activities.form.create'), exact: true }).click();
      const answer = await created;
      expect(answer.status()).toBe(201);
      createdId = ((await answer.json()) as { activity: { id: number } }).activity.id;
      await expect(dialog).toBeHidden();
      expect((await staffActivity(request, createdId, 'ar')).title).toBe(`حلقة الشباب ${tag}`);

      // The new activity is shown: a poster until Play, then the player from youtube-nocookie.com.
      await expect(page).toHaveURL(new RegExp(`[?&]id=${createdId}`));
      const preview = page.getByRole('region', { name: t('activities.preview.label') });
      await expect(preview.getByRole('heading', { name: title })).toBeVisible();
      const play = preview.getByRole('button', { name: ui('ui.video.play', { title: isolated(title) }) });
      await expect(play).toBeVisible();
      await expect(preview.locator('iframe')).toHaveCount(0);
      expect(asked).toEqual([]);
      await play.click();
      const player = preview.locator('iframe');
      await expect(player).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
      );
      await expect.poll(() => asked).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90']);

      // Edit from its row's icon: prefilled in the three languages; a change raises the unsaved flag.
      await page
        .getByRole('list', { name: t('activities.list.title') })
        .getByRole('button', { name: t('activities.editOf', { title: isolated(title) }), exact: true })
        .click();
      const edit = page.getByRole('dialog', { name: containing(title) });
      const englishTitle = field(edit, 'activities.form.titleField', { language: languageName('en') });
      await expect(englishTitle).toHaveValue(title);
      await edit.getByRole('tab', { name: new RegExp(`^${t('forms.tab.ar')}`) }).click();
      await expect(field(edit, 'activities.form.titleField', { language: languageName('ar') })).toHaveValue(
        `حلقة الشباب ${tag}`,
      );
      await edit.getByRole('tab', { name: new RegExp(`^${t('forms.tab.en')}`) }).click();
      await englishTitle.fill(`${title} and tea`);
      await expect(edit.getByText(t('activities.form.unsaved'))).toBeVisible();
      const patched = page.waitForResponse(
        (sent) => sent.url().endsWith(`/api/activities/${createdId}`) && sent.request().method() === 'PATCH',
      );
      await edit.getByRole('button', { name: t('activities.form.save'), exact: true }).click();
      expect((await patched).status()).toBe(200);
      await expect(edit).toBeHidden();
      await expect(preview.getByRole('heading', { name: `${title} and tea` })).toBeVisible();
      expect((await staffActivity(request, createdId, 'pl')).title).toBe(`Krąg młodzieży ${tag}`);
    } finally {
      if (createdId !== null) await deleteActivity(request, createdId);
    }
  });

  test(`${role}: trash mode deletes two activities after a confirmation listing them`, async ({
    page,
    request,
  }) => {
    const tag = Math.random().toString(36).slice(2, 7);
    const first = await createActivity(request, `Bake sale ${tag}`);
    const second = await createActivity(request, `Park clean-up ${tag}`);
    try {
      await signIn(page, DEMO[role].email, DEMO[role].password);
      await openActivities(page);
      const list = page.getByRole('list', { name: t('activities.list.title') });
      await page.getByRole('button', { name: t('activities.trash'), exact: true }).click();
      const confirmIcon = page.getByRole('button', { name: t('activities.trash.confirm'), exact: true });
      await expect(confirmIcon).toBeDisabled();
      await list.getByRole('checkbox', { name: containing(first.title) }).check();
      await list.getByRole('checkbox', { name: containing(second.title) }).check();
      await confirmIcon.click();
      const confirm = page.getByRole('alertdialog', { name: t('activities.delete.title') });
      const listed = confirm.getByRole('listitem');
      await expect(listed).toHaveCount(2);
      await expect(listed.filter({ hasText: first.title })).toHaveCount(1);
      await expect(listed.filter({ hasText: second.title })).toHaveCount(1);
      await confirm.getByRole('button', { name: t('activities.delete.confirm'), exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(list.getByText(first.title)).toHaveCount(0);
      await expect(list.getByText(second.title)).toHaveCount(0);
      const left = await staffActivityIds(request);
      expect(left).not.toContain(first.id);
      expect(left).not.toContain(second.id);
    } finally {
      await deleteActivity(request, first.id);
      await deleteActivity(request, second.id);
    }
  });
}

test('a link to another site shows as a plain link opening in a new tab, with no player', async ({
  page,
  request,
}) => {
  const asked = await fakeVideoProviders(page);
  const activity = await createActivity(
    request,
    `Calligraphy ${Math.random().toString(36).slice(2, 7)}`,
    'https://vimeo.com/76979871',
  );
  try {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await openActivities(page);
    await page
      .getByRole('list', { name: t('activities.list.title') })
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(activity.title)}`) })
      .click();
    const preview = page.getByRole('region', { name: t('activities.preview.label') });
    // The link names the site it leads to, left to right in every language.
    const link = preview.getByRole('link', {
      name: containing(ui('ui.video.openOn', { host: '\u2066vimeo.com\u2069' })),
    });
    await expect(link).toHaveAttribute('href', 'https://vimeo.com/76979871');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(preview.locator('iframe')).toHaveCount(0);
    await expect(preview.getByRole('button')).toHaveCount(0);
    expect(asked).toEqual([]);
  } finally {
    await deleteActivity(request, activity.id);
  }
});

test.describe('no sideways scroll on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['en', 'ar'] as const) {
    test(`Activities in ${locale}`, async ({ page }) => {
      await fakeVideoProviders(page);
      await signIn(page, DEMO.admin.email, DEMO.admin.password);
      await page.getByRole('banner').locator(languageButton(page, locale)).click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.goto('/dashboard/Activities');
      await expect(
        page.getByRole('heading', { level: 1, name: t('activities.title', {}, locale) }),
      ).toBeVisible();
      const wide = async (view: string) => {
        await page.waitForLoadState('networkidle');
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(
          scrollWidth,
          `${view}: ${scrollWidth} px wide on a ${innerWidth} px screen`,
        ).toBeLessThanOrEqual(innerWidth);
      };
      const list = page.getByRole('list', { name: t('activities.list.title', {}, locale) });
      await expect(list.getByRole('listitem')).not.toHaveCount(0);
      await wide('list');
      await list.getByRole('listitem').first().getByRole('button').first().click();
      await expect(page).toHaveURL(/[?&]id=\d+/);
      await wide('list and preview');
      await page.getByRole('button', { name: t('activities.trash', {}, locale), exact: true }).click();
      await wide('trash mode');
      await page.getByRole('button', { name: t('activities.trash.cancel', {}, locale), exact: true }).click();
      await page.getByRole('button', { name: t('activities.add', {}, locale), exact: true }).click();
      await expect(
        page.getByRole('dialog', { name: t('activities.form.addTitle', {}, locale) }),
      ).toBeVisible();
      await wide('add dialog');
    });
  }
});
