import { auditPageSchema } from '@minbar/api/schemas/audit';
import type { AuditArea } from '@minbar/domain/audit/areas';
import { MAX_DELIVERY_ATTEMPTS } from '@minbar/domain/mail/delivery';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationMail } from '../../services/outbox';
import { TEST_CARDS } from '../../services/test-payment-provider';
import { ACTIVITY_FORM } from '../../test/activities';
import { MARRIAGE_FORM } from '../../test/certificates';
import { CAMPAIGN_FORM } from '../../test/donation-categories';
import { EVENT_FORM } from '../../test/events';
import {
  type Answer,
  call,
  createAccount,
  createTestServer,
  signIn,
  type TestAccount,
  type TestServer,
} from '../../test/harness';
import { PNG } from '../../test/images';

/*
 * Every staff change is in the audit trail (docs/decisions/0046), named after the staff member who
 * made it. Each staff mutation the server serves is called once, successfully, as an admin (or an imam
 * for the imam's calls and some of the staff's), and the trail filtered by that person must hold one new
 * entry, the call's, touching the call's area (and, for a named action, with that name on each row).
 *
 * Why the two tables below: a route is recorded only when its handler writes through `asStaff`, and
 * nothing else makes a new route do so. Every mutation served must be listed in one table or the
 * other, so a route added later fails this file until someone decides whether it is a staff change
 * (then it gets its case here, and must leave an entry) or not (then it says why).
 */

let server: TestServer;
/** Who makes the calls under test; each is the actor the trail is filtered by. */
const actors: Record<'admin' | 'imam', TestAccount & { token: string }> = {} as never;
/** Who sets things up and reads the trail, so the actors' trails hold only the calls under test. */
const helpers = { admin: '', imam: '', parent: '' };
const refusedMail = new Set<string>();
let keys = 0;
const newKey = () => `audit-coverage-key-${++keys}-${Date.now()}`;

