import { zonedInstant } from '@minbar/domain/prayer/next-prayer';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateRequests } from '../db/schema-certificates';
import { mosqueIdentity } from '../db/schema-settings';
import { demoMosqueLogo } from '../seed-identity';
import { applyBookingPayment } from '../services/booking-settlement';
import type { ProviderPayment } from '../services/payments';
import { createSmtpTransport } from '../services/smtp-transport';
import { insertCategory } from '../test/donation-categories';
import { createChild, createPackage } from '../test/education';
import { EVENT_FORM, eventForm, insertEvent, insertRegistration } from '../test/events';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../test/harness';
import { type Received, startSmtpServer } from '../test/smtp';

/*
 * The templated mails end to end: the action, the outbox, nodemailer and a real SMTP server, read back
 * with mailparser as a mail client would (both parts, the language, the attachment).
 */
const received: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let transport: ReturnType<typeof createSmtpTransport>;
let server: TestServer;
let staffToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer(received);
  transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Centre <no-reply@centre.test>');
  server = await createTestServer({ mail: transport });
  await server.deps.db.insert(mosqueIdentity).values({
    nameEn: 'Warsaw Islamic Centre',
    nameAr: 'المركز الإسلامي في وارسو',
    namePl: 'Centrum Islamskie w Warszawie',
    address: 'ul. Wiertnicza 103, 02-952 Warszawa',
    email: 'kontakt@centrum.test',
  });
  staffToken = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
});
afterAll(async () => {
  transport.close();
  await server.close();
  await smtp.close();
});

/** The direction isolates around what people wrote (templates.test.ts checks them): invisible to a reader. */
const unmarked = (text: string | undefined) => text?.replace(/[\u2068\u2069]/g, '');

