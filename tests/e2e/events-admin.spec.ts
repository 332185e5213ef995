import { expect, type Locator, type Page, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { languageButton, signIn } from './support/dashboard';
import { fillDateField, fillTimeField } from './support/date-field';
import { DEMO } from './support/demo-accounts';
import {
  createEvent,
  deleteEvent,
  eventPayload,
  type Locale,
  mosqueDate,
  photoFile,
  staffEvent,
  staffEvents,
  textNamedJpg,
} from './support/events';
import { dashboardText } from './support/messages';
import { readOutbox } from './support/outbox';
import { e2eServer } from './support/server-environment';

/*
 * The staff's Events area against the built server and its demo seed. The dashboard signs in in
 * Polish, its default, so the screen is read in Polish, and so are the events' own texts unless
 * another language is picked (kept in the address as ?lang=).
 */

/** A dashboard message in a language (Polish unless told), with its ICU plurals formatted. */
function t(id: string, values: Record<string, string | number> = {}, locale: Locale = 'pl'): string {
  return String(new IntlMessageFormat(dashboardText(locale, id), locale).format(values));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by the start of its label (the visible label also carries a required marker). */
const field = (scope: Locator | Page, id: string, values: Record<string, string> = {}) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(t(id, values))}`));

const languageName = (language: 'en' | 'ar' | 'pl') => t(`forms.language.${language}`);

async function openEvents(page: Page) {
  await page.getByRole('link', { name: t('nav.Events') }).click();
  await expect(page).toHaveURL(/\/dashboard\/Events$/);
  await expect(page.getByRole('heading', { level: 1, name: t('events.title') })).toBeVisible();
}

async function fillTexts(dialog: Locator, language: 'en' | 'ar' | 'pl', name: string) {
  const named = { language: languageName(language) };
  await field(dialog, 'events.form.name', named).fill(name);
  await field(dialog, 'events.form.address', named).fill(
    language === 'ar' ? 'القاعة الكبرى، وارسو' : 'Main hall, ul. Wiertnicza 103, Warsaw',
  );
  await field(dialog, 'events.form.about', named).fill(
    language === 'ar' ? 'لقاء للعائلات مع عشاء مشترك.' : 'A gathering for families with a shared dinner.',
  );
}

test('an admin adds an event in three languages with a photo, finds it in the month and week views, and edits it through the save-first question', async ({
  page,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const name = `Family evening ${tag}`;
  const date = mosqueDate(20);
  let createdId: number | null = null;
  try {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await openEvents(page);
    // The events' texts follow the interface: Polish, unless staff pick another language.
    await expect(page.getByLabel(t('events.contentLanguage'))).toHaveValue('pl');
    // The seeded events are listed, with the canceled one marked in words.
    await expect(
      page.getByRole('list', { name: t('events.list.title') }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(
      page.getByRole('list', { name: t('events.list.title') }).getByText(t('events.status.canceled')),
    ).toHaveCount(1);

    await page.getByRole('button', { name: t('events.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('events.form.addTitle') });
    await expect(dialog).toBeVisible();
    await fillTexts(dialog, 'en', name);
    await dialog.getByRole('tab', { name: new RegExp(`^${t('forms.tab.pl')}`) }).click();
    await fillTexts(dialog, 'pl', `Wieczór rodzinny ${tag}`);
    await fillDateField(dialog.getByRole('group', { name: t('events.form.date'), exact: true }), date);
    await fillTimeField(dialog.getByRole('group', { name: t('events.form.time'), exact: true }), '18:30');
    await fillDateField(
      dialog.getByRole('group', { name: t('events.form.deadline'), exact: true }),
      mosqueDate(18),
    );
    // Every price is typed (a free one as 0): a blank one is refused, never saved as 0.
    await field(dialog, 'events.form.price_adult_no_transport').fill('50');
    await field(dialog, 'events.form.price_adult_with_transport').fill('70');
    await field(dialog, 'events.form.price_child_above_3_no_transport').fill('30');
    await field(dialog, 'events.form.price_child_above_3_with_transport').fill('50');
    await field(dialog, 'events.form.price_child_below_3_no_transport').fill('0');
    await field(dialog, 'events.form.price_child_below_3_with_transport').fill('20');
    await dialog.locator('input[type="file"]').setInputFiles(photoFile('evening.png'));
    await expect(dialog.getByRole('img', { name: t('events.form.photoPreview') })).toBeVisible();

    // The Arabic tab was left blank: submitting marks it (icon and name) and opens it; nothing is sent.
    let posted = false;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/events/')) posted = true;
    });
    await dialog.getByRole('button', { name: t('events.form.create'), exact: true }).click();
    const arabicTab = dialog.getByRole('tab', {
      name: new RegExp(escapeRegExp(t('forms.tab.invalid', { language: languageName('ar') }))),
    });
    await expect(arabicTab).toHaveAttribute('aria-selected', 'true');
    await expect(field(dialog, 'events.form.name', { language: languageName('ar') })).toBeFocused();
    await expect(dialog.getByText(t('events.issue.required')).first()).toBeVisible();
    expect(posted).toBe(false);

    await fillTexts(dialog, 'ar', `أمسية عائلية ${tag}`);
    await expect(dialog.locator('[dir="rtl"][lang="ar"]')).toBeVisible();

    // A text file named .jpg passes the browser's filter but not the server's content check: its
    // refusal shows under the photo, and everything typed stays.
    const photoInput = dialog.locator('input[type="file"]');
    await photoInput.setInputFiles(textNamedJpg());
    const refused = page.waitForResponse(
      (sent) => sent.url().endsWith('/api/events/') && sent.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: t('events.form.create'), exact: true }).click();
    expect((await refused).status()).toBe(422);
    await expect(dialog.getByText(t('events.issue.photoNotImage'))).toBeVisible();
    await expect(field(dialog, 'events.form.name', { language: languageName('ar') })).toHaveValue(
      `أمسية عائلية ${tag}`,
    );
    await photoInput.setInputFiles(photoFile('evening.png'));
    const created = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/events/') && answer.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: t('events.form.create'), exact: true }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    createdId = ((await answer.json()) as { event: { id: number } }).event.id;
    await expect(dialog).toBeHidden();
    const stored = await staffEvent(request, createdId, 'ar');
    expect(stored.event_name).toBe(`أمسية عائلية ${tag}`);
    expect(stored.photo).toBeTruthy();

    // The month of its date holds it (shown in English, as picked); hovering shows its details with
    // the registrations link.
    await page.goto(`/dashboard/Events?date=${date}&lang=en`);
    const month = page.getByRole('table');
    const chip = month.getByRole('button', { name: new RegExp(escapeRegExp(name)) });
    await expect(chip).toBeVisible();
    await chip.hover();
    const card = page.getByRole('dialog', { name: new RegExp(escapeRegExp(name)) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Main hall, ul. Wiertnicza 103, Warsaw')).toBeVisible();
    await expect(
      card.getByRole('link', { name: t('events.details.registrations', { count: 0 }) }),
    ).toHaveAttribute('href', `/dashboard/Events/${createdId}/registrations`);

    // The week view of that day holds it too, under its day.
    await page.getByRole('tab', { name: t('events.view.week'), exact: true }).click();
    const week = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) });
    const weekChip = week.getByRole('button', { name: new RegExp(escapeRegExp(name)) });
    await expect(weekChip).toBeVisible();

    // Edit from the event's card, reached by keyboard: focus shows it, Enter goes in.
    await weekChip.focus();
    const weekCard = page.getByRole('dialog', { name: new RegExp(escapeRegExp(name)) });
    await expect(weekCard).toBeVisible();
    await page.keyboard.press('Enter');
    await weekCard.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('events.edit'))}`) }).click();
    const edit = page.getByRole('dialog', {
      name: new RegExp(`^${escapeRegExp(t('events.form.editTitle', { name: '' }).trim())}`),
    });
    const englishName = field(edit, 'events.form.name', { language: languageName('en') });
    await expect(englishName).toHaveValue(name);
    await expect(field(edit, 'events.form.price_adult_with_transport')).toHaveValue('70');
    await englishName.fill(`${name} and dinner`);
    await expect(edit.getByText(t('events.form.unsaved'))).toBeVisible();
    await edit.getByRole('tab', { name: new RegExp(`^${t('forms.tab.ar')}`) }).click();
    const ask = page.getByRole('alertdialog', { name: t('events.switch.title') });
    await expect(ask).toBeVisible();
    const patched = page.waitForResponse(
      (sent) => sent.url().endsWith(`/api/events/${createdId}`) && sent.request().method() === 'PATCH',
    );
    await ask.getByRole('button', { name: t('events.switch.confirm') }).click();
    expect((await patched).status()).toBe(200);
    await expect(edit.getByRole('tab', { name: new RegExp(`^${t('forms.tab.ar')}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(field(edit, 'events.form.name', { language: languageName('ar') })).toHaveValue(
      `أمسية عائلية ${tag}`,
    );
    expect((await staffEvent(request, createdId, 'en')).event_name).toBe(`${name} and dinner`);
  } finally {
    if (createdId !== null) await deleteEvent(request, createdId);
  }
});

test('moving a booked event mails its registrant what changed, and the notice opens those mails in Sent mail', async ({
  page,
  request,
}) => {
  const payload = eventPayload(26);
  const event = await createEvent(request, payload);
  const email = `moved.${payload.event_name_en.split(' ').at(-1)}@example.org`;
  try {
    const booked = await request.post(`${e2eServer.apiUrl}/events/${event.id}/registrations`, {
      headers: { 'Accept-Language': 'en' },
      data: { type: 'personal', name: 'Amina Nowak', phone: '600100200', email },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto(`/dashboard/Events?date=${payload.date}`);
    await page
      .getByRole('button', {
        name: new RegExp(`^${escapeRegExp(t('events.edit'))}.*${escapeRegExp(payload.event_name_pl)}`),
      })
      .click();
    const edit = page.getByRole('dialog', {
      name: new RegExp(`^${escapeRegExp(t('events.form.editTitle', { name: '' }).trim())}`),
    });
    await expect(field(edit, 'events.form.name', { language: languageName('en') })).toHaveValue(
      payload.event_name_en,
    );
    await fillTimeField(edit.getByRole('group', { name: t('events.form.time'), exact: true }), '19:45');
    await edit.getByRole('button', { name: t('events.form.save'), exact: true }).click();
    await expect(edit).toBeHidden();

    // The screen says how many who booked were told of the change; the notice stays (the save's toast,
    // which names the event too, goes by itself).
    const told = page
      .getByRole('status')
      .filter({ has: page.getByRole('link', { name: t('events.told.link') }) });
    await expect(told).toContainText(
      t('events.told', { kind: 'event_changed', count: 1, name: `\u2068${payload.event_name_pl}\u2069` }),
    );
    await told.getByRole('link', { name: t('events.told.link') }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/SentMail\\?kind=event_changed&event=${event.id}$`));
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t('mailKind.event_changed'));
    await expect(page.getByRole('row')).toHaveCount(2);
    expect(
      readOutbox()
        .filter((mail) => mail.to === email)
        .map((mail) => mail.kind),
    ).toEqual(['booking_confirmation', 'event_changed']);
  } finally {
    await deleteEvent(request, event.id);
  }
});