beforeAll(async () => {
  server = await createTestServer({
    limits: { bookingPerAddress: 1_000, paymentPerAddress: 1_000 },
    mail: {
      async deliver(mail) {
        if (refusedMail.has(mail.to)) throw new Error('550 mailbox unavailable');
      },
    },
  });
  for (const role of ['admin', 'imam'] as const) {
    const account = await createAccount(server, { roles: [role], username: `acting-${role}` });
    actors[role] = { ...account, token: (await signIn(server, account)).access_token };
  }
  for (const role of ['admin', 'imam', 'parent'] as const) {
    helpers[role] = (await signIn(server, await createAccount(server, { roles: [role] }))).access_token;
  }
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------------------------
// Calls

type Send = (token: string) => Promise<Answer>;

/** A JSON call (or one with no body), made later with the token of whoever acts. */
const json =
  (method: string, path: string, body?: unknown): Send =>
  (token) =>
    call(server, method, path, { token, body });

/** A multipart save (an event's or an activity's form with its photo). */
const multipart =
  (method: string, path: string, form: () => FormData): Send =>
  async (token) => {
    const response = await server.app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}` },
      body: form(),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };

/** A setup call as a helper; it must succeed. */
async function setUp(method: string, path: string, body?: unknown, token = helpers.admin) {
  const answer = await call(server, method, path, { token, body });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body as Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// What the staff's calls need, made through the API as the helpers

/*
 * The events', activities' and marriage requests' forms are the areas' own test forms (src/test/);
 * the ones below are valid on the harness's day, 2026-03-01.
 */
const PACKAGE_FORM = {
  name: 'Weekend full',
  description: 'Quran, Arabic and fiqh on Saturdays and Sundays.',
  price: 150,
  num_subjects_included: 3,
};
const CHILD_FORM = { first_name: 'Adam', last_name: 'Nowak', birthdate: '2017-05-04' };

/** A multipart save: the form as its JSON part (`event` or `activity`) and a photo. */
function photoForm(part: 'event' | 'activity', fields: object) {
  const form = new FormData();
  form.append(part, JSON.stringify(fields));
  form.append('photo', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  return form;
}

const sharedDay = (date: string) => ({
  date,
  fajr: '04:10',
  dhuhr: '12:30',
  asr: '16:05',
  maghrib: '20:15',
  isha: '22:00',
});
const minutes = (from: string, to: string, each = 10) => ({
  mode: 'minutes_after_athan',
  city: 'Warsaw',
  effective_from: from,
  effective_to: to,
  fajr_minutes: each,
  dhuhr_minutes: each,
  asr_minutes: each,
  maghrib_minutes: each,
  isha_minutes: each,
});
const REPLY = {
  question_en: 'Is it permissible to pray Witr before sleeping?',
  response_en: 'Yes. Whoever fears not waking should pray Witr before sleeping.',
};
const PERSON = { type: 'personal', name: 'Amina Nowak', phone: '600100200', email: 'amina@example.org' };
const IDENTITY = {
  name: { en: 'Centre', ar: 'مركز', pl: 'Centrum' },
  address: 'ul. Przykładowa 1\n00-000 Warszawa',
};
const UPDATE = {
  date: '2026-02-20',
  text_en: 'Tiles bought',
  text_ar: 'تم شراء البلاط',
  text_pl: 'Kupiono dachówki',
};
let cities = 0;

/** A day of athan times in a city of its own; its id. */
async function athanDay() {
  cities += 1;
  const city = `Town${cities}`;
  await setUp('POST', '/api/prayer-times/bulk', { city, data: [sharedDay('2026-04-01')] });
  return (await setUp('GET', `/api/athan-times/2026-04-01?city=${city}`)).id as number;
}

let settingMonths = 0;
/** An iqama setting over a month no other setting holds; its id. */
async function iqamaSetting() {
  settingMonths += 1;
  const month = String(settingMonths).padStart(2, '0');
  const body = minutes(`2027-${month}-01`, `2027-${month}-28`);
  return { id: (await setUp('POST', '/api/prayer-settings/minutes-after', body)).id as number, body };
}

const question = async () =>
  (
    (await setUp('POST', '/api/fatwa/questions', { question: 'When is Witr?' }, helpers.parent)).question as {
      id: number;
    }
  ).id;

async function response() {
  const body = await setUp(
    'POST',
    '/api/fatwa/responses',
    { question_id: await question(), ...REPLY },
    helpers.imam,
  );
  return (body.response as { id: number }).id;
}

const category = async (change: Record<string, unknown> = {}) =>
  (await setUp('POST', '/api/categories/', { ...CAMPAIGN_FORM, ...change })).id as number;

async function campaignUpdate() {
  const categoryId = await category();
  const update = await setUp('POST', `/api/categories/${categoryId}/updates/`, UPDATE);
  return { categoryId, updateId: update.id as number };
}

/** A gift paid with the test provider's card that succeeds; its id. */
async function paidDonation(categoryId: number, frequency = 'one-time') {
  const answer = await call(server, 'POST', '/api/donations', {
    body: {
      payment_method: TEST_CARDS.succeeds,
      amount: 25,
      category_id: categoryId,
      frequency,
      donor_name: 'Anna Kowalska',
      donor_email: 'anna@example.org',
      is_anonymous: false,
      idempotency_key: newKey(),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { donation: { id: number } }).donation.id;
}

/** A monthly gift whose first month was paid; its id, as the staff's list names it. */
async function monthlyGift() {
  const categoryId = await category({ payment_type: 'Monthly' });
  await paidDonation(categoryId, 'monthly');
  const list = await setUp('GET', `/api/categories/${categoryId}/monthly-gifts`);
  return (list.items as { id: number }[])[0]!.id;
}

/** A personal booking of a new event, with its page's token. */
async function booking() {
  const event = await eventIdOf();
  const answer = await call(server, 'POST', `/api/events/${event}/registrations`, { body: PERSON });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const body = answer.body as Record<string, unknown>;
  return {
    eventId: event,
    id: (body.registration as { id: number }).id,
    token: body.receipt_token as string,
  };
}

async function eventIdOf() {
  const answer = await multipart('POST', '/api/events/', () => photoForm('event', EVENT_FORM))(helpers.admin);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { event: { id: number } }).event.id;
}

/** A booking paid online with the test provider's card that succeeds. */
async function bookingPaidOnline() {
  const booked = await booking();
  const paid = await call(
    server,
    'POST',
    `/api/events/${booked.eventId}/registrations/${booked.id}/payment`,
    {
      body: { token: booked.token, idempotency_key: newKey(), payment_method: TEST_CARDS.succeeds },
    },
  );
  expect(paid.body).toMatchObject({ payment_status: 'paid', paid_via: 'online' });
  return booked;
}

async function activityId() {
  const answer = await multipart('POST', '/api/activities/', () => photoForm('activity', ACTIVITY_FORM))(
    helpers.admin,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { activity: { id: number } }).activity.id;
}

const certificate = async () =>
  ((await setUp('POST', '/api/marriage', MARRIAGE_FORM)).request as { id: number }).id;

const teacher = () => createAccount(server, { roles: ['teacher'] });

let subjects = 0;
const createSubject = async () =>
  (await setUp('POST', '/api/subjects', { name: `Subject ${++subjects}`, description: 'A subject' }))
    .id as number;

const createPackage = async () => (await setUp('POST', '/api/packages/', PACKAGE_FORM)).id as number;

/** A parent's request to enrol a child, approved when asked; its id. */
async function createChild(approve = false) {
  const id = (await setUp('POST', '/api/children/', CHILD_FORM, helpers.parent)).id as number;
  if (approve) await setUp('PATCH', `/api/children/${id}/approve/`);
  return id;
}

/** An approved child of the parent subscribed to a new package; the subscription's id. */
async function createSubscription() {
  const body = { child_id: await createChild(true), package_id: await createPackage() };
  return (await setUp('POST', '/api/subscriptions', body, helpers.parent)).id as number;
}

/** A teacher teaching one subject. */
async function teacherWithSubject() {
  const { id } = await teacher();
  const subjectId = await createSubject();
  await setUp('POST', '/api/assign-subjects-to-teacher', { teacher_id: id, subject_ids: [subjectId] });
  return { teacherId: id, subjectId };
}

/** An approved child given to a teacher. */
async function childWithTeacher() {
  const { id: teacherId } = await teacher();
  const childId = await createChild(true);
  await setUp('POST', '/api/assign-children-to-teacher/', { child_ids: [childId], teacher_id: teacherId });
  return { teacherId, childId };
}

/** A mail the mail server refused until it failed; its id. */
async function failedMail() {
  const to = `gone-${++keys}@example.org`;
  refusedMail.add(to);
  await server.deps.outbox.send(verificationMail(to, '771204'));
  for (let drain = 1; drain < MAX_DELIVERY_ATTEMPTS; drain += 1) await server.deps.outbox.drain();
  const listed = await setUp('GET', '/api/admin/mails?per_page=100');
  const mail = (listed.data as { id: number; to: string; status: string }[]).find((each) => each.to === to);
  expect(mail?.status).toBe('failed');
  return mail!.id;
}

// ---------------------------------------------------------------------------------------------
// The classification

interface StaffMutation {
  /** As `server.app.routes` names it: method and pattern. */
  route: string;
  as: 'admin' | 'imam';
  area: AuditArea;
  /** The named action every entry of the call carries; create/update/delete when none. */
  action?: string;
  /** Makes what the call needs; answers the call, to be made as the acting staff member. */
  prepare: () => Promise<Send>;
}

const STAFF_MUTATIONS: StaffMutation[] = [
  // Accounts
  {
    route: 'DELETE /api/admin/users/:id',
    as: 'admin',
    area: 'accounts',
    prepare: async () => json('DELETE', `/api/admin/users/${(await createAccount(server)).id}`),
  },
  {
    route: 'PUT /api/update-role/:email',
    as: 'admin',
    area: 'accounts',
    prepare: async () =>
      json('PUT', `/api/update-role/${(await createAccount(server)).email}?new_role=teacher`),
  },
  {
    route: 'POST /api/add-role/:email',
    as: 'admin',
    area: 'accounts',
    prepare: async () => json('POST', `/api/add-role/${(await createAccount(server)).email}?role=imam`),
  },
  {
    route: 'DELETE /api/remove-role/:email',
    as: 'admin',
    area: 'accounts',
    prepare: async () => {
      const member = await createAccount(server, { roles: ['parent', 'teacher'] });
      return json('DELETE', `/api/remove-role/${member.email}?role=parent`);
    },
  },
  // Mail
  {
    route: 'POST /api/admin/mails/:id/send-again',
    as: 'admin',
    area: 'mail',
    action: 'mail.resend',
    prepare: async () => json('POST', `/api/admin/mails/${await failedMail()}/send-again`),
  },
  // Fatwa (the imam's alone)
  {
    route: 'POST /api/fatwa/responses',
    as: 'imam',
    area: 'fatwa',
    prepare: async () => json('POST', '/api/fatwa/responses', { question_id: await question(), ...REPLY }),
  },
  {
    route: 'PATCH /api/update-fatwa-response/:id',
    as: 'imam',
    area: 'fatwa',
    prepare: async () =>
      json('PATCH', `/api/update-fatwa-response/${await response()}`, {
        ...REPLY,
        response_en: 'Yes: whoever fears not waking prays Witr first.',
      }),
  },
  {
    route: 'DELETE /api/delete-fatwa-response/:id',
    as: 'imam',
    area: 'fatwa',
    prepare: async () => json('DELETE', `/api/delete-fatwa-response/${await response()}`),
  },
  {
    route: 'PATCH /api/fatwa/questions/:id/activate',
    as: 'imam',
    area: 'fatwa',
    prepare: async () => {
      const id = await question();
      await setUp('PATCH', `/api/fatwa/questions/${id}/deactivate`, undefined, helpers.imam);
      return json('PATCH', `/api/fatwa/questions/${id}/activate`);
    },
  },
  {
    route: 'PATCH /api/fatwa/questions/:id/deactivate',
    as: 'imam',
    area: 'fatwa',
    prepare: async () => json('PATCH', `/api/fatwa/questions/${await question()}/deactivate`),
  },
  // Prayer times, iqama settings and the mosque's settings
  {
    route: 'PUT /api/update-athan-time/:id',
    as: 'imam',
    area: 'prayer',
    prepare: async () =>
      json('PUT', `/api/update-athan-time/${await athanDay()}`, {
        ...sharedDay('2026-04-01'),
        fajr: '04:20',
      }),
  },
  {
    route: 'DELETE /api/delete-athan-time/:id',
    as: 'imam',
    area: 'prayer',
    prepare: async () => json('DELETE', `/api/delete-athan-time/${await athanDay()}`),
  },
  {
    route: 'POST /api/prayer-times/bulk',
    as: 'imam',
    area: 'prayer',
    prepare: async () =>
      json('POST', '/api/prayer-times/bulk', { city: 'Bulkton', data: [sharedDay('2026-04-02')] }),
  },
  {
    route: 'POST /api/prayer-times/import',
    as: 'imam',
    area: 'prayer',
    prepare: async () =>
      json('POST', '/api/prayer-times/import', { city: 'Importville', data: [sharedDay('2026-04-03')] }),
  },
  {
    route: 'POST /api/prayer-settings/minutes-after',
    as: 'imam',
    area: 'prayer',
    prepare: async () =>
      json('POST', '/api/prayer-settings/minutes-after', minutes('2028-01-01', '2028-01-31')),
  },
  {
    route: 'POST /api/prayer-settings/fixed-time',
    as: 'imam',
    area: 'prayer',
    prepare: async () =>
      json('POST', '/api/prayer-settings/fixed-time', {
        mode: 'fixed_time',
        city: 'Warsaw',
        effective_from: '2028-02-01',
        effective_to: '2028-02-28',
        fajr_fixed: '05:00',
        dhuhr_fixed: '13:30',
        asr_fixed: '',
        maghrib_fixed: null,
        isha_fixed: '22:30',
      }),
  },
  {
    route: 'PATCH /api/prayer-settings/:id',
    as: 'imam',
    area: 'prayer',
    prepare: async () => {
      const setting = await iqamaSetting();
      return json('PATCH', `/api/prayer-settings/${setting.id}`, { ...setting.body, isha_minutes: 20 });
    },
  },
  {
    route: 'DELETE /api/prayer-settings/:id',
    as: 'imam',
    area: 'prayer',
    prepare: async () => json('DELETE', `/api/prayer-settings/${(await iqamaSetting()).id}`),
  },
  {
    route: 'PUT /api/settings',
    as: 'admin',
    area: 'prayer',
    prepare: async () =>
      json('PUT', '/api/settings', {
        default_city: 'Krakow',
        hijri_offset: 1,
        jumuah: { athan: '13:00', iqama: '13:30' },
      }),
  },
  {
    route: 'PUT /api/settings/identity',
    as: 'admin',
    area: 'settings',
    prepare: async () => json('PUT', '/api/settings/identity', IDENTITY),
  },
  // Donations
  {
    route: 'POST /api/categories/',
    as: 'admin',
    area: 'donations',
    prepare: async () => json('POST', '/api/categories/', CAMPAIGN_FORM),
  },
  {
    route: 'PUT /api/categories/:id',
    as: 'admin',
    area: 'donations',
    prepare: async () =>
      json('PUT', `/api/categories/${await category()}`, { ...CAMPAIGN_FORM, name_en: 'Roof' }),
  },
  {
    route: 'DELETE /api/categories/:id',
    as: 'admin',
    area: 'donations',
    prepare: async () => json('DELETE', `/api/categories/${await category()}`),
  },
  {
    route: 'PATCH /api/categories/:id/toggle',
    as: 'admin',
    area: 'donations',
    prepare: async () => json('PATCH', `/api/categories/${await category()}/toggle?is_available=false`),
  },
  {
    route: 'POST /api/categories/:id/updates/',
    as: 'admin',
    area: 'donations',
    prepare: async () => json('POST', `/api/categories/${await category()}/updates/`, UPDATE),
  },
  {
    route: 'PUT /api/categories/:id/updates/:updateId',
    as: 'admin',
    area: 'donations',
    prepare: async () => {
      const { categoryId, updateId } = await campaignUpdate();
      return json('PUT', `/api/categories/${categoryId}/updates/${updateId}`, {
        ...UPDATE,
        text_en: 'Roof done',
      });
    },
  },
  {
    route: 'DELETE /api/categories/:id/updates/:updateId',
    as: 'admin',
    area: 'donations',
    prepare: async () => {
      const { categoryId, updateId } = await campaignUpdate();
      return json('DELETE', `/api/categories/${categoryId}/updates/${updateId}`);
    },
  },
  {
    route: 'POST /api/donations/:id/refund',
    as: 'admin',
    area: 'donations',
    action: 'refund',
    prepare: async () =>
      json('POST', `/api/donations/${await paidDonation(await category())}/refund`, {
        reason: 'Asked for it back',
        idempotency_key: newKey(),
      }),
  },
  {
    route: 'POST /api/monthly-gifts/:id/stop',
    as: 'admin',
    area: 'donations',
    prepare: async () => json('POST', `/api/monthly-gifts/${await monthlyGift()}/stop`),
  },
  {
    route: 'POST /api/monthly-gifts/:id/revoke-links',
    as: 'admin',
    area: 'donations',
    prepare: async () => json('POST', `/api/monthly-gifts/${await monthlyGift()}/revoke-links`),
  },
  {
    route: 'PUT /api/zakat/nisab/:currency',
    as: 'admin',
    area: 'donations',
    prepare: async () =>
      json('PUT', '/api/zakat/nisab/EUR', {
        basis: 'gold',
        gold_price_per_gram: 112,
        silver_price_per_gram: 1.4,
        as_of: '2026-02-20',
      }),
  },
  // Events and their bookings
  {
    route: 'POST /api/events/',
    as: 'imam',
    area: 'events',
    prepare: async () => multipart('POST', '/api/events/', () => photoForm('event', EVENT_FORM)),
  },
  {
    route: 'PATCH /api/events/:id',
    as: 'imam',
    area: 'events',
    prepare: async () => json('PATCH', `/api/events/${await eventIdOf()}`, { ...EVENT_FORM, time: '12:00' }),
  },
  {
    route: 'DELETE /api/events/:id',
    as: 'imam',
    area: 'events',
    prepare: async () => json('DELETE', `/api/events/${await eventIdOf()}`),
  },
  {
    route: 'POST /api/events/:event_id/registrations/:id/mark-paid',
    as: 'imam',
    area: 'events',
    action: 'mark_paid',
    prepare: async () => {
      const booked = await booking();
      return json('POST', `/api/events/${booked.eventId}/registrations/${booked.id}/mark-paid`, {
        via: 'cash',
      });
    },
  },
  {
    route: 'POST /api/events/:event_id/registrations/:id/refund',
    as: 'admin',
    area: 'events',
    action: 'refund',
    prepare: async () => {
      const booked = await bookingPaidOnline();
      return json('POST', `/api/events/${booked.eventId}/registrations/${booked.id}/refund`, {
        reason: 'Event moved',
      });
    },
  },
  // Activities
  {
    route: 'POST /api/activities/',
    as: 'imam',
    area: 'activities',
    prepare: async () => multipart('POST', '/api/activities/', () => photoForm('activity', ACTIVITY_FORM)),
  },
  {
    route: 'PATCH /api/activities/:id',
    as: 'imam',
    area: 'activities',
    prepare: async () =>
      json('PATCH', `/api/activities/${await activityId()}`, {
        ...ACTIVITY_FORM,
        title_en: 'Quran circle (new)',
      }),
  },
  {
    route: 'DELETE /api/activities/:id',
    as: 'imam',
    area: 'activities',
    prepare: async () => json('DELETE', `/api/activities/${await activityId()}`),
  },
  // Certificates
  {
    route: 'POST /api/marriage',
    as: 'admin',
    area: 'certificates',
    prepare: async () => json('POST', '/api/marriage', MARRIAGE_FORM),
  },
  {
    route: 'PUT /api/marriage/:id',
    as: 'admin',
    area: 'certificates',
    prepare: async () =>
      json('PUT', `/api/marriage/${await certificate()}`, { ...MARRIAGE_FORM, spouse_name: 'Maryam Nowak' }),
  },
  {
    route: 'PUT /api/marriage/:id/status',
    as: 'admin',
    area: 'certificates',
    prepare: async () =>
      json('PUT', `/api/marriage/${await certificate()}/status`, { status: 'under_review' }),
  },
  {
    route: 'DELETE /api/marriage/:id',
    as: 'admin',
    area: 'certificates',
    prepare: async () => json('DELETE', `/api/marriage/${await certificate()}`),
  },
  // Education
  {
    route: 'POST /api/subjects',
    as: 'admin',
    area: 'education',
    prepare: async () => json('POST', '/api/subjects', { name: 'Tajweed', description: 'Reading well' }),
  },
  {
    route: 'PUT /api/subjects/:id',
    as: 'admin',
    area: 'education',
    prepare: async () =>
      json('PUT', `/api/subjects/${await createSubject()}`, {
        name: 'Fiqh of prayer',
        description: 'A subject',
      }),
  },
  {
    route: 'DELETE /api/subjects/:id',
    as: 'admin',
    area: 'education',
    prepare: async () => json('DELETE', `/api/subjects/${await createSubject()}`),
  },
  {
    route: 'POST /api/assign-subjects-to-teacher',
    as: 'admin',
    area: 'education',
    prepare: async () =>
      json('POST', '/api/assign-subjects-to-teacher', {
        teacher_id: (await teacher()).id,
        subject_ids: [await createSubject()],
      }),
  },
  {
    route: 'DELETE /api/remove-subjects-from-teacher',
    as: 'admin',
    area: 'education',
    prepare: async () => {
      const { teacherId, subjectId } = await teacherWithSubject();
      return json('DELETE', '/api/remove-subjects-from-teacher', {
        teacher_id: teacherId,
        subject_ids: [subjectId],
      });
    },
  },
  {
    route: 'POST /api/reassign-subjects',
    as: 'admin',
    area: 'education',
    prepare: async () => {
      const { teacherId } = await teacherWithSubject();
      const other = await createSubject();
      return json('POST', '/api/reassign-subjects', { teacher_id: teacherId, subject_ids: [other] });
    },
  },
  {
    route: 'PATCH /api/users/:id/delete-teacher',
    as: 'admin',
    area: 'accounts',
    prepare: async () => json('PATCH', `/api/users/${(await teacherWithSubject()).teacherId}/delete-teacher`),
  },
  {
    route: 'PATCH /api/children/:id/approve/',
    as: 'admin',
    area: 'education',
    prepare: async () => json('PATCH', `/api/children/${await createChild()}/approve/`),
  },
  {
    route: 'POST /api/assign-children-to-teacher/',
    as: 'admin',
    area: 'education',
    prepare: async () =>
      json('POST', '/api/assign-children-to-teacher/', {
        child_ids: [await createChild(true)],
        teacher_id: (await teacher()).id,
      }),
  },
  {
    route: 'DELETE /api/remove-children-from-teacher/',
    as: 'admin',
    area: 'education',
    prepare: async () => {
      const { teacherId, childId } = await childWithTeacher();
      return json('DELETE', '/api/remove-children-from-teacher/', {
        child_ids: [childId],
        teacher_id: teacherId,
      });
    },
  },
  {
    route: 'DELETE /api/children/:id',
    as: 'admin',
    area: 'education',
    prepare: async () => json('DELETE', `/api/children/${await createChild()}`),
  },
  {
    route: 'POST /api/packages/',
    as: 'admin',
    area: 'education',
    prepare: async () => json('POST', '/api/packages/', PACKAGE_FORM),
  },
  {
    route: 'PUT /api/packages/:id/',
    as: 'admin',
    area: 'education',
    prepare: async () =>
      json('PUT', `/api/packages/${await createPackage()}/`, {
        name: 'Weekend light',
        description: 'Quran on Saturdays.',
        price: 90,
        num_subjects_included: 1,
      }),
  },
  {
    route: 'PATCH /api/packages/:id/toggle',
    as: 'admin',
    area: 'education',
    prepare: async () => json('PATCH', `/api/packages/${await createPackage()}/toggle?is_active=false`),
  },
  {
    route: 'PATCH /api/subscriptions/:id/suspend',
    as: 'admin',
    area: 'education',
    prepare: async () =>
      json('PATCH', `/api/subscriptions/${await createSubscription()}/suspend?reason=Unpaid`),
  },
  {
    route: 'PATCH /api/subscriptions/:id/reactivate',
    as: 'admin',
    area: 'education',
    prepare: async () => {
      const id = await createSubscription();
      await setUp('PATCH', `/api/subscriptions/${id}/suspend?reason=Unpaid`);
      return json('PATCH', `/api/subscriptions/${id}/reactivate`);
    },
  },
];

/** The mutations that are not a staff member's change, and so are not in the trail. */
const NOT_STAFF: Record<string, string> = {
  'POST /api/token': 'signing in is no change of the centre’s data',
  'POST /api/refresh-token': 'a session renewed by whoever holds the cookie',
  'POST /api/logout': 'a session ended by whoever holds the cookie',
  'POST /api/register': 'a member of the public opens an account',
  'POST /api/verify': 'a new member confirms their address',
  'POST /api/password-reset/request': 'a member asks for a reset code',
  'POST /api/password-reset/verify-code': 'a member checks their reset code',
  'POST /api/password-reset/confirm': 'a member sets a new password with their code',
  'POST /api/fatwa/questions': 'any signed-in member asks a question, staff or not',
  'POST /api/donations': 'a donor gives (public)',
  'POST /api/zakat/calculate': 'a calculation, nothing is written (public)',
  'POST /api/donations/statements': 'a donor asks for their statement by mail (public)',
  'PUT /api/monthly-gifts/manage/:token': 'a donor changes their monthly gift through their link',
  'POST /api/monthly-gifts/manage/:token/stop': 'a donor stops their monthly gift through their link',
  'POST /api/monthly-gifts/manage/:token/pause': 'a donor pauses their monthly gift through their link',
  'POST /api/monthly-gifts/manage/:token/resume': 'a donor resumes their monthly gift through their link',
  'POST /api/monthly-gifts/manage/:token/revoke': 'a donor revokes the links to their monthly gift',
  'PUT /api/public/push/subscription':
    "a visitor's device saves its prayer reminders (anonymous, no account)",
  'POST /api/public/push/subscription/find':
    "a visitor's device reads back its own reminders (nothing is written; the address is in the body)",
  'POST /api/public/push/unsubscribe':
    "a visitor's device stops its prayer reminders (anonymous, no account)",
  'POST /api/monthly-gifts/confirm/:token': 'a donor confirms a raise from the link mailed to them',
  'POST /api/monthly-gifts/links': 'a donor asks for a new link by mail (public)',
  'POST /api/payments/stripe/webhook': 'the payment provider reports an outcome',
  'POST /api/payments/test/:id/authorize': 'the test provider’s bank page, the donor’s answer to 3-D Secure',
  'POST /api/payments/test/monthly-gifts/:id/renew':
    'the test provider’s demo of a month passing: runs the renewals command, not a staff change',
  'POST /api/events/:id/registrations': 'a member of the public books an event',
  'POST /api/events/:event_id/registrations/:id/payment': 'a booker pays online with their booking’s token',
  'POST /api/children/': 'a parent asks to enrol their own child',
  'POST /api/subscriptions': 'a parent subscribes their own child to a package',
};

// ---------------------------------------------------------------------------------------------
// The trail

/** The actor's trail, newest first, as an admin reads it. */
async function trailOf(actorId: number) {
  const answer = await call(server, 'GET', `/api/admin/audit?actor=${actorId}&per_page=100`, {
    token: helpers.admin,
  });
  expect(answer.status).toBe(200);
  return v.parse(auditPageSchema, answer.body);
}

describe('the audit trail’s coverage of the staff’s calls', () => {
  it('classifies every mutation the server serves as a staff change or not, each once', () => {
    const served = new Set(
      server.app.routes
        .filter((route) => route.method !== 'GET' && route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    );
    const staff = STAFF_MUTATIONS.map((mutation) => mutation.route);
    expect(new Set(staff).size, 'a staff route is listed twice').toBe(staff.length);
    expect(
      staff.filter((route) => route in NOT_STAFF),
      'listed as staff and not',
    ).toEqual([]);
    expect([...staff, ...Object.keys(NOT_STAFF)].sort()).toEqual([...served].sort());
  });

  // A loop rather than it.each: the route's name stays whole in the report.
  for (const mutation of STAFF_MUTATIONS) {
    it(`${mutation.route} leaves an entry by the ${mutation.as} who made it`, async () => {
      const send = await mutation.prepare();
      const actor = actors[mutation.as];
      const before = await trailOf(actor.id);

      const answer = await send(actor.token);
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);

      // One call is one action, one entry, however many rows and transactions it wrote.
      const after = await trailOf(actor.id);
      expect(after.pagination.total - before.pagination.total, 'one new entry in the trail').toBe(1);
      const [added] = after.data;
      expect(before.data.map((entry) => entry.id)).not.toContain(added?.id);
      expect(added?.actor).toEqual({ id: actor.id, username: actor.username, name: actor.username });
      expect(added?.rows.map((row) => row.area)).toContain(mutation.area);
      if (mutation.action)
        expect(added?.rows.map((row) => row.action)).toEqual(added?.rows.map(() => mutation.action));
    });
  }
});
