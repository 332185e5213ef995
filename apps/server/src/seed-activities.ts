import { addDays, DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { FRIDAY, weekdayOf } from '@minbar/domain/prayer/schedule';
import { count } from 'drizzle-orm';
import type { Database } from './db/client';
import { activities } from './db/schema-activities';
import { demoEventPicture } from './seed-events';
import type { Rgb } from './services/png';
import type { Uploads } from './services/uploads';

type Texts = readonly [en: string, ar: string, pl: string];

interface DemoActivity {
  title: Texts;
  description: Texts;
  location: Texts | null;
  video: string | null;
  /**
   * Days from the seed day (the demo stays around "now"); null for a regular class with no one date;
   * 'lastFriday' for what happens on a Friday, so it is never dated another day of the week.
   */
  inDays: number | null | 'lastFriday';
  time: string | null;
  colours: readonly [Rgb, Rgb];
}

const HALL: Texts = ['Main prayer hall', 'قاعة الصلاة الرئيسية', 'Główna sala modlitw'];
const CLASSROOM: Texts = ['Classroom 2, first floor', 'الفصل 2، الطابق الأول', 'Sala 2, pierwsze piętro'];

const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    title: ['Quran circle for adults', 'حلقة القرآن للكبار', 'Koło Koranu dla dorosłych'],
    description: [
      'Weekly reading with tajweed, for beginners and those who read already. Bring your own mushaf if you have one.',
      'قراءة أسبوعية مع التجويد للمبتدئين ولمن يقرأ. أحضر مصحفك إن كان لديك.',
      'Cotygodniowe czytanie z tadżwidem, dla początkujących i czytających. Przynieś swój mushaf, jeśli masz.',
    ],
    location: HALL,
    video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    inDays: null,
    time: '18:30',
    colours: [
      [38, 70, 83],
      [42, 157, 143],
    ],
  },
  {
    title: ['Arabic for children', 'العربية للأطفال', 'Arabski dla dzieci'],
    description: [
      'Letters, songs and games on Saturday mornings, in three groups by age.',
      'الحروف والأناشيد والألعاب صباح كل سبت، في ثلاث مجموعات حسب العمر.',
      'Litery, piosenki i zabawy w sobotnie poranki, w trzech grupach wiekowych.',
    ],
    location: CLASSROOM,
    video: 'https://youtu.be/9bZkp7q19f0?t=75',
    inDays: null,
    time: '10:00',
    colours: [
      [244, 162, 97],
      [231, 111, 81],
    ],
  },
  {
    title: ['Youth football', 'كرة القدم للشباب', 'Piłka nożna dla młodzieży'],
    description: [
      'Friendly matches for teenagers every Sunday afternoon; boots and water bottles welcome.',
      'مباريات ودية للمراهقين كل أحد بعد الظهر؛ أحضر حذاءك وقارورة ماء.',
      'Towarzyskie mecze dla nastolatków w każdą niedzielę po południu; weź buty i wodę.',
    ],
    location: ['Orlik pitch, ul. Wiertnicza', 'ملعب أورليك، شارع فييرتنيتشا', 'Boisko Orlik, ul. Wiertnicza'],
    video: 'https://www.youtube.com/shorts/kJQP7kiw5Fk',
    inDays: -12,
    time: '15:00',
    colours: [
      [87, 117, 144],
      [144, 190, 109],
    ],
  },
  {
    title: ["Sisters' halaqa", 'حلقة الأخوات', 'Halaka dla sióstr'],
    description: [
      'A monthly study circle for women on the seerah, with tea and time for questions.',
      'حلقة شهرية للنساء في السيرة النبوية، مع الشاي ووقت للأسئلة.',
      'Comiesięczne spotkanie dla kobiet o sirze, z herbatą i czasem na pytania.',
    ],
    location: CLASSROOM,
    video: null,
    inDays: 9,
    time: '17:00',
    colours: [
      [181, 131, 141],
      [229, 152, 155],
    ],
  },
  {
    title: ['Community iftar', 'إفطار جماعي', 'Wspólny iftar'],
    description: [
      'Breaking the fast together: soup, dates and a shared meal for everyone who comes.',
      'نفطر معًا: شوربة وتمر ووجبة مشتركة لكل من يحضر.',
      'Wspólne przerwanie postu: zupa, daktyle i posiłek dla każdego, kto przyjdzie.',
    ],
    location: HALL,
    video: 'https://www.facebook.com/watch/?v=1234567890123',
    inDays: -40,
    time: '16:45',
    colours: [
      [255, 183, 3],
      [251, 133, 0],
    ],
  },
  {
    title: ['Winter food drive', 'حملة الطعام الشتوية', 'Zimowa zbiórka żywności'],
    description: [
      'We collect rice, oil, tinned food and tea for families in need; bring them to the office any day.',
      'نجمع الأرز والزيت والمعلبات والشاي للأسر المحتاجة؛ أحضرها إلى المكتب في أي يوم.',
      'Zbieramy ryż, olej, konserwy i herbatę dla potrzebujących rodzin; przynieś je do biura w dowolny dzień.',
    ],
    location: ["The centre's office", 'مكتب المركز', 'Biuro centrum'],
    video: null,
    inDays: 3,
    time: null,
    colours: [
      [69, 123, 157],
      [168, 218, 220],
    ],
  },
  {
    title: ['Open mosque day', 'يوم المسجد المفتوح', 'Dzień otwartego meczetu'],
    description: [
      'Neighbours, schools and anyone curious can visit, watch a prayer and ask the imam anything.',
      'يمكن للجيران والمدارس وكل مهتم الزيارة ومشاهدة الصلاة وسؤال الإمام عن أي شيء.',
      'Sąsiedzi, szkoły i ciekawi świata mogą zwiedzić meczet, zobaczyć modlitwę i zapytać imama o wszystko.',
    ],
    location: HALL,
    video: 'https://www.facebook.com/IslamicCentreWarsaw/videos/987654321098765/',
    inDays: 21,
    time: '11:00',
    colours: [
      [29, 53, 87],
      [69, 123, 157],
    ],
  },
  {
    title: ['Friday khutbah recordings', 'تسجيلات خطبة الجمعة', 'Nagrania chutby piątkowej'],
    description: [
      "Every Friday's sermon, recorded in Arabic with a Polish summary, for those who could not come.",
      'خطبة كل جمعة مسجلة بالعربية مع ملخص بالبولندية لمن لم يستطع الحضور.',
      'Każda piątkowa chutba nagrana po arabsku ze streszczeniem po polsku, dla tych, którzy nie mogli przyjść.',
    ],
    location: null,
    video: 'https://www.youtube.com/live/jNQXAC9IVRw?feature=share',
    inDays: 'lastFriday',
    time: '13:15',
    colours: [
      [40, 54, 24],
      [96, 108, 56],
    ],
  },
  {
    title: ['Preparing for hajj', 'الاستعداد للحج', 'Przygotowanie do hadżdżu'],
    description: [
      'A lecture series on the rites of hajj and umrah, with practical advice from pilgrims of past years.',
      'سلسلة محاضرات عن مناسك الحج والعمرة مع نصائح عملية من حجاج الأعوام الماضية.',
      'Cykl wykładów o obrzędach hadżdżu i umry, z praktycznymi radami pielgrzymów z poprzednich lat.',
    ],
    location: HALL,
    video: 'https://vimeo.com/76979871',
    inDays: 30,
    time: '19:00',
    colours: [
      [221, 161, 94],
      [188, 108, 37],
    ],
  },
  {
    title: ['Calligraphy workshop', 'ورشة الخط العربي', 'Warsztaty kaligrafii'],
    description: [
      'Learn the naskh script with reed pens and ink; materials are provided, places are limited.',
      'تعلّم خط النسخ بالقصب والحبر؛ الأدوات متوفرة والأماكن محدودة.',
      'Nauka pisma naschi trzciną i tuszem; materiały zapewniamy, liczba miejsc ograniczona.',
    ],
    location: CLASSROOM,
    video: 'https://example.org/calligraphy/naskh-basics',
    inDays: -75,
    time: '12:00',
    colours: [
      [94, 80, 63],
      [234, 224, 213],
    ],
  },
  {
    title: ['Blood donation day', 'يوم التبرع بالدم', 'Dzień krwiodawstwa'],
    description: [
      "The regional blood centre's bus parks outside; bring an ID and eat a good breakfast first.",
      'تتوقف حافلة مركز الدم الإقليمي أمام المسجد؛ أحضر هويتك وتناول فطورًا جيدًا.',
      'Autobus regionalnego centrum krwiodawstwa stanie przed meczetem; weź dowód i zjedz dobre śniadanie.',
    ],
    location: ['Car park in front of the centre', 'موقف السيارات أمام المركز', 'Parking przed centrum'],
    video: null,
    inDays: -100,
    time: '09:00',
    colours: [
      [208, 0, 0],
      [255, 186, 8],
    ],
  },
  {
    title: ['Charity run for the well project', 'سباق خيري لمشروع البئر', 'Bieg charytatywny na studnię'],
    description: [
      'Five kilometres along the Vistula; every runner’s sponsors fund a well in a village that has none.',
      'خمسة كيلومترات على ضفاف نهر فيستولا؛ يموّل رعاة كل عدّاء بئرًا في قرية بلا ماء.',
      'Pięć kilometrów wzdłuż Wisły; sponsorzy każdego biegacza finansują studnię w wiosce bez wody.',
    ],
    location: ['Vistula boulevards, Warsaw', 'بوليفارات فيستولا، وارسو', 'Bulwary Wiślane, Warszawa'],
    video: null,
    inDays: 45,
    time: '09:30',
    colours: [
      [0, 119, 182],
      [144, 224, 239],
    ],
  },
];

