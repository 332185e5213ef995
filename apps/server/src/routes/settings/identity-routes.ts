import { mosqueIdentityUpdateSchema, type PublicMosque } from '@minbar/api/schemas/mosque-identity';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import { pickLanguage } from '@minbar/domain/fatwa/language';
import { mosqueNameIn } from '@minbar/domain/mosque/identity';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requireUser } from '../../http/context';
import { answerRefused, photoStore, readPhotoForm } from '../../http/photo-form';
import { jsonAnswer, publicReadsOf } from '../../http/public-cache';
import { asStaff } from '../../services/audit';
import { readMosqueIdentity, writeMosqueIdentity } from './identity-store';

/**
 * The mosque's identity. GET /public/mosque is public: what the mosque shows visitors anyway (its
 * name in the language the request's Accept-Language asks for, its address and how to reach it),
 * null where it has set nothing, and whether payments go to the built-in test provider
 * (`test_payments`: every page then says that no money is taken). GET and PUT /settings/identity are
 * the administrators' (the names in every language, for the certificates and the settings form), like
 * the other settings' writes.
 */
export function mosqueIdentityRoutes(deps: AppDeps) {
  const reads = publicReadsOf(deps);
  const testPayments = deps.payments.name === 'test';
  return new Hono<AppEnv>()
    .get('/public/mosque', (c) =>
      reads.answer(c, {
        area: 'mosque',
        byLanguage: true,
        // The provider is the server's configuration, not the identity's data: a restart with another
        // one must not answer a browser's earlier ETag with 304 and keep its notice as it was.
        extraKey: `payments:${deps.payments.name}`,
        build: async () => {
          const identity = await readMosqueIdentity(deps.db);
          const language = pickLanguage(c.req.header('accept-language'));
          const orNull = (text: string) => text || null;
          const answer: PublicMosque = {
            language,
            name: orNull(mosqueNameIn(identity, language)),
            short_name: orNull(identity.short_name),
            address: orNull(identity.address),
            phone: orNull(identity.phone),
            email: orNull(identity.email),
            website: orNull(identity.website),
            logo: orNull(identity.logo),
            registration_numbers: identity.registration_numbers,
            bank_account: orNull(identity.bank_account),
            test_payments: testPayments,
          };
          return jsonAnswer(answer);
        },
      }),
    )
    .get('/settings/identity', requireUser(deps, ADMIN_ROLES), async (c) =>
      c.json(await readMosqueIdentity(deps.db)),
    )
    .put('/settings/identity', requireUser(deps, ADMIN_ROLES), async (c) => {
      try {
        // JSON, or multipart with the identity as its `identity` part and a new `logo` image; the
        // logo goes through the shared uploads like every photo (re-encoded, content-hashed).
        const body = await readPhotoForm(c, {
          part: 'identity',
          schema: mosqueIdentityUpdateSchema,
          photoRequired: false,
          filePart: 'logo',
        });
        const logos = photoStore(deps, 'logo');
        const logo = await logos.store(body.photo);
        const replaced = await logos.saving(logo, () =>
          asStaff(deps.db, actingOf(c, deps), (tx) =>
            writeMosqueIdentity(tx, body.payload, c.get('user').id, logo ?? undefined),
          ),
        );
        if (replaced) await deps.uploads.remove(replaced);
        return c.json(await readMosqueIdentity(deps.db));
      } catch (error) {
        return answerRefused(c, error);
      }
    });
}
