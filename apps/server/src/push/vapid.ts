import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about this sender: a mailto: or https: address. */
  subject: string;
}

const SECRET_NAME = 'vapid-keys';

/**
 * The server's VAPID keys: the configured pair (MINBAR_VAPID_PUBLIC_KEY and MINBAR_VAPID_PRIVATE_KEY),
 * or a pair made on the first start and kept in the database, so every instance sharing it signs
 * with the same key and the browsers' subscriptions, made with its public half, stay valid across
 * restarts. The insert keeps the first pair stored when two instances start together.
 */
export async function loadVapidKeys(
  db: Database,
  settings: { publicKey?: string; privateKey?: string; subject: string },
): Promise<VapidKeys> {
  if (settings.publicKey && settings.privateKey)
    return { publicKey: settings.publicKey, privateKey: settings.privateKey, subject: settings.subject };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: `${made.publicKey}.${made.privateKey}` })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  const [publicKey, privateKey] = row?.value.split('.') ?? [];
  if (!publicKey || !privateKey) throw new Error('VAPID keys could not be stored');
  return { publicKey, privateKey, subject: settings.subject };
}
