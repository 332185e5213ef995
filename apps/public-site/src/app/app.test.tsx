import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import { acting, eventually, memoryStorage, publicServer, renderSite } from '../test/render-site';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('public site shell', () => {
  it('greets visitors in Polish when no language was chosen, before any data arrives', async () => {
    await renderSite({ server: publicServer(() => 'no-answer'), storage: memoryStorage() });

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(pl['home.title']);
    expect(within(main).getByText(pl['home.intro'])).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain(pl['layout.centreName']);
    expect(screen.getByRole('contentinfo').textContent).toContain(pl['layout.footer']);
    expect(document.documentElement.lang).toBe('pl');
    // Before the centre's identity arrives, the site names it in its own words.
    expect(document.title).toBe(pl['document.title'].replace('{name}', pl['layout.centreName']));
  });

  it("names the centre in the header, footer, title and sharing preview once its identity arrives, in the visitor's language", async () => {
    const preview = document.createElement('meta');
    preview.setAttribute('property', 'og:title');
    document.head.append(preview);
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push(`${url} ${new Headers(init.headers).get('accept-language')}`);
      return Response.json({
        language: 'en',
        name: 'Muslim Cultural Centre in Warsaw',
        short_name: null,
        address: 'ul. Przykładowa 1\n00-000 Warszawa',
        phone: '+48 22 000 00 00',
        email: null,
        website: null,
        logo: '0123456789abcdef01234567-320x320',
        registration_numbers: [{ label: 'KRS', value: '0000000000' }],
        bank_account: 'PL61109010140000071219812874',
      });
    });
    await renderSite({ server: publicServer(), storage: memoryStorage({ language: 'en' }) });

    await eventually(() =>
      expect(screen.getByRole('banner').textContent).toContain('Muslim Cultural Centre in Warsaw'),
    );
    expect(asked).toEqual(['/api/public/mosque en']);
    const footer = screen.getByRole('contentinfo').textContent ?? '';
    expect(footer).toContain('00-000 Warszawa');
    expect(footer).toContain('+48 22 000 00 00');
    expect(footer).toContain(
      en['layout.bankAccount'].replace('{account}', 'PL61 1090 1014 0000 0712 1981 2874'),
    );
    expect(footer).toContain(
      en['layout.registration'].replace('{label}', 'KRS').replace('{value}', '0000000000'),
    );
    const title = en['document.title'].replace('{name}', 'Muslim Cultural Centre in Warsaw');
    expect(document.title).toBe(title);
    expect(preview.getAttribute('content')).toBe(title);
    expect(screen.getByRole('banner').querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/0123456789abcdef01234567-320.jpg',
    );
    preview.remove();
  });

  it.each([
    ['en', en],
    ['ar', ar],
    ['pl', pl],
  ] as const)(
    'says on every page, in %s, that no money is taken while the server takes test payments',
    async (language, messages) => {
      const identity = {
        language,
        name: 'Muslim Cultural Centre in Warsaw',
        short_name: null,
        address: null,
        phone: null,
        email: null,
      };
      let testPayments = true;
      vi.stubGlobal('fetch', async () => Response.json({ ...identity, test_payments: testPayments }));
      await renderSite({ path: '/events', server: publicServer(), storage: memoryStorage({ language }) });

      const notice = await eventually(() =>
        screen.getByRole('complementary', { name: messages['layout.testPayments.label'] }),
      );
      expect(notice.textContent).toBe(messages['layout.testPayments']);
      cleanup();

      // A server whose payments are real (Stripe) says false: no notice.
      testPayments = false;
      await renderSite({ server: publicServer(), storage: memoryStorage({ language }) });
      await eventually(() => expect(screen.getByRole('banner').textContent).toContain(identity.name));
      expect(screen.queryByRole('complementary')).toBeNull();
    },
  );

  it('starts in the language kept from an earlier visit', async () => {
    await renderSite({ server: publicServer(), storage: memoryStorage({ language: 'en' }) });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['home.title']);
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('ignores a stored value that is not a supported language', async () => {
    await renderSite({ server: publicServer(), storage: memoryStorage({ language: 'xx' }) });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(pl['home.title']);
  });

  it('switches to Arabic, mirrors the page, asks for the categories in Arabic and keeps the choice', async () => {
    const storage = memoryStorage({ language: 'en' });
    const server = publicServer();
    await renderSite({ server, storage });
    await eventually(() => screen.getByRole('region', { name: en['home.carousel.main'] }));

    await acting(() => userEvent.click(screen.getByRole('button', { name: /^ar$|arab|العربية/i })));

    await eventually(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ar['home.title']),
    );
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(storage.getItem('language')).toBe('ar');
    await eventually(() => screen.getByRole('region', { name: ar['home.carousel.main'] }));
    expect(server.calls.some((call) => call.path === '/main_categories/' && call.language === 'ar')).toBe(
      true,
    );
  });

  it('answers an unknown address with a page that leads home', async () => {
    await renderSite({ path: '/nowhere', server: publicServer() });

    await eventually(() => screen.getByRole('heading', { name: en['notFound.title'] }));
    expect(screen.getByRole('link', { name: en['common.backHome'] }).getAttribute('href')).toBe('/');
  });
});

describe('public site locale files', () => {
  it('translate every message into all three languages', () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(ar).sort()).toEqual(keys);
    expect(Object.keys(pl).sort()).toEqual(keys);
    for (const key of keys) {
      const id = key as keyof typeof en;
      expect(ar[id]).not.toBe(en[id]);
      expect(pl[id]).not.toBe(en[id]);
    }
  });
});
