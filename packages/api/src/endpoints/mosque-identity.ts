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

/** The multipart body of a save with a new logo: the identity as the `identity` JSON part, the image as `logo`. */
export function mosqueIdentityFormData(input: MosqueIdentityUpdate, logo: Blob): FormData {
  const form = new FormData();
  form.append('identity', JSON.stringify(input));
  form.append('logo', logo);
  return form;
}

/**
 * PUT /settings/identity (admin): the identity as mosqueIdentityUpdateSchema parsed it, with a new
 * logo when one is chosen (else the stored one stays, unless `remove_logo`); answers it as stored.
 */
export function updateMosqueIdentity(
  client: ApiClient,
  input: MosqueIdentityUpdate,
  logo?: Blob | null,
): Promise<MosqueIdentityAnswer> {
  return client.request(mosqueIdentitySchema, '/settings/identity', {
    method: 'PUT',
    body: logo ? mosqueIdentityFormData(input, logo) : input,
  });
}