/** Every mail the SMTP server took for one address, parsed; subject and text as a reader sees them. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  const raws = received.filter((mail) => mail.to.includes(address)).map((mail) => mail.raw);
  const mails = await Promise.all(raws.map((raw) => simpleParser(raw)));
  return mails.map((mail) => ({ ...mail, subject: unmarked(mail.subject), text: unmarked(mail.text) }));
}

function htmlOf(mail: ParsedMail | undefined): string {
  return typeof mail?.html === 'string' ? mail.html : '';
}

describe('templated mail over SMTP', () => {
  it('sends a gift receipt in the donor language with both parts and the centre named in that language', async () => {
    const category = await insertCategory(server, { nameEn: 'Roof', nameAr: 'السقف', namePl: 'Dach' });
    const answer = await call(server, 'POST', '/api/donations', {
      headers: { 'accept-language': 'pl' },
      body: {
        payment_method: 'pm_card_visa',
        amount: 25,
        category_id: category.id,
        donor_name: 'Anna Kowalska',
        donor_email: 'anna.receipt@example.org',
        is_anonymous: false,
        dedication: ' Ku pamięci dziadka Jana ',
        idempotency_key: 'mail-delivery-receipt-1',
      },
    });
    expect(answer.status).toBe(201);
    const [mail, ...more] = await mailsTo('anna.receipt@example.org');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Dziękujemy za darowiznę');
    expect(mail?.text).toContain('Anna Kowalska');
    expect(mail?.text).toMatch(/25,00\szł/);
    expect(mail?.text).toContain('Dach');
    expect(mail?.text).toContain('Dedykacja: Ku pamięci dziadka Jana');
    expect(mail?.text).toContain('Centrum Islamskie w Warszawie');
    const html = htmlOf(mail);
    expect(html).toContain('lang="pl"');
    expect(html).toContain('dir="ltr"');
    expect(html).toContain('Centrum Islamskie w Warszawie');
    expect(html).toContain('ul. Wiertnicza 103');
    expect(server.printed).toContain(
      'outbox: {"to":"anna.receipt@example.org","kind":"receipt","delivered":"smtp"}',
    );
  });

  it('confirms a booking in Arabic, right to left, with the people, the price and the event as an .ics', async () => {
    const event = await insertEvent(server);
    const answer = await call(server, 'POST', `/api/events/${event.id}/registrations`, {
      headers: { 'accept-language': 'ar' },
      body: {
        type: 'family',
        parent_name: 'عمر الكوالسكي',
        phone: '600100201',
        email: 'omar.booking@example.org',
        num_adults: 2,
        num_children_above_3: 1,
        num_children_below_3: 0,
        use_transport: false,
        city: '',
      },
    });
    expect(answer.status).toBe(201);
    const [mail, ...more] = await mailsTo('omar.booking@example.org');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('حجزكم في محاضرة عن الصبر');
    expect(mail?.text).toContain('السلام عليكم عمر الكوالسكي،');
    expect(mail?.text).toContain('بالغان، طفل واحد فوق 3 سنوات');
    expect(mail?.text).toContain('يرجى دفع');
    expect(mail?.text).toContain('المركز الإسلامي في وارسو');
    const html = htmlOf(mail);
    expect(html).toContain('lang="ar"');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('القاعة الرئيسية، وارسو');

    const [ics, ...otherFiles] = mail?.attachments ?? [];
    expect(otherFiles).toHaveLength(0);
    expect(ics?.filename).toBe(`event-${event.id}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(vevent.summary).toBe('محاضرة عن الصبر');
    expect(vevent.location).toBe('القاعة الرئيسية، وارسو');
    expect(vevent.uid).toBe(`event-${event.id}@minbar`);
    expect(vevent.startDate.toJSDate().getTime()).toBe(zonedInstant('2026-03-20', '18:30', 'Europe/Warsaw'));
  });

  it('links a priced booking to its own page and shows the centre’s logo, once the site’s address is known', async () => {
    const [before] = await server.deps.db.select({ logo: mosqueIdentity.logo }).from(mosqueIdentity);
    const logo = await server.deps.uploads.saveImage(demoMosqueLogo());
    await server.deps.db.update(mosqueIdentity).set({ logo });
    server.deps.publicUrl = 'https://meczet.example.org';
    try {
      const event = await insertEvent(server);
      const answer = await call(server, 'POST', `/api/events/${event.id}/registrations`, {
        headers: { 'accept-language': 'en' },
        body: {
          type: 'family',
          parent_name: 'Adam Linked',
          phone: '600100209',
          email: 'adam.linked@example.org',
          num_adults: 1,
          num_children_above_3: 0,
          num_children_below_3: 0,
          use_transport: false,
          city: '',
        },
      });
      expect(answer.status).toBe(201);
      const { registration, receipt_token } = answer.body as {
        registration: { id: number };
        receipt_token: string;
      };
      const id = registration.id;
      const [mail] = await mailsTo('adam.linked@example.org');
      const link = `https://meczet.example.org/events/${event.id}/bookings/${id}?token=${receipt_token}`;
      expect(mail?.text).toContain(link);
      // The page it opens asks the booking's status with that token.
      const status = await call(
        server,
        'GET',
        `/api/events/${event.id}/registrations/${id}/status?token=${receipt_token}`,
      );
      expect(status.status).toBe(200);
      const image = /<img[^>]+src="([^"]+)"/.exec(htmlOf(mail))?.[1] ?? '';
      expect(image).toMatch(/^https:\/\/meczet\.example\.org\/uploads\/.+\.jpg$/);
      expect((await server.app.request(new URL(image).pathname)).status).toBe(200);
    } finally {
      server.deps.publicUrl = undefined;
      await server.deps.db.update(mosqueIdentity).set({ logo: before?.logo ?? null });
    }
  });

  it('tells each of three registrants once when the event moves, in their language, and once when it is cancelled', async () => {
    const event = await insertEvent(server);
    const people = [
      ['first.move@example.org', 'en'],
      ['second.move@example.org', 'pl'],
      ['third.move@example.org', 'ar'],
    ] as const;
    for (const [email, language] of people) await insertRegistration(server, event.id, { email, language });
    const form = {
      ...EVENT_FORM,
      event_name_en: 'Lecture on patience',
      event_name_ar: 'محاضرة عن الصبر',
      event_name_pl: 'Wykład o cierpliwości',
      time: '19:00',
    };
    const patch = (body: FormData | string) =>
      server.app.request(`/api/events/${event.id}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${staffToken}`,
          ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
        },
        body,
      });
    expect((await patch(eventForm(form))).status).toBe(200);
    // The save answers once its mails are queued; the outbox hands them over after the answer.
    await server.deps.outbox.drain();
    // The same save again changes no date, time or place: nobody is mailed a second time.
    expect((await patch(eventForm(form))).status).toBe(200);
    await server.deps.outbox.drain();
    const moved = await Promise.all(people.map(([email]) => mailsTo(email)));
    expect(moved.map((mails) => mails.length)).toEqual([1, 1, 1]);
    expect(moved.map((mails) => mails[0]?.subject)).toEqual([
      'Lecture on patience has changed',
      'Zmiana: Wykład o cierpliwości',
      'تغيير في محاضرة عن الصبر',
    ]);
    expect(moved[0]?.[0]?.text).toContain('19:00');
    expect(moved[0]?.[0]?.attachments[0]?.filename).toBe(`event-${event.id}.ics`);

    expect((await patch(JSON.stringify({ ...form, status: 'canceled' }))).status).toBe(200);
    await server.deps.outbox.drain();
    const after = await Promise.all(people.map(([email]) => mailsTo(email)));
    expect(after.map((mails) => mails.length)).toEqual([2, 2, 2]);
    expect(after.map((mails) => mails[1]?.subject)).toEqual([
      'Lecture on patience is cancelled',
      'Odwołane: Wykład o cierpliwości',
      'إلغاء محاضرة عن الصبر',
    ]);
  });

  it('tells the asker once, in the language they asked in, with the answer, when an imam answers their question', async () => {
    const askerAccount = await createAccount(server, {
      roles: ['parent'],
      username: 'Zofia Nowak',
      email: 'zofia.asks@example.org',
    });
    const asker = (await signIn(server, askerAccount)).access_token;
    const imam = (await signIn(server, await createAccount(server, { roles: ['imam'] }))).access_token;
    const question = 'Czy wolno łączyć modlitwy w czasie długiego dyżuru w szpitalu?';
    const asked = await call(server, 'POST', '/api/fatwa/questions', {
      token: asker,
      headers: { 'accept-language': 'pl' },
      body: { question, is_anonymous: true },
    });
    expect(asked.status).toBe(201);
    const questionId = (asked.body as { question: { id: number } }).question.id;
    // The imam works in English; the mail follows the asker's language.
    const reply = {
      question_en: 'May prayers be combined during a long hospital shift?',
      response_en: 'Yes, when the shift leaves no other way.',
      question_pl: 'Czy wolno łączyć modlitwy w czasie długiego dyżuru?',
      response_pl: 'Tak, gdy dyżur nie pozostawia innej możliwości.',
    };
    const answered = await call(server, 'POST', '/api/fatwa/responses', {
      token: imam,
      headers: { 'accept-language': 'en' },
      body: { question_id: questionId, ...reply },
    });
    expect(answered.status).toBe(201);
    const responseId = (answered.body as { response: { id: number } }).response.id;
    // A correction of the answer is not news to the asker.
    const corrected = await call(server, 'PATCH', `/api/update-fatwa-response/${responseId}`, {
      token: imam,
      body: { response_pl: 'Tak, gdy dyżur naprawdę nie pozostawia innej możliwości.' },
    });
    expect(corrected.status).toBe(200);

    const mails = await mailsTo('zofia.asks@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Twoje pytanie doczekało się odpowiedzi');
    expect(mails[0]?.text).toContain('Zofia Nowak');
    expect(mails[0]?.text).toContain(question);
    // The answer in the asker's language, as first saved; not the English one, not the correction.
    expect(mails[0]?.text).toContain('Tak, gdy dyżur nie pozostawia innej możliwości.');
    expect(mails[0]?.text).not.toContain('Yes, when the shift');
    expect(htmlOf(mails[0])).toContain('lang="pl"');
    expect(htmlOf(mails[0])).toContain('Centrum Islamskie w Warszawie');
  });

  it('tells the booker once that the payment arrived, however the news comes, and again when it is refunded', async () => {
    const event = await insertEvent(server);
    const online = await insertRegistration(server, event.id, {
      email: 'paid.online@example.org',
      language: 'pl',
      price: 40,
    });
    // The webhook and the booker's return both report the same payment: one move, one mail.
    const succeeded: ProviderPayment = {
      id: 'pi_mail_once',
      status: 'succeeded',
      failure: null,
      amountMinor: 4000,
      amountRefundedMinor: 0,
      metadata: {},
      method: 'card',
      clientSecret: null,
      redirectUrl: null,
    };
    await applyBookingPayment(server.deps, online.id, succeeded);
    await applyBookingPayment(server.deps, online.id, succeeded);
    const paidOnline = await mailsTo('paid.online@example.org');
    expect(paidOnline.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Wykład o cierpliwości'),
    ]);
    expect(paidOnline[0]?.text).toMatch(/40,00\s*zł/);

    const atTheDoor = await insertRegistration(server, event.id, {
      email: 'paid.cash@example.org',
      language: 'en',
      price: 50,
    });
    const marked = await call(
      server,
      'POST',
      `/api/events/${event.id}/registrations/${atTheDoor.id}/mark-paid`,
      {
        token: staffToken,
        body: { via: 'cash' },
      },
    );
    expect(marked.status).toBe(200);
    const refunded = await call(
      server,
      'POST',
      `/api/events/${event.id}/registrations/${atTheDoor.id}/refund`,
      {
        token: staffToken,
        body: { reason: 'The family could not come after all' },
      },
    );
    expect(refunded.status).toBe(200);
    const cash = await mailsTo('paid.cash@example.org');
    expect(cash.map((mail) => mail.subject)).toEqual([
      'Payment received for Lecture on patience',
      'Refund for Lecture on patience',
    ]);
    expect(cash[1]?.text).toContain('The family could not come after all');
    expect(cash[1]?.text).toMatch(/PLN\s50\.00/);
  });

  it('tells a parent, in the mosque’s mail language, of an approval, a teacher, a suspension and a reactivation, once each', async () => {
    await server.deps.db.update(mosqueIdentity).set({ mailLanguage: 'pl' });
    const parentAccount = await createAccount(server, {
      roles: ['parent'],
      username: 'Maryam Kowalska',
      email: 'family.school@example.org',
    });
    const tokens = { parent: (await signIn(server, parentAccount)).access_token, admin: staffToken };
    const teacher = await createAccount(server, { roles: ['teacher'], username: 'Ustadh Bilal' });

    const childId = await createChild(server, tokens, {
      body: { first_name: 'Adam', last_name: 'Kowalski' },
    });
    const approve = () => call(server, 'PATCH', `/api/children/${childId}/approve/`, { token: staffToken });
    expect((await approve()).status).toBe(200);
    expect((await approve()).status).toBe(200);
    const assign = () =>
      call(server, 'POST', '/api/assign-children-to-teacher/', {
        token: staffToken,
        body: { child_ids: [childId], teacher_id: teacher.id, from_teacher_id: null },
      });
    expect((await assign()).status).toBe(200);
    expect((await assign()).status).toBe(200);

    const packageId = await createPackage(server, staffToken, { name: 'Sobota i niedziela' });
    const subscribed = await call(server, 'POST', '/api/subscriptions', {
      token: tokens.parent,
      body: { child_id: childId, package_id: packageId },
    });
    expect(subscribed.status).toBe(201);
    const subscriptionId = (subscribed.body as { id: number }).id;
    const reason = 'Brak opłaty za marzec';
    const suspended = await call(
      server,
      'PATCH',
      `/api/subscriptions/${subscriptionId}/suspend?reason=${encodeURIComponent(reason)}`,
      { token: staffToken },
    );
    expect(suspended.status).toBe(200);
    expect(
      (await call(server, 'PATCH', `/api/subscriptions/${subscriptionId}/reactivate`, { token: staffToken }))
        .status,
    ).toBe(200);

    // The approval's and the teacher's news leave through the outbox after their answers.
    await server.deps.outbox.drain();
    const mails = await mailsTo('family.school@example.org');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Adam Kowalski: zapis zatwierdzony',
      'Nauczyciel dla: Adam Kowalski',
      'Twoja subskrypcja jest zawieszona',
      'Twoja subskrypcja jest znów aktywna',
    ]);
    expect(mails[1]?.text).toContain('Ustadh Bilal');
    expect(mails[2]?.text).toContain(reason);
    expect(mails[2]?.text).toContain('Sobota i niedziela');
    expect(htmlOf(mails[0])).toContain('lang="pl"');
  });

  it('tells an applicant, in the language they chose, when a request needs a correction, is approved and is ready, once each', async () => {
    const created = await call(server, 'POST', '/api/marriage', {
      token: staffToken,
      body: {
        request_type: 'custom',
        applicant_name: 'Leila Haddad',
        applicant_phone: '+48 600 100 200',
        custom_request_description: 'A letter confirming my membership for the school.',
        applicant_email: 'Leila.Request@Example.org',
        preferred_language: 'ar',
      },
    });
    expect(created.status).toBe(201);
    const request = (created.body as { request: { id: number; applicant_email: string } }).request;
    expect(request.applicant_email).toBe('leila.request@example.org');
    const move = (status: string, note?: string) =>
      call(server, 'PUT', `/api/marriage/${request.id}/status`, {
        token: staffToken,
        body: { status, note },
      });
    const correction = 'Please bring a copy of your residence card.';
    for (const [status, note] of [
      ['under_review', undefined],
      ['needs_correction', correction],
      ['needs_correction', 'the same status again'],
      ['approved', undefined],
      ['completed', undefined],
    ] as const)
      expect((await move(status, note)).status).toBe(200);

    const mails = await mailsTo('leila.request@example.org');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'طلب الشهادة يحتاج إلى تصحيح',
      'تمت الموافقة على طلب الشهادة',
      'شهادتكم جاهزة',
    ]);
    expect(mails[0]?.text).toContain(correction);
    expect(mails[0]?.text).toContain('Leila Haddad');
    expect(htmlOf(mails[0])).toContain('dir="rtl"');
    expect(mails.map((mail) => mail.text).join('\n')).not.toContain('the same status again');
  });

  it('writes to the account that sent a request without an address, in the mosque’s language, and to nobody when there is neither', async () => {
    await server.deps.db.update(mosqueIdentity).set({ mailLanguage: 'pl' });
    const parent = await createAccount(server, { roles: ['parent'], email: 'account.request@example.org' });
    const body = {
      request_type: 'custom',
      applicant_name: 'Omar Bakr',
      applicant_phone: '600100200',
      custom_request_description: 'A letter confirming my membership for the bank.',
    };
    const withAccount = await call(server, 'POST', '/api/marriage', { token: staffToken, body });
    const withNobody = await call(server, 'POST', '/api/marriage', {
      token: staffToken,
      body: { ...body, applicant_name: 'Nobody Known' },
    });
    const ids = [withAccount, withNobody].map(
      (answer) => (answer.body as { request: { id: number } }).request.id,
    );
    await server.deps.db
      .update(certificateRequests)
      .set({ userId: parent.id })
      .where(eq(certificateRequests.id, ids[0]!));
    const before = received.length;
    for (const id of ids)
      expect(
        (
          await call(server, 'PUT', `/api/marriage/${id}/status`, {
            token: staffToken,
            body: { status: 'rejected', note: 'Brak dokumentów' },
          })
        ).status,
      ).toBe(200);

    const mails = await mailsTo('account.request@example.org');
    expect(mails.map((mail) => mail.subject)).toEqual(['Twój wniosek o zaświadczenie został odrzucony']);
    expect(mails[0]?.text).toContain('Brak dokumentów');
    expect(received.length - before).toBe(1);
  });
});
