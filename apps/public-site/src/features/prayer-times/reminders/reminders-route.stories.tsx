import { noReminders } from '@minbar/domain/prayer/reminders';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { displayText } from '../../../test/display-story-support';
import { withTimetablePage } from '../../../test/timetable-story-support';
import type { DeviceSubscription, PushPlatform } from './push-platform';
import type { RemindersApi } from './reminders-api';
import RemindersRoute, { type RemindersDevice, RemindersDeviceContext } from './reminders-route';

/*
 * The reminders page (/reminders) in each state of a device: a browser without push, notifications
 * blocked, not subscribed, subscribed with its saved choices, saving, and a save that failed. The
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
  save?: RemindersApi['save'];
  stored?: string | null;
}

const never = <T,>() => new Promise<T>(() => {});

function storyDevice(setup: DeviceSetup): RemindersDevice {
  let subscribed = setup.subscribed ?? false;
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

const SAVED_CHOICES = (() => {
  const choices = noReminders();
  choices.prayers.maghrib.athan = true;
  choices.prayers.isha.before_iqama = 10;
  return JSON.stringify({ city: 'Warsaw', choices });
})();

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

/** Subscribed on an earlier visit: the choices it saved, save and turn off. */
export const Subscribed: Story = {
  parameters: { device: { subscribed: true, permission: 'granted', stored: SAVED_CHOICES } },
  play: async ({ canvasElement, globals }) => {
    await button(canvasElement, globals, 'reminders.unsubscribe');
    const isha = within(canvasElement).getByRole('group', { name: displayText(globals, 'prayer.name.isha') });
    await expect(
      within(isha).getByRole('combobox', { name: displayText(globals, 'reminders.beforeIqama') }),
    ).toHaveValue('10');
  },
};

/** Saving: the save button shows it is busy. */
export const Saving: Story = {
  parameters: {
    device: { subscribed: true, permission: 'granted', stored: SAVED_CHOICES, save: () => never() },
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
      subscribed: true,
      permission: 'granted',
      stored: SAVED_CHOICES,
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
