import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAccessToken } from './support/accounts';
import { signIn } from './support/dashboard';
import { fillDateField } from './support/date-field';
import { DEMO } from './support/demo-accounts';
import { dashboardText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The desk's own texts live with the feature (features/fatwa/locales); the dashboard signs in in
 * Polish, its default, so the desk's chrome is read in Polish and its content starts in Polish too.
 */
const FATWA_PL = JSON.parse(
  readFileSync(
    resolve(import.meta.dirname, '../../apps/dashboard/src/features/fatwa/locales/pl.json'),
    'utf8',
  ),
) as Record<string, string>;

function text(id: string, values: Record<string, string> = {}): string {
  const message = FATWA_PL[id];
  if (message === undefined) throw new Error(`fatwa pl.json has no message "${id}"`);
  return message.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? `{${name}}`);
}

const REPLY = {
  en: [
    'Is it allowed to pray Witr before sleeping?',
    'Yes. Whoever fears not waking prays Witr before sleeping.',
  ],
  ar: ['هل يجوز صلاة الوتر قبل النوم؟', 'نعم، من خاف ألا يستيقظ فليوتر قبل أن ينام.'],
  pl: [
    'Czy wolno odmówić Witr przed snem?',
    'Tak. Kto obawia się, że się nie obudzi, odmawia Witr przed snem.',
  ],
} as const;

type Language = keyof typeof REPLY;

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  return apiAccessToken(request, account.email, account.password);
}

/** A question no other test touches, asked by the demo parent through the community call. */
async function askQuestion(
  request: APIRequestContext,
  label: string,
  language: 'en' | 'pl' = 'en',
): Promise<{ id: number; text: string; asked: string }> {
  const token = await tokenOf(request, DEMO.parent);
  const marker = `${label}-${randomBytes(3).toString('hex')}`;
  const questionText =
    language === 'pl' ? `Kiedy należy odmawiać Witr? (${marker})` : `When should Witr be prayed? (${marker})`;
  const answer = await request.post(`${e2eServer.apiUrl}/fatwa/questions`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language },
    data: { question: questionText },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { question } = (await answer.json()) as { question: { id: number } };
  return { id: question.id, text: marker, asked: questionText };
}

async function answerQuestion(request: APIRequestContext, questionId: number) {
  const token = await tokenOf(request, DEMO.imam);
  const answer = await request.post(`${e2eServer.apiUrl}/fatwa/responses`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      question_id: questionId,
      question_en: REPLY.en[0],
      response_en: REPLY.en[1],
      question_ar: REPLY.ar[0],
      response_ar: REPLY.ar[1],
      question_pl: REPLY.pl[0],
      response_pl: REPLY.pl[1],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function openDesk(page: Page, account: { email: string; password: string }) {
  await signIn(page, account.email, account.password);
  await page.getByRole('link', { name: dashboardText('pl', 'nav.FatwaChat') }).click();
  await expect(page).toHaveURL(/\/dashboard\/FatwaChat/);
  await expect(page.getByRole('heading', { level: 1, name: text('fatwa.title') })).toBeVisible();
}

function rows(page: Page) {
  return page.locator('[data-slot="question-row"]');
}

function rowOf(page: Page, marker: string) {
  return rows(page).filter({ hasText: marker });
}

async function searchFor(page: Page, marker: string) {
  await page.getByRole('searchbox', { name: text('fatwa.search') }).fill(marker);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, marker)).toBeVisible();
}

function filterButton(page: Page, filter: 'all' | 'unanswered' | 'answered' | 'canceled') {
  return page.getByRole('group', { name: text('fatwa.filters') }).getByRole('button', {
    name: text(`fatwa.filter.${filter}`),
  });
}

function replyField(
  page: Page,
  kind: 'question' | 'response',
  language: Language,
  scope = page.locator('form'),
) {
  return scope.getByRole('textbox', {
    name: text(kind === 'question' ? 'fatwa.reply.question' : 'fatwa.reply.response', {
      language: text(`fatwa.language.${language}`),
    }),
  });
}

function tab(page: Page, language: Language) {
  return page.getByRole('tab', { name: new RegExp(`^${language.toUpperCase()}`) });
}