/** The Friday before `today` (a week back when today is a Friday, so its recording exists). */
export function lastFridayBefore(today: string): string {
  const daysBack = (weekdayOf(today) - FRIDAY + 7) % 7 || 7;
  return addDays(today, -daysBack);
}

function demoDate(inDays: DemoActivity['inDays'], today: string): string | null {
  if (inDays === null) return null;
  return inDays === 'lastFriday' ? lastFridayBefore(today) : addDays(today, inDays);
}

export const ACTIVITIES_DEMO_COUNTS = {
  activities: DEMO_ACTIVITIES.length,
  youtube: DEMO_ACTIVITIES.filter((activity) => /youtu/.test(activity.video ?? '')).length,
  facebook: DEMO_ACTIVITIES.filter((activity) => /facebook\.com/.test(activity.video ?? '')).length,
  otherLinks: DEMO_ACTIVITIES.filter(
    (activity) => activity.video !== null && !/youtu|facebook\.com/.test(activity.video),
  ).length,
  noVideo: DEMO_ACTIVITIES.filter((activity) => activity.video === null).length,
  undated: DEMO_ACTIVITIES.filter((activity) => activity.inDays === null).length,
} as const;

/**
 * The activities demo: twelve activities of the centre with their pictures, in the three languages,
 * with YouTube, Facebook, other and no video, dated around `now` (two are regular classes with no
 * date). Skipped when activities exist already.
 */
export async function seedActivitiesDemo(
  db: Database,
  options: { now: Date; timeZone?: string; uploads?: Uploads },
): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(activities);
  if ((existing?.value ?? 0) > 0) return false;
  const today = mosqueToday(options.now, options.timeZone ?? DEFAULT_TIME_ZONE);
  for (const demo of DEMO_ACTIVITIES) {
    const photo = options.uploads ? await options.uploads.saveImage(demoEventPicture(demo.colours)) : null;
    await db.insert(activities).values({
      titleEn: demo.title[0],
      titleAr: demo.title[1],
      titlePl: demo.title[2],
      descriptionEn: demo.description[0],
      descriptionAr: demo.description[1],
      descriptionPl: demo.description[2],
      locationEn: demo.location?.[0] ?? '',
      locationAr: demo.location?.[1] ?? '',
      locationPl: demo.location?.[2] ?? '',
      videoLink: demo.video,
      photo,
      date: demoDate(demo.inDays, today),
      time: demo.time,
    });
  }
  return true;
}
