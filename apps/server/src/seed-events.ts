import { type Booking, bookingHeadcount } from '@minbar/domain/events/booking';
import { bookingPrice } from '@minbar/domain/events/pricing';
import { addDays, DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { count } from 'drizzle-orm';
import type { Database } from './db/client';
import { eventRegistrations, events } from './db/schema-events';
import { encodePng, type Rgb } from './services/png';
import type { Uploads } from './services/uploads';

type Texts = readonly [en: string, ar: string, pl: string];
type Prices = readonly [
  adult: number,
  adultWithTransport: number,
  above3: number,
  above3WithTransport: number,
  below3: number,
  below3WithTransport: number,
  discount: number,
];

interface DemoEvent {
  name: Texts;
  address: Texts;
  about: Texts;
  /** Days from the seed day: the demo stays around "now" whenever it is seeded. */
  inDays: number;
  /** Days before the event when bookings close. */
  deadlineDaysBefore: number;
  time: string;
  prices: Prices;
  status: 'active' | 'canceled';
  /** The picture's sky, from its top to the horizon. */
  colours: readonly [Rgb, Rgb];
  /** How many bookings the demo gives the event. */
  bookings: number;
}

const CENTRE: Texts = [
  'Islamic Centre, ul. Wiertnicza 103, Warsaw',
  'المركز الإسلامي، شارع فييرتنيتشا 103، وارسو',
  'Centrum Islamskie, ul. Wiertnicza 103, Warszawa',
];

/** Example prices: 50, 70, 30, 50, 0 and 20 PLN, with 10 % off children above 3. */
const EXAMPLE_PRICES: Prices = [50, 70, 30, 50, 0, 20, 10];

const DEMO_EVENTS: DemoEvent[] = [
  {
    name: ['Open day at the mosque', 'يوم مفتوح في المسجد', 'Dzień otwarty meczetu'],
    address: CENTRE,
    about: [
      'Neighbours and schools are welcome to visit the prayer hall, ask questions and share tea and sweets.',
      'ندعو الجيران والمدارس لزيارة قاعة الصلاة وطرح الأسئلة ومشاركة الشاي والحلويات.',
      'Zapraszamy sąsiadów i szkoły do zwiedzenia sali modlitw, zadawania pytań i wspólnej herbaty.',
    ],
    inDays: -20,
    deadlineDaysBefore: 2,
    time: '10:00',
    prices: [0, 0, 0, 0, 0, 0, 0],
    status: 'active',
    colours: [
      [250, 214, 165],
      [236, 150, 96],
    ],
    bookings: 6,
  },
  {
    name: [
      'Evening lecture: patience in hard times',
      'محاضرة مسائية: الصبر في الأوقات الصعبة',
      'Wykład wieczorny: cierpliwość w trudnych czasach',
    ],
    address: CENTRE,
    about: [
      'The imam speaks about patience in the Quran and the Sunnah, followed by questions and dinner.',
      'يتحدث الإمام عن الصبر في القرآن والسنة، ثم أسئلة وعشاء.',
      'Imam mówi o cierpliwości w Koranie i Sunnie, po wykładzie pytania i kolacja.',
    ],
    inDays: 3,
    deadlineDaysBefore: 2,
    time: '18:30',
    prices: [20, 35, 10, 20, 0, 10, 0],
    status: 'active',
    colours: [
      [44, 62, 120],
      [120, 90, 160],
    ],
    bookings: 6,
  },
  {
    name: ['Family picnic by the lake', 'نزهة عائلية عند البحيرة', 'Rodzinny piknik nad jeziorem'],
    address: [
      'Lake Zegrze beach, Serock',
      'شاطئ بحيرة زيغجه، سيروتسك',
      'Plaża nad Zalewem Zegrzyńskim, Serock',
    ],
    about: [
      'Games for the children, a football match, a barbecue and the afternoon prayer together by the water.',
      'ألعاب للأطفال ومباراة كرة قدم وشواء وصلاة العصر جماعةً بجانب الماء.',
      'Gry dla dzieci, mecz piłki nożnej, grill i wspólna modlitwa popołudniowa nad wodą.',
    ],
    inDays: 9,
    deadlineDaysBefore: 3,
    time: '11:00',
    prices: EXAMPLE_PRICES,
    status: 'active',
    colours: [
      [135, 196, 235],
      [200, 230, 245],
    ],
    bookings: 10,
  },
  {
    name: [
      'Quran recitation competition for children',
      'مسابقة تلاوة القرآن للأطفال',
      'Konkurs recytacji Koranu dla dzieci',
    ],
    address: CENTRE,
    about: [
      'Children of the weekend school recite in three age groups; every child receives a prize.',
      'يتلو أطفال المدرسة الأسبوعية في ثلاث فئات عمرية، ويحصل كل طفل على جائزة.',
      'Dzieci ze szkoły weekendowej recytują w trzech grupach wiekowych; każde dziecko dostaje nagrodę.',
    ],
    inDays: 16,
    deadlineDaysBefore: 5,
    time: '15:00',
    prices: [0, 15, 0, 15, 0, 0, 0],
    status: 'active',
    colours: [
      [30, 110, 90],
      [120, 190, 150],
    ],
    bookings: 5,
  },
  {
    name: [
      'Trip to the Tatar mosque in Kruszyniany',
      'رحلة إلى مسجد التتار في كروشينياني',
      'Wycieczka do meczetu tatarskiego w Kruszynianach',
    ],
    address: [
      'Kruszyniany 57, Podlaskie',
      'كروشينياني 57، بودلاسكي',
      'Kruszyniany 57, województwo podlaskie',
    ],
    about: [
      'A day trip to the wooden mosque of the Polish Tatars, with a guided visit and a Tatar lunch.',
      'رحلة ليوم واحد إلى المسجد الخشبي لتتار بولندا، مع جولة إرشادية وغداء تتري.',
      'Jednodniowa wycieczka do drewnianego meczetu polskich Tatarów, ze zwiedzaniem i tatarskim obiadem.',
    ],
    inDays: 24,
    deadlineDaysBefore: 7,
    time: '07:30',
    prices: [90, 150, 60, 110, 0, 40, 15],
    status: 'canceled',
    colours: [
      [210, 180, 120],
      [160, 120, 80],
    ],
    bookings: 3,
  },
  {
    name: ['Arabic calligraphy workshop', 'ورشة الخط العربي', 'Warsztaty kaligrafii arabskiej'],
    address: CENTRE,
    about: [
      'Learn the naskh script with reed pens and ink; all materials are provided, beginners welcome.',
      'تعلّم خط النسخ بأقلام القصب والحبر؛ جميع الأدوات متوفرة والمبتدئون مرحب بهم.',
      'Nauka pisma naskh trzciną i atramentem; materiały zapewniamy, początkujący mile widziani.',
    ],
    inDays: 33,
    deadlineDaysBefore: 4,
    time: '16:00',
    prices: [40, 40, 25, 25, 0, 0, 0],
    status: 'active',
    colours: [
      [90, 60, 40],
      [200, 160, 110],
    ],
    bookings: 4,
  },
  {
    name: [
      "Sisters' circle: health and family",
      'حلقة الأخوات: الصحة والأسرة',
      'Spotkanie sióstr: zdrowie i rodzina',
    ],
    address: [
      'Community room, Islamic Centre, Warsaw',
      'قاعة المجتمع، المركز الإسلامي، وارسو',
      'Sala spotkań, Centrum Islamskie, Warszawa',
    ],
    about: [
      'A doctor of the community talks about health in the family; childcare is arranged next door.',
      'طبيبة من المجتمع تتحدث عن الصحة في الأسرة، مع رعاية للأطفال في الغرفة المجاورة.',
      'Lekarka ze wspólnoty mówi o zdrowiu w rodzinie; opieka nad dziećmi w sali obok.',
    ],
    inDays: 47,
    deadlineDaysBefore: 2,
    time: '17:00',
    prices: [10, 20, 5, 10, 0, 0, 0],
    status: 'active',
    colours: [
      [190, 90, 120],
      [240, 190, 200],
    ],
    bookings: 3,
  },
  {
    name: ['Youth football tournament', 'دوري كرة القدم للشباب', 'Turniej piłki nożnej młodzieży'],
    address: [
      'Sports hall, ul. Konwiktorska 6, Warsaw',
      'الصالة الرياضية، شارع كونفيكتورسكا 6، وارسو',
      'Hala sportowa, ul. Konwiktorska 6, Warszawa',
    ],
    about: [
      'Teams of five from the mosques of the region; lunch and the afternoon prayer at the hall.',
      'فرق من خمسة لاعبين من مساجد المنطقة، مع الغداء وصلاة العصر في الصالة.',
      'Pięcioosobowe drużyny z meczetów regionu; obiad i modlitwa popołudniowa na hali.',
    ],
    inDays: 62,
    deadlineDaysBefore: 10,
    time: '09:00',
    prices: [25, 40, 15, 30, 0, 10, 20],
    status: 'active',
    colours: [
      [60, 140, 60],
      [170, 220, 120],
    ],
    bookings: 3,
  },
];

const PEOPLE = [
  'Yusuf Al-Haddad',
  'Anna Kowalska',
  'Omar Farouk',
  'Aisha Rahman',
  'Piotr Nowak',
  'Khadija El Amrani',
  'Tomasz Kamiński',
  'Bilal Ahmed',
  'Sarah Thompson',
  'Mustafa Yilmaz',
  'Zofia Wójcik',
  'Ibrahim Saleh',
  'Maryam Qureshi',
  'Hamza Mansour',
  'Layla Haddad',
  'Adam Bakr',
  'Joanna Dąbrowska',
  'Tariq Jaber',
];
const CITIES = ['Warszawa', 'Kraków', 'Łódź', 'Wrocław', 'Poznań', 'Gdańsk'];

export const EVENTS_DEMO_COUNTS = {
  events: DEMO_EVENTS.length,
  past: DEMO_EVENTS.filter((event) => event.inDays < 0).length,
  canceled: DEMO_EVENTS.filter((event) => event.status === 'canceled').length,
  registrations: DEMO_EVENTS.reduce((total, event) => total + event.bookings, 0),
} as const;

const WIDTH = 480;
const HEIGHT = 270;
const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** The demo pictures' size: landscape, as the public cards show them. */
export const DEMO_PICTURE_SIZE = { width: WIDTH, height: HEIGHT } as const;

/**
 * A landscape of the event's colours: a sky, a sun, and a mosque's dome and minaret on the horizon.
 * All of it stands inside the centred square, which is what a square thumbnail (the dashboard's
 * lists crop to cover) shows: a sun at the edge was cut to a pale sliver that read as a white dot.
 */
export function demoEventPixel(colours: readonly [Rgb, Rgb]): (x: number, y: number) => Rgb {
  const [top, bottom] = colours;
  const shade: Rgb = [
    Math.round(bottom[0] * 0.25),
    Math.round(bottom[1] * 0.25),
    Math.round(bottom[2] * 0.25),
  ];
  const sun: Rgb = [255, 244, 214];
  const cx = WIDTH * 0.5;
  const base = HEIGHT * 0.64;
  return (x, y) => {
    const ground = y > HEIGHT * 0.84;
    const hall = Math.abs(x - cx) < WIDTH * 0.16 && y > base;
    const dome = y <= base && (x - cx) ** 2 + (y - base) ** 2 < (WIDTH * 0.1) ** 2;
    const minaret = Math.abs(x - (cx + WIDTH * 0.24)) < WIDTH * 0.018 && y > HEIGHT * 0.3;
    if (ground || hall || dome || minaret) return shade;
    if ((x - WIDTH * 0.33) ** 2 + (y - HEIGHT * 0.26) ** 2 < (HEIGHT * 0.09) ** 2) return sun;
    const t = y / HEIGHT;
    return [mix(top[0], bottom[0], t), mix(top[1], bottom[1], t), mix(top[2], bottom[2], t)];
  };
}

export function demoEventPicture(colours: readonly [Rgb, Rgb]): Uint8Array {
  return encodePng(WIDTH, HEIGHT, demoEventPixel(colours));
}

/** The demo's bookings of one event, varied by a fixed pattern so every run seeds the same. */
function demoBooking(index: number): Booking {
  const person = PEOPLE[(index * 7) % PEOPLE.length]!;
  const email = `${person
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@example.org`;
  const phone = `+48 600 2${String(10 + (index % 90)).padStart(2, '0')} ${String(100 + index * 3).slice(-3)}`;
  const transport = index % 3 !== 0;
  const city = transport ? CITIES[index % CITIES.length]! : '';
  if (index % 5 === 1 || index % 5 === 3) {
    return {
      type: 'personal',
      name: person,
      phone,
      email,
      student: index % 4 === 1,
      transportation: transport,
      city,
    };
  }
  return {
    type: 'family',
    parent_name: person,
    phone,
    email,
    num_adults: 1 + (index % 2),
    num_children_above_3: index % 4,
    num_children_below_3: index % 3 === 2 ? 1 : 0,
    use_transport: transport,
    city,
  };
}

/**
 * The events demo: eight events over three months around `now` (one past, one canceled) with their
 * pictures, and forty bookings of both kinds, paid and pending, from several cities, priced by the
 * domain rule as POST /events/{id}/registrations prices them. Skipped when events exist already.
 */
export async function seedEventsDemo(
  db: Database,
  options: { now: Date; timeZone?: string; uploads?: Uploads },
): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(events);
  if ((existing?.value ?? 0) > 0) return false;
  const today = mosqueToday(options.now, options.timeZone ?? DEFAULT_TIME_ZONE);
  let bookingIndex = 0;
  for (const demo of DEMO_EVENTS) {
    const date = addDays(today, demo.inDays);
    const photo = options.uploads ? await options.uploads.saveImage(demoEventPicture(demo.colours)) : null;
    const [adult, adultWithTransport, above3, above3WithTransport, below3, below3WithTransport, discount] =
      demo.prices;
    const [event] = await db
      .insert(events)
      .values({
        eventNameEn: demo.name[0],
        eventNameAr: demo.name[1],
        eventNamePl: demo.name[2],
        addressEn: demo.address[0],
        addressAr: demo.address[1],
        addressPl: demo.address[2],
        aboutEn: demo.about[0],
        aboutAr: demo.about[1],
        aboutPl: demo.about[2],
        date,
        time: demo.time,
        registrationDeadline: addDays(date, -demo.deadlineDaysBefore),
        priceAdultNoTransport: adult,
        priceAdultWithTransport: adultWithTransport,
        priceChildAbove3NoTransport: above3,
        priceChildAbove3WithTransport: above3WithTransport,
        priceChildBelow3NoTransport: below3,
        priceChildBelow3WithTransport: below3WithTransport,
        discountPercentageChildrenAbove3SameFamily: discount,
        photo,
        status: demo.status,
        createdAt: new Date(options.now.getTime() - (40 - demo.inDays / 4) * 86_400_000),
      })
      .returning();
    const prices = {
      price_adult_no_transport: adult,
      price_adult_with_transport: adultWithTransport,
      price_child_above_3_no_transport: above3,
      price_child_above_3_with_transport: above3WithTransport,
      price_child_below_3_no_transport: below3,
      price_child_below_3_with_transport: below3WithTransport,
      discount_percentage_children_above_3_same_family: discount,
    };
    const rows = Array.from({ length: demo.bookings }, (_, offset) => {
      bookingIndex += 1;
      const booking = demoBooking(bookingIndex);
      const personal = booking.type === 'personal';
      // Bookings of a past event were all paid at the door; the others are paid two times in three.
      const paid = demo.inDays < 0 || bookingIndex % 3 !== 0;
      return {
        eventId: event!.id,
        type: booking.type,
        name: personal ? booking.name : booking.parent_name,
        phone: booking.phone,
        email: booking.email,
        student: personal ? booking.student : false,
        transport: personal ? booking.transportation : booking.use_transport,
        numAdults: personal ? 1 : booking.num_adults,
        numChildrenAbove3: personal ? 0 : booking.num_children_above_3,
        numChildrenBelow3: personal ? 0 : booking.num_children_below_3,
        city: booking.city || null,
        price: bookingPrice(booking, prices),
        paymentStatus: bookingPrice(booking, prices) === 0 ? 'free' : paid ? 'paid' : 'pending',
        paidVia: paid && bookingPrice(booking, prices) > 0 ? (bookingIndex % 2 ? 'cash' : 'transfer') : null,
        language: (['en', 'pl', 'ar'] as const)[bookingIndex % 3],
        createdAt: new Date(
          options.now.getTime() -
            (demo.bookings - offset) * 86_400_000 -
            bookingHeadcount(booking) * 3_600_000,
        ),
      };
    });
    if (rows.length > 0) await db.insert(eventRegistrations).values(rows);
  }
  return true;
}