function popup(page: Page, id: string) {
  return page.locator('[data-slot="toast"]').filter({ hasText: text(id) });
}

test('an imam answers a Polish question in Polish only and it moves to Answered', async ({
  page,
  request,
}) => {
  const question = await askQuestion(request, 'answer', 'pl');
  await openDesk(page, DEMO.imam);
  await filterButton(page, 'unanswered').click();
  await searchFor(page, question.text);
  await expect(rowOf(page, question.text).locator('[data-badge="unanswered"]').last()).toHaveText(/^1/);
  await rowOf(page, question.text).click();

  // The form opens on the asker's language, their question read-only above the one required answer.
  await expect(tab(page, 'pl')).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('blockquote', {
      name: text('fatwa.reply.asked', { language: text('fatwa.language.pl') }),
    }),
  ).toHaveText(question.asked);
  await expect(replyField(page, 'question', 'pl')).toHaveCount(0);

  // Sending without the Polish answer marks it and sends nothing.
  await page.getByRole('button', { name: text('fatwa.reply.send') }).click();
  await expect(replyField(page, 'response', 'pl')).toBeFocused();
  await expect(tab(page, 'en')).toHaveAccessibleName(/^EN$/);
  await expect(tab(page, 'ar')).toHaveAccessibleName(/^AR$/);

  // The Polish answer alone is enough: English and Arabic are optional translations.
  await replyField(page, 'response', 'pl').fill(REPLY.pl[1]);
  await page.getByRole('button', { name: text('fatwa.reply.send') }).click();

  await expect(popup(page, 'fatwa.success.created')).toBeVisible();
  // The popup closes by itself after 3 s.
  await expect(popup(page, 'fatwa.success.created')).toHaveCount(0, { timeout: 6_000 });
  await expect(page.getByText(REPLY.pl[1])).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);

  await expect(rows(page)).toHaveCount(0);
  await filterButton(page, 'answered').click();
  await expect(rowOf(page, question.text)).toBeVisible();
  await expect(rowOf(page, question.text).locator('.fatwa-row__badge')).toHaveCount(0);
});

test('an imam edits and deletes an answer, each after a confirmation, and switches the displayed language', async ({
  page,
  request,
}) => {
  const question = await askQuestion(request, 'edit');
  await answerQuestion(request, question.id);
  await openDesk(page, DEMO.imam);
  await searchFor(page, question.text);
  await rowOf(page, question.text).click();
  // The content starts in the interface's language, Polish.
  await expect(page.getByText(REPLY.pl[1])).toBeVisible();

  // Translate: the answers are shown in Arabic, then in Polish again; the UI stays Polish.
  await page.getByRole('button', { name: text('fatwa.menu.label') }).click();
  await page.getByRole('menuitemradio', { name: text('fatwa.language.ar') }).click();
  await expect(page.getByText(REPLY.ar[1])).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.getByRole('button', { name: text('fatwa.menu.label') }).click();
  await page.getByRole('menuitemradio', { name: text('fatwa.language.pl') }).click();
  await expect(page.getByText(REPLY.pl[1])).toBeVisible();

  // Edit: prefilled with the six fields, saved only after the confirmation.
  await page.getByRole('button', { name: text('fatwa.response.edit') }).click();
  const dialog = page.getByRole('dialog', { name: text('fatwa.edit.title') });
  await expect(replyField(page, 'response', 'en', dialog)).toHaveValue(REPLY.en[1]);
  await dialog.getByRole('tab', { name: /^PL/ }).click();
  const edited = 'Tak, Witr można odmówić przed snem, jeśli obawiasz się, że się nie obudzisz.';
  await replyField(page, 'response', 'pl', dialog).fill(edited);
  await dialog.getByRole('button', { name: text('fatwa.edit.save') }).click();
  const confirmEdit = page.getByRole('alertdialog', { name: text('fatwa.edit.confirmTitle') });
  await confirmEdit.getByRole('button', { name: text('fatwa.edit.confirm') }).click();
  await expect(popup(page, 'fatwa.success.updated')).toBeVisible();
  await expect(page.getByText(edited)).toBeVisible();

  // Delete: cancelling keeps the answer; confirming removes it and the reply form returns.
  await page.getByRole('button', { name: text('fatwa.response.delete') }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: text('fatwa.delete.title') });
  await confirmDelete.getByRole('button', { name: dashboardText('pl', 'shell.cancel') }).click();
  await expect(page.getByText(edited)).toBeVisible();
  await page.getByRole('button', { name: text('fatwa.response.delete') }).click();
  await confirmDelete.getByRole('button', { name: text('fatwa.delete.confirm') }).click();
  await expect(popup(page, 'fatwa.success.deleted')).toBeVisible();
  await expect(page.getByText(edited)).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('fatwa.reply.send') })).toBeVisible();
});

