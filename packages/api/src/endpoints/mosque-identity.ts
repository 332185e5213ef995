import type { ApiClient } from '../client';
import {
  type MosqueIdentityAnswer,
  type MosqueIdentityUpdate,
  mosqueIdentitySchema,
  type PublicMosque,
  publicMosqueSchema,
} from '../schemas/mosque-identity';

/** GET /public/mosque: the mosque's public identity, its name in the client's language; no token. */
export function getPublicMosque(client: ApiClient): Promise<PublicMosque> {
  return client.request(publicMosqueSchema, '/public/mosque', { auth: false });
}

/** GET /settings/identity (admin): the whole identity, its name in every language. */
export function getMosqueIdentity(client: ApiClient): Promise<MosqueIdentityAnswer> {
  return client.request(mosqueIdentitySchema, '/settings/identity');
}

/** PUT /settings/identity (admin): the identity as mosqueIdentityUpdateSchema parsed it; answers it as stored. */
export function updateMosqueIdentity(
  client: ApiClient,
  input: MosqueIdentityUpdate,
): Promise<MosqueIdentityAnswer> {
  return client.request(mosqueIdentitySchema, '/settings/identity', { method: 'PUT', body: input });
}
