import { ApiError } from '@minbar/api/errors';
import { noReminders } from '@minbar/domain/prayer/reminders';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { displayText } from '../../../test/display-story-support';
import { siteText } from '../../../test/story-support';
import { withTimetablePage } from '../../../test/timetable-story-support';
import type { DeviceSubscription, PushPlatform } from './push-platform';
import type { KeptReminders, RemindersApi } from './reminders-api';
import RemindersRoute, { type RemindersDevice, RemindersDeviceContext } from './reminders-route';

/*
 * The reminders page (/reminders) in each state of a device: a browser without push, notifications
 * blocked, not subscribed, asking the server for a subscribed device's choices, asking failed, the
 * server's choices, the device's copy when offline, a device the server no longer keeps, saving,
 * and a save that failed. The
 * browser's push and the API are stand-ins; the server's delivery is tested in apps/server.
 */

const SUBSCRIPTION: DeviceSubscription = {
  endpoint: 'https://push.example/device-1',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
};

interface DeviceSetup {
  supported?: boolean;
  permission?: NotificationPermission;
  /** Asked for permission, the browser answers this. */
  answer?: NotificationPermission;
  subscribed?: boolean;
  /** What the server answers for this device; SERVER_CHOICES unless told. */
  find?: RemindersApi['find'];
  /** The server answers the device's first question with a 503, as a server restarting would. */
  failFirstFind?: boolean;
  save?: RemindersApi['save'];
  stored?: string | null;
}

const never = <T,>() => new Promise<T>(() => {});

function storyDevice(setup: DeviceSetup): RemindersDevice {
  let subscribed = setup.subscribed ?? false;
  let finds = 0;
  const items = new Map<string, string>();
  if (setup.stored) items.set('minbar.reminders', setup.stored);
  const platform: PushPlatform = {
    supported: setup.supported ?? true,
    permission: () => setup.permission ?? 'default',
    requestPermission: fn(async () => setup.answer ?? 'granted'),
    current: async () => (subscribed ? SUBSCRIPTION : null),
    subscribe: fn(async () => {
      subscribed = true;
      return SUBSCRIPTION;
    }),
    unsubscribe: async () => {
      subscribed = false;
    },
  };
  return {
    platform,
    api: {
      key: async () => 'BPublicKey',
      find: async (endpoint) => {
        finds += 1;
        if (setup.failFirstFind && finds === 1) throw new ApiError({ kind: 'http', status: 503 });
        return (setup.find ?? (async () => SERVER_CHOICES))(endpoint);
      },
      save: setup.save ?? fn(async () => {}),
      remove: fn(async () => {}),
    },
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => items.set(key, value),
      removeItem: (key) => items.delete(key),
    },
  };
}

function DeviceFrame({ setup, children }: { setup: DeviceSetup; children: React.ReactNode }) {
  const [device] = useState(() => storyDevice(setup));
  return <RemindersDeviceContext value={device}>{children}</RemindersDeviceContext>;
}

const withDevice: Decorator = (Story, context) => (
  <DeviceFrame setup={(context.parameters.device as DeviceSetup | undefined) ?? {}}>
    <Story />
  </DeviceFrame>
);

const meta = {
  title: 'Public/PrayerTimes/RemindersPage',
  component: RemindersRoute,
  decorators: [withDevice, withTimetablePage],
  parameters: { layout: 'fullscreen', path: '/reminders?city=Warsaw' },
} satisfies Meta<typeof RemindersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const button = (canvasElement: HTMLElement, globals: Globals, id: Parameters<typeof displayText>[1]) =>
  within(canvasElement).findByRole('button', { name: displayText(globals, id) });

/** The server's choices for the subscribed device: Maghrib at the athan, Isha ten minutes before. */
const SERVER_CHOICES: KeptReminders = (() => {
  const choices = noReminders();
  choices.prayers.maghrib.athan = true;
  choices.prayers.isha.before_iqama = 10;
  return { city: 'Warsaw', choices };
})();

/** The device's own, older copy: Isha thirty minutes before, which the server no longer holds. */
const DEVICE_COPY = (() => {
  const choices = noReminders();
  choices.prayers.isha.before_iqama = 30;
  return JSON.stringify({ city: 'Warsaw', choices });
})();

const SUBSCRIBED = { subscribed: true, permission: 'granted', stored: DEVICE_COPY } as const;

const ishaMinutes = (canvasElement: HTMLElement, globals: Globals) =>
  within(
    within(canvasElement).getByRole('group', { name: displayText(globals, 'prayer.name.isha') }),
  ).getByRole('combobox', { name: displayText(globals, 'reminders.beforeIqama') });