test('an imam deactivates a question: it shows C and no reply form', async ({ page, request }) => {
  const question = await askQuestion(request, 'cancel');
  await openDesk(page, DEMO.imam);
  await searchFor(page, question.text);
  await rowOf(page, question.text).click();
  await expect(page.getByRole('button', { name: text('fatwa.reply.send') })).toBeVisible();

  await page.getByRole('button', { name: text('fatwa.menu.label') }).click();
  await page.getByRole('menuitem', { name: text('fatwa.menu.deactivate') }).click();
  await expect(popup(page, 'fatwa.success.deactivated')).toBeVisible();
  await expect(page.getByText(text('fatwa.chat.canceled'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('fatwa.reply.send') })).toHaveCount(0);
  await expect(rowOf(page, question.text)).toHaveAttribute('data-badge', 'canceled');
  await expect(rowOf(page, question.text).locator('.fatwa-row__badge')).toHaveText(/^C/);

  await filterButton(page, 'canceled').click();
  await expect(rowOf(page, question.text)).toBeVisible();
});

test('an admin browses the desk without any answer actions', async ({ page, request }) => {
  const answered = await askQuestion(request, 'admin-answered');
  await answerQuestion(request, answered.id);
  const waiting = await askQuestion(request, 'admin-waiting');
  await openDesk(page, DEMO.admin);

  await searchFor(page, answered.text);
  await rowOf(page, answered.text).click();
  await expect(page.getByText(REPLY.pl[1])).toBeVisible();
  await expect(page.getByText(text('fatwa.chat.readOnly'))).toBeVisible();
  for (const name of ['fatwa.menu.label', 'fatwa.response.edit', 'fatwa.response.delete']) {
    await expect(page.getByRole('button', { name: text(name) })).toHaveCount(0);
  }

  await searchFor(page, waiting.text);
  await rowOf(page, waiting.text).click();
  await expect(page.getByText(text('fatwa.chat.waiting'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('fatwa.reply.send') })).toHaveCount(0);
});

test('search and the Answered date filter narrow the list', async ({ page, request }) => {
  const answered = await askQuestion(request, 'dated');
  await answerQuestion(request, answered.id);
  await openDesk(page, DEMO.imam);

  // count() does not wait: the list is counted once it has loaded.
  await expect(rows(page).first()).toBeVisible();
  const allRows = await rows(page).count();
  expect(allRows).toBeGreaterThan(1);
  await searchFor(page, answered.text);

  // The date input exists on the Answered filter only.
  const dateInput = page.getByRole('group', { name: text('fatwa.answeredFrom') });
  await expect(dateInput).toHaveCount(0);
  await filterButton(page, 'answered').click();
  await expect(dateInput).toBeVisible();

  const today = new Date();
  const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000);
  // The server counts days in UTC here (no MINBAR_TIMEZONE in the e2e environment).
  await fillDateField(dateInput, tomorrow.toISOString().slice(0, 10));
  await expect(page.getByText(text('fatwa.list.empty'))).toBeVisible();
  await fillDateField(dateInput, today.toISOString().slice(0, 10));
  await expect(rowOf(page, answered.text)).toBeVisible();

  await page.getByRole('searchbox', { name: text('fatwa.search') }).fill('');
  await filterButton(page, 'all').click();
  await expect(dateInput).toHaveCount(0);
  await expect.poll(() => rows(page).count()).toBeGreaterThan(1);
});
