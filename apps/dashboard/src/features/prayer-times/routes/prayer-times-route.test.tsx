import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, type FakeRoute, fakeServer, IMAM_SESSION, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';

const STORED = {
  time_zone: 'Europe/Warsaw',
  default_city: 'Krakow',
  hijri_offset: 1,
  jumuah: { athan: '13:00', iqama: '13:30' },
};

/** The prayer page's reads, answered empty; `put` answers PUT /settings. */
function prayerServer(put: FakeRoute) {
  return fakeServer((request) => {
    const { method, path } = request;
    if (path === '/settings') return method === 'PUT' ? put(request) : { status: 200, body: STORED };
    if (path === '/users/me')
      return {
        status: 200,
        body: { id: 1, username: 'amina', email: 'amina@example.org', phone: null, roles: ['admin'] },
      };
    if (path === '/polish-cities') return { status: 200, body: ['Warsaw', 'Krakow'] };
    if (path === '/prayer-settings') return { status: 200, body: [] };
    return { status: 404, body: { detail: 'No prayer times available' } };
  });
}

describe('the prayer times route', () => {
  it('lets an admin change the mosque settings: a refusal keeps the dialog and its input, a save closes it', {
    timeout: 20_000,
  }, async () => {
    let refuse = true;
    const server = prayerServer(({ body }) =>
      refuse
        ? {
            status: 422,
            body: {
              detail: [
                {
                  loc: ['body', 'jumuah', 'iqama'],
                  msg: "Jumu'a's iqama comes after its athan",
                  type: 'settings.jumuah_iqama_before_athan',
                },
              ],
            },
          }
        : { status: 200, body: { ...STORED, ...(body as object) } },
    );
    renderApp({ path: '/dashboard/AthanTimes', session: ADMIN_SESSION, server });
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: en['prayer.mosqueSettings.open'] }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: en['prayer.mosqueSettings.title'] });
    expect(dialog.querySelector('input[name="jumuah_athan"]')).toHaveValue('13:00');
    await user.click(within(dialog).getByRole('button', { name: en['prayer.dialog.save'] }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en['prayer.error.saveMosqueSettings']);
    const iqama = within(dialog).getByRole('group', {
      name: new RegExp(en['prayer.mosqueSettings.jumuahIqama']),
    });
    await waitFor(() =>
      expect(iqama).toHaveAccessibleDescription(new RegExp(en['prayer.error.jumuahIqamaBeforeAthan'])),
    );
    expect(dialog.querySelector('input[name="jumuah_iqama"]')).toHaveValue('13:30');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: en['prayer.dialog.save'] }));
    expect(await screen.findByText(en['prayer.success.mosqueSettingsSaved'])).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = server.calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).toEqual({
      default_city: 'Krakow',
      hijri_offset: 1,
      jumuah: { athan: '13:00', iqama: '13:30' },
    });
  });

  it('shows an imam no mosque settings button', { timeout: 60_000 }, async () => {
    renderApp({
      path: '/dashboard/AthanTimes',
      session: IMAM_SESSION,
      server: prayerServer(() => ({ status: 403, body: { detail: 'Forbidden' } })),
    });
    expect(
      await screen.findByRole('button', { name: en['prayer.upload'] }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en['prayer.mosqueSettings.open'] })).not.toBeInTheDocument();
  });
});
