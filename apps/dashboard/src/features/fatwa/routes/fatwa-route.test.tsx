import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, IMAM_SESSION, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';

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

  it('keeps a typed reply after a failed send and through list refreshes', { timeout: 20_000 }, async () => {
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
      const question = within(form).getByRole('textbox', { name: label('question', language) });
      await user.clear(question);
      await user.type(question, `${language} question`);
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
      question_en: 'English question',
      response_ar: 'نعم.',
      response_pl: 'Tak.',
    });
  });
});
