import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { acting, eventually, publicServer, renderSite } from '../../../test/render-site';
import type { Activity } from '../data/activities-api';
import ar from '../locales/ar.json';
import t from '../locales/en.json';

afterEach(cleanup);

const ACTIVITY: Activity = {
  id: 7,
  title: 'Quran circle',
  description: 'Weekly reading with tajweed.',
  location: 'Main hall',
  video_link: 'https://youtu.be/dQw4w9WgXcQ?t=75',
  photo: '5f0c7a4e-1d2b-4c3e-9f8a-7b6c5d4e3f21.png',
  date: '2026-12-12',
  time: '18:30',
};
const ARABIC: Activity = { ...ACTIVITY, title: 'حلقة القرآن', description: 'قراءة أسبوعية مع التجويد.' };

describe('the public Activities page', () => {
  it('is reached from the header and shows the activities asked for in the visitor’s language', async () => {
    const server = publicServer((call) =>
      call.path === '/public/activities'
        ? { status: 200, body: { activities: [call.language === 'ar' ? ARABIC : ACTIVITY] } }
        : undefined,
    );
    await renderSite({ server });
    await acting(() => userEvent.click(screen.getByRole('link', { name: en['layout.nav.activities'] })));

    const list = await eventually(() => screen.getByRole('list', { name: '1 activity' }));
    const card = within(list).getByRole('article', { name: 'Quran circle' });
    expect(card.querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/5f0c7a4e-1d2b-4c3e-9f8a-7b6c5d4e3f21.png',
    );
    expect(within(card).getByText('Main hall').textContent).toBe('Main hall');
    expect(screen.getByRole('heading', { level: 1, name: t['activities.title'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: en['layout.nav.activities'] }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      server.calls.filter((call) => call.path === '/public/activities').map((call) => call.language),
    ).toEqual(['en']);

    // The video is a poster: the player (and its provider) only comes with Play.
    expect(card.querySelector('iframe')).toBeNull();
    await acting(() => userEvent.click(within(card).getByRole('button')));
    expect(card.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=75',
    );

    // In Arabic the page asks again in Arabic.
    await acting(() => userEvent.click(screen.getByRole('button', { name: /^AR/ })));
    await eventually(() => screen.getByRole('article', { name: 'حلقة القرآن' }));
    expect(screen.getByRole('heading', { level: 1, name: ar['activities.title'] })).toBeTruthy();
  });

  it('says when the activities cannot be loaded, and Try again asks once more', async () => {
    let answer: 'fail' | 'ok' = 'fail';
    const server = publicServer((call) =>
      call.path === '/public/activities'
        ? answer === 'fail'
          ? { status: 503, body: { detail: 'Service unavailable' } }
          : { status: 200, body: { activities: [] } }
        : undefined,
    );
    await renderSite({ path: '/activities', server });
    const alert = await eventually(() => screen.getByRole('alert'));
    expect(alert.textContent).toContain(t['activities.failed']);
    answer = 'ok';
    await acting(() => userEvent.click(within(alert).getByRole('button', { name: en['common.retry'] })));
    await eventually(() => screen.getByRole('heading', { name: t['activities.empty'] }));
  });
});