/** Not subscribed: the choices, and the button that asks the browser for permission. */
export const NotSubscribed: Story = {
  play: async ({ canvasElement, globals }) => {
    await button(canvasElement, globals, 'reminders.enable');
    await expect(
      within(canvasElement).getByText(displayText(globals, 'reminders.privacy.body')),
    ).toBeVisible();
    const maghrib = within(canvasElement).getByRole('group', {
      name: displayText(globals, 'prayer.name.maghrib'),
    });
    await expect(
      within(maghrib).getByRole('checkbox', { name: displayText(globals, 'reminders.athan') }),
    ).not.toBeChecked();
  },
};

/** Choosing Maghrib at the athan and Isha ten minutes before the iqama, then turning reminders on. */
export const TurningOn: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const enable = await button(canvasElement, globals, 'reminders.enable');
    const maghrib = canvas.getByRole('group', { name: displayText(globals, 'prayer.name.maghrib') });
    await userEvent.click(
      within(maghrib).getByRole('checkbox', { name: displayText(globals, 'reminders.athan') }),
    );
    const isha = canvas.getByRole('group', { name: displayText(globals, 'prayer.name.isha') });
    await userEvent.selectOptions(
      within(isha).getByRole('combobox', { name: displayText(globals, 'reminders.beforeIqama') }),
      '10',
    );
    await userEvent.click(enable);
    await expect(await canvas.findByText(displayText(globals, 'reminders.saved'))).toBeVisible();
    await expect(await button(canvasElement, globals, 'reminders.unsubscribe')).toBeVisible();
  },
};

/** Subscribed on an earlier visit: the choices the server keeps (not the device's older copy). */
export const Subscribed: Story = {
  parameters: { device: SUBSCRIBED },
  play: async ({ canvasElement, globals }) => {
    await button(canvasElement, globals, 'reminders.unsubscribe');
    await expect(ishaMinutes(canvasElement, globals)).toHaveValue('10');
    await expect(within(canvasElement).queryByText(displayText(globals, 'reminders.offlineCopy'))).toBeNull();
  },
};

/** Asking the server for a subscribed device's choices: a loading line, no form yet. */
export const Checking: Story = {
  parameters: { device: { ...SUBSCRIBED, find: () => never() } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(displayText(globals, 'reminders.loading')),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
  },
};

/** The server answered with an error: the failure, a retry, and no form. */
export const CheckFailed: Story = {
  parameters: { device: { ...SUBSCRIBED, failFirstFind: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      displayText(globals, 'reminders.loadFailed'),
    );
    await expect(canvas.getByRole('button', { name: siteText(globals, 'common.retry') })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** After the failure, the retry asks again and shows the server's choices. */
export const RetriedAfterFailure: Story = {
  parameters: { device: { ...SUBSCRIBED, failFirstFind: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: siteText(globals, 'common.retry') }));
    await button(canvasElement, globals, 'reminders.unsubscribe');
    await expect(ishaMinutes(canvasElement, globals)).toHaveValue('10');
  },
};

/** Offline: the device's own copy of its choices, and a note that the server's may differ. */
export const OfflineCopy: Story = {
  parameters: {
    device: {
      ...SUBSCRIBED,
      find: async () => {
        throw new ApiError({ kind: 'network' });
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(displayText(globals, 'reminders.offlineCopy')),
    ).toBeVisible();
    await expect(ishaMinutes(canvasElement, globals)).toHaveValue('30');
  },
};

/** The server keeps nothing for this subscription (the push service dropped it): reminders are off. */
export const NoLongerKept: Story = {
  parameters: { device: { ...SUBSCRIBED, find: async () => null } },
  play: async ({ canvasElement, globals }) => {
    await expect(await button(canvasElement, globals, 'reminders.enable')).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', { name: displayText(globals, 'reminders.unsubscribe') }),
    ).toBeNull();
  },
};

/** Saving: the save button shows it is busy. */
export const Saving: Story = {
  parameters: {
    device: { ...SUBSCRIBED, save: () => never() },
  },
  play: async ({ canvasElement, globals }) => {
    const save = await button(canvasElement, globals, 'reminders.save');
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** The server could not be reached: an alert says so, and the choices stay for another try. */
export const SaveFailed: Story = {
  parameters: {
    device: {
      ...SUBSCRIBED,
      save: async () => {
        throw new Error('offline');
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await button(canvasElement, globals, 'reminders.save'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      displayText(globals, 'reminders.error'),
    );
  },
};

/** Notifications blocked for the site: how to allow them, no form. */
export const PermissionDenied: Story = {
  parameters: { device: { permission: 'denied' } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(displayText(globals, 'reminders.denied')),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A browser without push (an iPhone's tab): what to do instead, no form. */
export const Unsupported: Story = {
  parameters: { device: { supported: false } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(displayText(globals, 'reminders.unsupported')),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
  },
};
