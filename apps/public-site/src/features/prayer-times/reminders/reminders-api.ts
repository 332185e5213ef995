import { deletePushSubscription, getPushKey, savePushSubscription } from '@minbar/api/endpoints/push';
import type { PushSubscriptionSave } from '@minbar/api/schemas/push';
import { publicApiClients } from '../../../lib/public-api-clients';

/** The reminders page's calls: the server's key, saving this device's choices, forgetting the device. */
export interface RemindersApi {
  key(): Promise<string>;
  save(subscription: PushSubscriptionSave): Promise<void>;
  remove(endpoint: string): Promise<void>;
}

export function httpRemindersApi(baseURL: string): RemindersApi {
  const client = publicApiClients(baseURL)('pl');
  return {
    key: async () => (await getPushKey(client)).public_key,
    save: async (subscription) => {
      await savePushSubscription(client, subscription);
    },
    remove: (endpoint) => deletePushSubscription(client, endpoint),
  };
}
