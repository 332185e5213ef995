import { isNetworkFailure } from '@minbar/api/errors';
import { isLanguage } from '@minbar/domain/input/languages';
import { noReminders, type ReminderChoices, reminderChoicesSchema } from '@minbar/domain/prayer/reminders';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { createContext, use, useEffect, useState } from 'react';
import * as v from 'valibot';
import { useSearch } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { FailureState, Loadable, LoadingState } from '../../../lib/loadable';
import { usePrayerTimesData } from '../data/prayer-times-provider';
import { prayerTimesKeys, useCities } from '../data/prayer-times-queries';
import { usePrayerIntl } from '../prayer-intl';
import { browserPushPlatform, type PushPlatform } from './push-platform';
import { type DeviceState, ReminderSettings, type ReminderSettingsProps } from './reminder-settings';
import { httpRemindersApi, type KeptReminders, type RemindersApi } from './reminders-api';
import '../../../lib/content-page.css';

export interface RemindersDevice {
  platform: PushPlatform;
  api: RemindersApi;
  /**
   * This device's copy of its choices as last saved: shown only when the server, which holds the
   * choices the reminders follow, cannot be reached (offline).
   */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

let browserDevice: RemindersDevice | null = null;
function defaultDevice(): RemindersDevice {
  browserDevice ??= {
    platform: browserPushPlatform(),
    api: httpRemindersApi('/api'),
    storage: window.localStorage,
  };
  return browserDevice;
}

/** The browser's push, the API and local storage; stories and tests put stand-ins here. */
export const RemindersDeviceContext = createContext<RemindersDevice | null>(null);

const STORAGE_KEY = 'minbar.reminders';
const storedSchema = v.object({ city: v.string(), choices: reminderChoicesSchema });

function readStored(device: RemindersDevice): { city: string; choices: ReminderChoices } | null {
  try {
    const parsed = v.safeParse(storedSchema, JSON.parse(device.storage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** What opening the page found out about this device: asking, asking failed, or known. */
type Check = 'checking' | 'failed' | 'done';

/** A subscribed device's choices: the server's, or none kept there, or the device's copy when offline. */
type Found =
  | { kind: 'none' }
  | { kind: 'server'; kept: KeptReminders }
  | { kind: 'unknown' }
  | { kind: 'offline' };

async function findChoices(device: RemindersDevice): Promise<Found> {
  const existing = await device.platform.current();
  if (!existing) return { kind: 'none' };
  try {
    const kept = await device.api.find(existing.endpoint);
    return kept ? { kind: 'server', kept } : { kind: 'unknown' };
  } catch (error) {
    if (isNetworkFailure(error)) return { kind: 'offline' };
    throw error;
  }
}

/**
 * /reminders: prayer reminders on this device, its own chunk, reached from the prayer times page. The
 * browser is asked for permission only when the visitor presses the button.
 */
export default function RemindersRoute() {
  const { t } = usePrayerIntl();
  const site = useAppMessages();
  const { cache } = usePrayerTimesData();
  return (
    <section className="content-page" aria-labelledby="reminders-title">
      <header className="content-page__header">
        <h1 id="reminders-title">{t('reminders.title')}</h1>
        <p>{t('reminders.intro')}</p>
      </header>
      <Loadable
        loadingText={t('reminders.loading')}
        failureText={t('timetable.failed')}
        retryText={site('common.retry')}
        onRetry={() => cache.forget(prayerTimesKeys.all)}
      >
        <Reminders />
      </Loadable>
    </section>
  );
}

function Reminders() {
  const { t } = usePrayerIntl();
  const site = useAppMessages();
  const device = use(RemindersDeviceContext) ?? defaultDevice();
  const locale = useUiLocale();
  const { cities, defaultCity } = useCities();
  const asked = new URLSearchParams(useSearch()).get('city');
  const [stored] = useState(() => readStored(device));
  const [state, setState] = useState<DeviceState>(() =>
    !device.platform.supported ? 'unsupported' : device.platform.permission() === 'denied' ? 'denied' : 'off',
  );
  const [check, setCheck] = useState<Check>(() => (state === 'off' ? 'checking' : 'done'));
  const [offlineCopy, setOfflineCopy] = useState(false);
  const [choices, setChoices] = useState<ReminderChoices>(() => stored?.choices ?? noReminders());
  const [city, setCity] = useState(() => asked ?? stored?.city ?? defaultCity);
  const [busy, setBusy] = useState<ReminderSettingsProps['busy']>(null);
  const [outcome, setOutcome] = useState<ReminderSettingsProps['outcome']>(null);

  // A device already subscribed (on another visit) opens with the choices the server keeps for it.
  useEffect(() => {
    if (check !== 'checking') return;
    let live = true;
    findChoices(device).then(
      (found) => {
        if (!live) return;
        setCheck('done');
        if (found.kind === 'server') {
          setChoices(found.kept.choices);
          setCity(found.kept.city);
          device.storage.setItem(STORAGE_KEY, JSON.stringify(found.kept));
        }
        // A subscription the server no longer keeps is off: turning on again saves it anew.
        if (found.kind === 'server' || found.kind === 'offline') setState('on');
        setOfflineCopy(found.kind === 'offline');
      },
      () => {
        if (live) setCheck('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [device, check]);

  async function run(
    kind: NonNullable<ReminderSettingsProps['busy']>,
    work: () => Promise<ReminderSettingsProps['outcome']>,
  ) {
    setBusy(kind);
    setOutcome(null);
    try {
      setOutcome(await work());
    } catch {
      setOutcome('error');
    } finally {
      setBusy(null);
    }
  }

  async function save(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
    await device.api.save({ ...subscription, locale: isLanguage(locale) ? locale : 'en', city, choices });
    device.storage.setItem(STORAGE_KEY, JSON.stringify({ city, choices }));
    setOfflineCopy(false);
  }

  if (check === 'checking') return <LoadingState text={t('reminders.loading')} />;
  if (check === 'failed')
    return (
      <FailureState
        text={t('reminders.loadFailed')}
        retryText={site('common.retry')}
        onRetry={() => setCheck('checking')}
      />
    );
  return (
    <ReminderSettings
      device={state}
      offlineCopy={offlineCopy}
      busy={busy}
      outcome={outcome}
      choices={choices}
      city={city}
      cities={cities.includes(city) ? cities : [city, ...cities]}
      onChoices={setChoices}
      onCity={setCity}
      onEnable={() =>
        run('enabling', async () => {
          const permission = await device.platform.requestPermission();
          if (permission !== 'granted') {
            if (permission === 'denied') setState('denied');
            return null;
          }
          const subscription = await device.platform.subscribe(await device.api.key());
          await save(subscription);
          setState('on');
          return 'saved';
        })
      }
      onSave={() =>
        run('saving', async () => {
          const subscription = await device.platform.current();
          if (!subscription) {
            setState('off');
            return 'error';
          }
          await save(subscription);
          return 'saved';
        })
      }
      onUnsubscribe={() =>
        run('removing', async () => {
          const subscription = await device.platform.current();
          if (subscription) await device.api.remove(subscription.endpoint);
          await device.platform.unsubscribe();
          device.storage.removeItem(STORAGE_KEY);
          setState('off');
          return 'removed';
        })
      }
    />
  );
}
