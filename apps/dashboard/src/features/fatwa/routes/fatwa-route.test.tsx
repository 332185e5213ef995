import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appEn from '../../../locales/en.json';
import { fakeServer, IMAM_SESSION, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

const QUESTION = {
  id: 7,
  question: 'Is it allowed to combine prayers while travelling?',
  language: 'en',
  username: 'yusuf',
  is_anonymous: false,
  created_at: '2026-11-20T14:05:00Z',
  is_active: true,
  responses: [],
};

const ANSWER = {
  id: 501,
  question_by_language: QUESTION.question,
  response: 'Yes, a traveller may combine them.',
  question_en: QUESTION.question,
  response_en: 'Yes, a traveller may combine them.',
  question_ar: 'هل يجوز الجمع في السفر؟',
  response_ar: 'نعم.',
  question_pl: 'Czy wolno łączyć modlitwy w podróży?',
  response_pl: 'Tak.',
};

const ME = { id: 2, username: 'yusuf', email: 'yusuf@example.org', phone: null, roles: ['imam'] };

function label(kind: 'question' | 'response', language: 'English' | 'Arabic' | 'Polish') {
  return (kind === 'question' ? en['fatwa.reply.question'] : en['fatwa.reply.response']).replace(
    '{language}',
    language,
  );
}

describe('the fatwa desk route', () => {
  // happy-dom lays nothing out; the virtual list needs a viewport with a size to render its rows.
  const sizes = ['clientHeight', 'clientWidth'] as const;
  const originals = sizes.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
  beforeAll(() => {
    for (const key of sizes)
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 600 });
  });
  afterAll(() => {
    sizes.forEach((key, index) => {
      const original = originals[index];
      if (original) Object.defineProperty(HTMLElement.prototype, key, original);
    });
  });

  it("shows the answers in the interface's language (Polish) to begin with, the question as asked (English)", {
    timeout: 20_000,
  }, async () => {
    const server = fakeServer(({ path }) => {
      if (path === '/users/me') return { status: 200, body: ME };
      if (path.startsWith('/fatwa/')) return { status: 200, body: [{ ...QUESTION, responses: [ANSWER] }] };
      return { status: 404, body: { detail: 'Not found' } };
    });
    renderApp({ path: '/dashboard/FatwaChat', session: IMAM_SESSION, server, locale: 'pl' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /combine prayers/ }, { timeout: 5000 }));
    expect(
      await screen.findByText(pl['fatwa.chat.answersShownIn'].replace('{language}', pl['fatwa.language.pl'])),
    ).toBeInTheDocument();
    expect(
      screen.getByText(pl['fatwa.chat.askedIn'].replace('{language}', pl['fatwa.language.en'])),
    ).toBeInTheDocument();
  });

  it('names a question asked in Polish as Polish, whatever language the desk shows', {
    timeout: 20_000,
  }, async () => {
    const polish = { ...QUESTION, language: 'pl', question: 'Czy wolno łączyć modlitwy w podróży?' };
    const server = fakeServer(({ path }) => {
      if (path === '/users/me') return { status: 200, body: ME };
      if (path.startsWith('/fatwa/')) return { status: 200, body: [polish] };
      return { status: 404, body: { detail: 'Not found' } };
    });
    renderApp({ path: '/dashboard/FatwaChat', session: IMAM_SESSION, server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /łączyć modlitwy/ }, { timeout: 5000 }));
    expect(
      await screen.findByText(en['fatwa.chat.askedIn'].replace('{language}', en['fatwa.language.pl'])),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(en['fatwa.chat.askedIn'].replace('{language}', en['fatwa.language.en'])),
    ).toBeNull();
  });

  it('keeps a typed reply after a failed send and through list refreshes', { timeout: 60_000 }, async () => {
    const server = fakeServer(({ method, path }) => {
      if (path === '/users/me') return { status: 200, body: ME };
      if (method === 'POST' && path === '/fatwa/responses') return { status: 500, body: { detail: 'boom' } };
      if (path.startsWith('/fatwa/')) return { status: 200, body: [QUESTION] };
      return { status: 404, body: { detail: 'Not found' } };
    });
    renderApp({ path: '/dashboard/FatwaChat', session: IMAM_SESSION, server });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /combine prayers/ }, { timeout: 5000 }));
    const form = await screen.findByRole('form', { name: en['fatwa.reply.title'] });
    const fill = async (tabName: string, language: 'English' | 'Arabic' | 'Polish', answer: string) => {
      await user.click(within(form).getByRole('tab', { name: tabName }));
      // The asker's language (English here) shows their question read-only: only its answer is typed.
      if (language !== 'English') {
        await user.type(
          within(form).getByRole('textbox', { name: label('question', language) }),
          `${language} question`,
        );
      }
      await user.type(within(form).getByRole('textbox', { name: label('response', language) }), answer);
    };
    await fill('EN', 'English', 'Yes.');
    await fill('AR', 'Arabic', 'نعم.');
    await fill('PL', 'Polish', 'Tak.');

    await user.click(within(form).getByRole('button', { name: en['fatwa.reply.send'] }));
    expect(await screen.findByText(en['fatwa.error.create'])).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    // A refresh of the lists (the window regains focus) leaves the draft alone.
    const listCalls = server.calls.filter(
      (call) => call.method === 'GET' && call.path.startsWith('/fatwa/'),
    ).length;
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() =>
      expect(
        server.calls.filter((call) => call.method === 'GET' && call.path.startsWith('/fatwa/')).length,
      ).toBeGreaterThan(listCalls),
    );
    expect(within(form).getByRole('textbox', { name: label('response', 'Polish') })).toHaveValue('Tak.');
    await user.click(within(form).getByRole('tab', { name: 'EN' }));
    expect(within(form).getByRole('textbox', { name: label('response', 'English') })).toHaveValue('Yes.');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      question_id: 7,
      question_en: QUESTION.question,
      question_pl: 'Polish question',
      response_ar: 'نعم.',
      response_pl: 'Tak.',
    });
  });

  it("a refused send opens the tab of the missing answer in the asker's language, focuses it and sends nothing", {
    timeout: 20_000,
  }, async () => {
    const server = fakeServer(({ method, path }) => {
      if (path === '/users/me') return { status: 200, body: ME };
      if (method === 'POST') return { status: 500, body: { detail: 'unexpected' } };
      if (path.startsWith('/fatwa/')) return { status: 200, body: [QUESTION] };
      return { status: 404, body: { detail: 'Not found' } };
    });
    renderApp({ path: '/dashboard/FatwaChat', session: IMAM_SESSION, server });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /combine prayers/ }, { timeout: 5000 }));
    const form = await screen.findByRole('form', { name: en['fatwa.reply.title'] });
    // Nothing typed: only the asker's language (English) is required, the translations are optional.
    await user.click(within(form).getByRole('tab', { name: 'AR' }));
    await user.click(within(form).getByRole('button', { name: en['fatwa.reply.send'] }));

    const englishTab = await within(form).findByRole('tab', { name: /^EN English, has errors/ });
    await waitFor(() => expect(englishTab).toHaveAttribute('aria-selected', 'true'));
    expect(within(form).getByRole('tab', { name: 'AR' })).toBeInTheDocument();
    expect(within(form).getByRole('tab', { name: 'PL' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: label('response', 'English') })).toHaveFocus(),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent(en['fatwa.reply.invalid']);
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("keeps each question's draft when the imam looks at another, and asks before leaving the desk with any", {
    timeout: 20_000,
  }, async () => {
    const other = { ...QUESTION, id: 8, question: 'When does the fast of Ashura begin?' };
    const server = fakeServer(({ path }) => {
      if (path === '/users/me') return { status: 200, body: ME };
      if (path.startsWith('/fatwa/')) return { status: 200, body: [QUESTION, other] };
      return { status: 404, body: { detail: 'Not found' } };
    });
    const { router } = renderApp({ path: '/dashboard/FatwaChat', session: IMAM_SESSION, server });
    const user = userEvent.setup();
    const englishAnswer = () =>
      within(screen.getByRole('form', { name: en['fatwa.reply.title'] })).getByRole('textbox', {
        name: label('response', 'English'),
      });

    await user.click(await screen.findByRole('button', { name: /combine prayers/ }, { timeout: 5000 }));
    await screen.findByRole('form', { name: en['fatwa.reply.title'] });
    await user.type(englishAnswer(), 'Yes.');

    // Another question opens on a fresh form; the first one's draft waits for the imam.
    await user.click(screen.getByRole('button', { name: /Ashura/ }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/Ashura/));
    expect(englishAnswer()).toHaveValue('');

    // Leaving the desk, although the open question has nothing typed, asks first.
    act(() => void router.navigate('/dashboard/ProfileSettings'));
    const question = await screen.findByRole('alertdialog', { name: appEn['forms.leave.title'] });
    await user.click(within(question).getByRole('button', { name: appEn['forms.keepEditing'] }));
    expect(router.state.location.pathname).toBe('/dashboard/FatwaChat');

    await user.click(screen.getByRole('button', { name: /combine prayers/ }));
    await waitFor(() => expect(englishAnswer()).toHaveValue('Yes.'));

    act(() => void router.navigate('/dashboard/ProfileSettings'));
    await user.click(await screen.findByRole('button', { name: appEn['forms.leave.confirm'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/ProfileSettings'));
  });

  it('leaves the desk without asking once a typed reply is erased again', { timeout: 60_000 }, async () => {
    const server = fakeServer(({ path }) => {
      if (path === '/users/me') return { status: 200, body: ME };
      if (path.startsWith('/fatwa/')) return { status: 200, body: [QUESTION] };
      return { status: 404, body: { detail: 'Not found' } };
    });
    const { router } = renderApp({ path: '/dashboard/FatwaChat', session: IMAM_SESSION, server });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /combine prayers/ }, { timeout: 5000 }));
    const form = await screen.findByRole('form', { name: en['fatwa.reply.title'] });
    const answer = within(form).getByRole('textbox', { name: label('response', 'English') });
    await user.type(answer, 'Y');
    await user.clear(answer);

    act(() => void router.navigate('/dashboard/ProfileSettings'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/ProfileSettings'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('saves an edited answer with only its changed field, after the confirmation', {
    timeout: 20_000,
  }, async () => {
    const answered = { ...QUESTION, responses: [ANSWER] };
    const server = fakeServer(({ method, path, body }) => {
      if (path === '/users/me') return { status: 200, body: ME };
      if (method === 'PATCH' && path === `/update-fatwa-response/${ANSWER.id}`) {
        return { status: 200, body: { message: 'updated', response: { ...ANSWER, ...(body as object) } } };
      }
      if (path.startsWith('/fatwa/')) return { status: 200, body: [answered] };
      return { status: 404, body: { detail: 'Not found' } };
    });
    renderApp({ path: '/dashboard/FatwaChat', session: IMAM_SESSION, server });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /combine prayers/ }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: en['fatwa.response.edit'] }));
    const dialog = await screen.findByRole('dialog', { name: en['fatwa.edit.title'] });
    await user.click(within(dialog).getByRole('tab', { name: 'PL' }));
    const polish = within(dialog).getByRole('textbox', { name: label('response', 'Polish') });
    await user.clear(polish);
    await user.type(polish, 'Tak, wolno.');
    await user.click(within(dialog).getByRole('button', { name: en['fatwa.edit.save'] }));
    const confirm = await screen.findByRole('alertdialog', { name: en['fatwa.edit.confirmTitle'] });
    await user.click(within(confirm).getByRole('button', { name: en['fatwa.edit.confirm'] }));

    expect(await screen.findByText(en['fatwa.success.updated'])).toBeInTheDocument();
    const patch = server.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ response_pl: 'Tak, wolno.' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en['fatwa.edit.title'] })).toBeNull());
  });
});
