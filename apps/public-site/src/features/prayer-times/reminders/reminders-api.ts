import {
  deletePushSubscription,
  findPushSubscription,
  getPushKey,
  savePushSubscription,
} from '@minbar/api/endpoints/push';
import { isApiError } from '@minbar/api/errors';
import type { PushSubscriptionSave, ReminderChoices } from '@minbar/api/schemas/push';
import { publicApiClients } from '../../../lib/public-api-clients';

/** What the server keeps for this device and the page shows: the city and the choices. */
export interface KeptReminders {
  city: string;
  choices: ReminderChoices;
}

/**
 * The reminders page's calls: the server's key, what the server keeps for this device (null when it
 * keeps nothing), saving this device's choices, forgetting the device.
 */
export interface RemindersApi {
  key(): Promise<string>;
  find(endpoint: string): Promise<KeptReminders | null>;
  save(subscription: PushSubscriptionSave): Promise<void>;
  remove(endpoint: string): Promise<void>;
}

export function httpRemindersApi(baseURL: string): RemindersApi {
  const client = publicApiClients(baseURL)('pl');
  return {
    key: async () => (await getPushKey(client)).public_key,
    find: async (endpoint) => {
      try {
        const kept = await findPushSubscription(client, endpoint);
        return { city: kept.city, choices: kept.choices };
      } catch (error) {
        // 404: the server dropped the device (the push service said it was gone) or it was stopped.
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    save: async (subscription) => {
      await savePushSubscription(client, subscription);
    },
    remove: (endpoint) => deletePushSubscription(client, endpoint),
  };
}