test('trash mode deletes two events after the confirmation naming how many', async ({ page, request }) => {
  // The list is in the interface's language, Polish: the events are found by their Polish names.
  const firstPayload = eventPayload(30);
  const secondPayload = eventPayload(31);
  const first = await createEvent(request, firstPayload);
  const second = await createEvent(request, secondPayload);
  try {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await openEvents(page);
    const list = page.getByRole('list', { name: t('events.list.title') });
    await page.getByRole('button', { name: t('events.trash'), exact: true }).click();
    const remove = page.getByRole('button', { name: t('events.trash.delete'), exact: true });
    await expect(remove).toBeDisabled();
    await list.getByRole('checkbox', { name: new RegExp(escapeRegExp(firstPayload.event_name_pl)) }).check();
    await list.getByRole('checkbox', { name: new RegExp(escapeRegExp(secondPayload.event_name_pl)) }).check();
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: t('events.delete.title') });
    await expect(confirm).toContainText(t('events.delete.message', { count: 2 }));
    await confirm.getByRole('button', { name: t('events.delete.confirm'), exact: true }).click();
    await expect(list.getByText(firstPayload.event_name_pl)).toHaveCount(0);
    await expect(list.getByText(secondPayload.event_name_pl)).toHaveCount(0);
    const left = (await staffEvents(request)).map((event) => event.id);
    expect(left).not.toContain(first.id);
    expect(left).not.toContain(second.id);
  } finally {
    await deleteEvent(request, first.id);
    await deleteEvent(request, second.id);
  }
});

test('an imam opens the Events area from the sidebar', async ({ page }) => {
  await signIn(page, DEMO.imam.email, DEMO.imam.password);
  await openEvents(page);
  await expect(page.getByRole('table')).toBeVisible();
});

test.describe('no sideways scroll on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['en', 'ar'] as const) {
    test(`Events in ${locale}`, async ({ page }) => {
      await signIn(page, DEMO.admin.email, DEMO.admin.password);
      await page.getByRole('banner').locator(languageButton(page, locale)).click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.goto('/dashboard/Events');
      await expect(
        page.getByRole('heading', { level: 1, name: t('events.title', {}, locale) }),
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
      await expect(page.getByRole('list', { name: t('events.list.title', {}, locale) })).toBeVisible();
      await wide('list and month');
      await page.getByRole('tab', { name: t('events.view.week', {}, locale), exact: true }).click();
      await wide('week');
      await page.getByRole('button', { name: t('events.add', {}, locale), exact: true }).click();
      await expect(page.getByRole('dialog', { name: t('events.form.addTitle', {}, locale) })).toBeVisible();
      await wide('add dialog');
    });
  }
});
