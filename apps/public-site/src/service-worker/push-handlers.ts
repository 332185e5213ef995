/*
 * The service worker's half of prayer reminders: a push from the server becomes a notification in
 * the language it was written in, and a press on it opens (or focuses) the page it names; its
 * "stop reminders" action unsubscribes the device, at the server and in the browser. The worker file
 * (sw.ts) calls registerPushHandlers(self). The payload is what apps/server/src/push/texts.ts builds.
 */

export interface ReminderPayload {
  title: string;
  body: string;
  lang: string;
  dir: 'ltr' | 'rtl' | 'auto';
  tag: string;
  url: string;
  /** The label of the action that stops reminders on this device. */
  unsubscribe: string;
}

/** The action a notification's "stop reminders" button reports. */
export const UNSUBSCRIBE_ACTION = 'unsubscribe';
/** Where the worker tells the server to forget this device (the site's own API). */
export const UNSUBSCRIBE_PATH = '/api/public/push/unsubscribe';

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface NotificationLike {
  data: unknown;
  close(): void;
}
interface NotificationEventLike extends ExtendableEventLike {
  action: string;
  notification: NotificationLike;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}

/**
 * The parts of ServiceWorkerGlobalScope the handlers use, written out so this module type-checks
 * with the site's DOM types; the worker's real `self` has all of them.
 */
export interface PushWorkerScope {
  location: { origin: string };
  registration: {
    showNotification(
      title: string,
      options?: NotificationOptions & { actions?: { action: string; title: string }[] },
    ): Promise<void>;
    pushManager: { getSubscription(): Promise<{ endpoint: string; unsubscribe(): Promise<boolean> } | null> };
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

function readPayload(event: PushEventLike): ReminderPayload | null {
  try {
    const data = event.data?.json() as Partial<ReminderPayload> | undefined;
    if (!data || typeof data.title !== 'string') return null;
    return {
      title: data.title,
      body: typeof data.body === 'string' ? data.body : '',
      lang: typeof data.lang === 'string' ? data.lang : '',
      dir: data.dir === 'rtl' || data.dir === 'ltr' ? data.dir : 'auto',
      tag: typeof data.tag === 'string' ? data.tag : '',
      url: typeof data.url === 'string' ? data.url : '/',
      unsubscribe: typeof data.unsubscribe === 'string' ? data.unsubscribe : '',
    };
  } catch {
    return null;
  }
}

/** Only the site's own pages open from a notification. */
function sameOriginUrl(scope: PushWorkerScope, url: unknown): string {
  try {
    const resolved = new URL(typeof url === 'string' ? url : '/', scope.location.origin);
    return resolved.origin === scope.location.origin ? resolved.href : scope.location.origin;
  } catch {
    return scope.location.origin;
  }
}

async function unsubscribe(scope: PushWorkerScope): Promise<void> {
  const subscription = await scope.registration.pushManager.getSubscription();
  if (!subscription) return;
  await fetch(new URL(UNSUBSCRIBE_PATH, scope.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  });
  await subscription.unsubscribe();
}

async function openPage(scope: PushWorkerScope, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) await open.focus();
  else await scope.clients.openWindow(url);
}

export function registerPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    const payload = readPayload(event);
    // A push must show something (userVisibleOnly); one the worker cannot read shows nothing useful
    // either way, so only a readable one is shown.
    if (!payload) return;
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        lang: payload.lang,
        dir: payload.dir,
        tag: payload.tag,
        data: { url: payload.url },
        actions: payload.unsubscribe ? [{ action: UNSUBSCRIBE_ACTION, title: payload.unsubscribe }] : [],
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    if (event.action === UNSUBSCRIBE_ACTION) {
      event.waitUntil(unsubscribe(scope));
      return;
    }
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openPage(scope, sameOriginUrl(scope, data?.url)));
  });
}
