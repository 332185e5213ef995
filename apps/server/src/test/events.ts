import { eventRegistrations, events } from '../db/schema-events';
import type { TestServer } from './harness';

/** The `event` part of a save, valid on the harness's day (2026-03-01). */
export const EVENT_FORM = {
  event_name_en: 'Family picnic',
  event_name_ar: 'نزهة عائلية',
  event_name_pl: 'Piknik rodzinny',
  address_en: 'Pole Mokotowskie, Warsaw',
  address_ar: 'حقول موكوتوف، وارسو',
  address_pl: 'Pole Mokotowskie, Warszawa',
  about_en: 'Games for children and a shared lunch.',
  about_ar: 'ألعاب للأطفال وغداء مشترك للعائلات.',
  about_pl: 'Gry dla dzieci i wspólny obiad.',
  date: '2026-03-20',
  time: '11:00',
  registration_deadline: '2026-03-15',
  price_adult_no_transport: 50,
  price_adult_with_transport: 70,
  price_child_above_3_no_transport: 30,
  price_child_above_3_with_transport: 50,
  price_child_below_3_no_transport: 0,
  price_child_below_3_with_transport: 20,
  discount_percentage_children_above_3_same_family: 10,
};

/** A multipart save: the `event` JSON part and, when given, the photo under a file name. */
export function eventForm(fields: unknown, photo?: Uint8Array, fileName = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('event', typeof fields === 'string' ? fields : JSON.stringify(fields));
  if (photo) form.append('photo', new Blob([photo], { type }), fileName);
  return form;
}

/** Inserts an event straight into the database: active, on the form's dates, unless told otherwise. */
export async function insertEvent(server: TestServer, values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await server.deps.db
    .insert(events)
    .values({
      eventNameEn: 'Lecture on patience',
      eventNameAr: 'محاضرة عن الصبر',
      eventNamePl: 'Wykład o cierpliwości',
      addressEn: 'Main hall, Warsaw',
      addressAr: 'القاعة الرئيسية، وارسو',
      addressPl: 'Sala główna, Warszawa',
      aboutEn: 'An evening lecture with questions.',
      aboutAr: 'محاضرة مسائية مع أسئلة.',
      aboutPl: 'Wieczorny wykład z pytaniami.',
      date: '2026-03-20',
      time: '18:30',
      registrationDeadline: '2026-03-15',
      priceAdultNoTransport: 50,
      priceAdultWithTransport: 70,
      priceChildAbove3NoTransport: 30,
      priceChildAbove3WithTransport: 50,
      priceChildBelow3NoTransport: 0,
      priceChildBelow3WithTransport: 20,
      discountPercentageChildrenAbove3SameFamily: 10,
      ...values,
    })
    .returning();
  return row!;
}

/** Inserts a booking straight into the database (a personal one by default). */
export async function insertRegistration(
  server: TestServer,
  eventId: number,
  values: Partial<typeof eventRegistrations.$inferInsert> = {},
) {
  const [row] = await server.deps.db
    .insert(eventRegistrations)
    .values({
      eventId,
      type: 'personal',
      name: 'Amina Nowak',
      phone: '600100200',
      email: 'amina@example.org',
      price: 50,
      ...values,
    })
    .returning();
  return row!;
}
