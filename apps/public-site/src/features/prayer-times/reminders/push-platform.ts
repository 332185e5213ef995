/**
 * The browser's push and notification APIs behind one small interface, so the reminders page reads
 * the same in every state and its stories and tests can stand in for a browser that has no push
 * service (jsdom, Storybook's frame).
 */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushPlatform {
  /** False where the browser has no service worker, Push API or notifications (an iPhone's tab). */
  supported: boolean;
  permission(): NotificationPermission;
  /** Asks for permission: only ever from a button press. */
  requestPermission(): Promise<NotificationPermission>;
  /** This device's subscription, or null when it has none. */
  current(): Promise<DeviceSubscription | null>;
  subscribe(publicKey: string): Promise<DeviceSubscription>;
  unsubscribe(): Promise<void>;
}

/** The server's key (base64url) as the bytes PushManager.subscribe asks for. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function fromSubscription(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** The site's service worker registration: the installable app's worker, once it is registered. */
async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

export function browserPushPlatform(): PushPlatform {
  const supported =
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  return {
    supported,
    permission: () => (supported ? Notification.permission : 'denied'),
    requestPermission: () => Notification.requestPermission(),
    async current() {
      // Not `ready`, which waits for ever where no worker was registered yet (a first visit).
      const registered = supported ? await navigator.serviceWorker.getRegistration() : undefined;
      const existing = await registered?.pushManager.getSubscription();
      return existing ? fromSubscription(existing) : null;
    },
    async subscribe(publicKey) {
      const subscription = await (await registration()).pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      return fromSubscription(subscription);
    },
    async unsubscribe() {
      await (await registration()).pushManager.getSubscription().then((existing) => existing?.unsubscribe());
    },
  };
}
