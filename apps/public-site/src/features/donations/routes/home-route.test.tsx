import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { acting, CAMPAIGNS, eventually, MAIN, publicServer, renderSite } from '../../../test/render-site';

afterEach(cleanup);

describe('the public home', () => {
  it('shows the main categories, then the campaigns on the Categories tab, each card linking to its page', async () => {
    await renderSite({ server: publicServer() });

    const main = await eventually(() => screen.getByRole('region', { name: en['home.carousel.main'] }));
    expect(within(main).getAllByRole('listitem')).toHaveLength(MAIN.length);
    expect(within(main).getByRole('link', { name: 'Give to Zakat' }).getAttribute('href')).toBe('/main/3');

    await acting(() => userEvent.click(screen.getByRole('tab', { name: en['home.tab.campaigns'] })));
    const campaigns = await eventually(() =>
      screen.getByRole('region', { name: en['home.carousel.campaigns'] }),
    );
    expect(within(campaigns).getAllByRole('group')).toHaveLength(CAMPAIGNS.length);
    expect(within(campaigns).getByRole('link', { name: 'Give to Winter coats' }).getAttribute('href')).toBe(
      '/donation/12',
    );
  });

  it('shows a fallback picture in place of an uploaded one that cannot be loaded', async () => {
    await renderSite({
      server: publicServer((call) =>
        call.path === '/main_categories/'
          ? { status: 200, body: [{ ...MAIN[1], image: 'gone.jpg' }] }
          : undefined,
      ),
    });

    const main = await eventually(() => screen.getByRole('region', { name: en['home.carousel.main'] }));
    const picture = main.querySelector('img') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/uploads/gone.jpg');
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toMatch(/^\/fallback\/category-\d\.svg$/);
  });

  it("says 'No categories available' when a tab has none", async () => {
    await renderSite({
      server: publicServer((call) =>
        call.path === '/main_categories/' ? { status: 200, body: [] } : undefined,
      ),
    });

    await eventually(() => screen.getByText(en['home.noCategories']));
  });

  it('shows a failed load with Try again, which asks the server again', async () => {
    let failing = true;
    const server = publicServer((call) =>
      call.path === '/main_categories/' && failing ? { status: 503, body: { detail: 'Down' } } : undefined,
    );
    await renderSite({ server });

    const alert = await eventually(() => screen.getByRole('alert'));
    expect(alert.textContent).toContain(en['home.categoriesFailed']);
    failing = false;
    await acting(() => userEvent.click(within(alert).getByRole('button', { name: en['common.retry'] })));

    await eventually(() => screen.getByRole('region', { name: en['home.carousel.main'] }));
    expect(server.calls.filter((call) => call.path === '/main_categories/')).toHaveLength(2);
  });
});
