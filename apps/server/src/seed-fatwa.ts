import { eq, inArray } from 'drizzle-orm';
import type { Database } from './db/client';
import { users } from './db/schema';
import { fatwaQuestions, fatwaResponses } from './db/schema-fatwa';

type Language = 'en' | 'ar' | 'pl';
type Pair = readonly [question: string, response: string];

interface DemoQuestion {
  asker: string;
  language: Language;
  text: string;
  anonymous?: boolean;
  /** How long before the seed time the question arrived. */
  daysAgo: number;
  canceled?: boolean;
  answer?: { en: Pair; ar: Pair; pl: Pair; afterHours: number };
}

/*
 * The desk's demo content: about forty questions from the community in the three languages over the
 * last six weeks. Fifteen are answered in all three languages, five are canceled (administrative
 * questions or duplicates), the rest wait for the imam; some askers chose to stay anonymous.
 */
const QUESTIONS: DemoQuestion[] = [
  {
    asker: 'Yusuf Al-Haddad',
    language: 'en',
    text: 'How many rakat is the Fajr prayer, and is there a sunnah before it?',
    daysAgo: 41,
    answer: {
      afterHours: 20,
      en: [
        'How many rakat is the Fajr prayer, and is there a sunnah before it?',
        'Fajr has two obligatory rakat. The Prophet ﷺ never left the two sunnah rakat before it, so they are strongly recommended.',
      ],
      ar: [
        'كم عدد ركعات صلاة الفجر، وهل لها سنة قبلها؟',
        'صلاة الفجر ركعتان فرضًا، وكان النبي ﷺ لا يدع ركعتي السنة قبلها، فهما سنة مؤكدة.',
      ],
      pl: [
        'Ile rakatów ma modlitwa Fajr i czy jest przed nią sunna?',
        'Fajr ma dwa obowiązkowe rakaty. Prorok ﷺ nigdy nie opuszczał dwóch rakatów sunny przed nią, więc są one mocno zalecane.',
      ],
    },
  },
  {
    asker: 'Anna Kowalska',
    language: 'pl',
    text: 'Czy w podróży mogę łączyć modlitwy Dhuhr i Asr?',
    daysAgo: 39,
    answer: {
      afterHours: 30,
      en: [
        'May I combine Dhuhr and Asr while travelling?',
        'Yes. A traveller may shorten the four-rakat prayers to two and combine Dhuhr with Asr and Maghrib with Isha, at the time of either prayer.',
      ],
      ar: [
        'هل يجوز لي الجمع بين الظهر والعصر في السفر؟',
        'نعم، يجوز للمسافر قصر الصلاة الرباعية إلى ركعتين والجمع بين الظهر والعصر وبين المغرب والعشاء جمع تقديم أو تأخير.',
      ],
      pl: [
        'Czy w podróży mogę łączyć modlitwy Dhuhr i Asr?',
        'Tak. Podróżny może skracać modlitwy czterorakatowe do dwóch rakatów i łączyć Dhuhr z Asr oraz Maghrib z Isha, w czasie jednej z nich.',
      ],
    },
  },
  {
    asker: 'Khadija El Amrani',
    language: 'ar',
    text: 'أكلت ناسية وأنا صائمة، هل صيامي صحيح؟',
    daysAgo: 37,
    answer: {
      afterHours: 6,
      en: [
        'I ate by mistake, forgetting that I was fasting. Is my fast valid?',
        'Your fast is valid. The Prophet ﷺ said that whoever forgets and eats or drinks should complete the fast, for it was Allah who fed them.',
      ],
      ar: [
        'أكلت ناسية وأنا صائمة، هل صيامي صحيح؟',
        'صيامك صحيح، فقد قال النبي ﷺ: «من نسي وهو صائم فأكل أو شرب فليتم صومه، فإنما أطعمه الله وسقاه».',
      ],
      pl: [
        'Zjadłam coś przez zapomnienie w czasie postu. Czy mój post jest ważny?',
        'Twój post jest ważny. Prorok ﷺ powiedział, że kto zapomni i zje lub wypije, niech dokończy post, bo to Allah go nakarmił i napoił.',
      ],
    },
  },
  {
    asker: 'Sarah Thompson',
    language: 'en',
    text: 'Is zakat due on gold jewellery that I wear every day?',
    anonymous: true,
    daysAgo: 36,
    answer: {
      afterHours: 48,
      en: [
        'Is zakat due on gold jewellery that is worn every day?',
        'Scholars differ. Many hold that zakat is due on gold jewellery once it reaches the nisab of 85 g of gold and a lunar year passes; paying it is the safer course. Come and see the imam to work out the amount.',
      ],
      ar: [
        'هل تجب الزكاة في حلي الذهب الذي ألبسه كل يوم؟',
        'اختلف العلماء في ذلك، ويرى كثير منهم وجوب الزكاة في الحلي إذا بلغ النصاب وهو خمسة وثمانون غرامًا من الذهب وحال عليه الحول، وإخراجها أحوط. يمكنك مراجعة الإمام لحساب المقدار.',
      ],
      pl: [
        'Czy od złotej biżuterii noszonej na co dzień należy się zakat?',
        'Uczeni różnią się w tej kwestii. Wielu uważa, że zakat należy się od złotej biżuterii, gdy osiąga nisab 85 g złota i minie rok księżycowy; zapłacenie go jest ostrożniejsze. Zapraszamy do imama, by wyliczyć kwotę.',
      ],
    },
  },
  {
    asker: 'Piotr Nowak',
    language: 'pl',
    text: 'Kiedy najpóźniej trzeba oddać zakat al-fitr?',
    daysAgo: 34,
    answer: {
      afterHours: 26,
      en: [
        'What is the latest time to give zakat al-fitr?',
        'It should reach those in need before the Eid prayer. Giving it a day or two before Eid is established practice, and many scholars allow it from the start of Ramadan.',
      ],
      ar: [
        'ما آخر وقت لإخراج زكاة الفطر؟',
        'يجب أن تصل إلى مستحقيها قبل صلاة العيد، وإخراجها قبل العيد بيوم أو يومين ثابت، وأجاز كثير من العلماء إخراجها من أول رمضان.',
      ],
      pl: [
        'Kiedy najpóźniej trzeba oddać zakat al-fitr?',
        'Powinien trafić do potrzebujących przed modlitwą Id. Oddanie go dzień lub dwa przed świętem to utrwalona praktyka, a wielu uczonych pozwala na to od początku Ramadanu.',
      ],
    },
  },
  {
    asker: 'Mustafa Yilmaz',
    language: 'en',
    text: 'I missed several prayers during an illness. How should I make them up?',
    daysAgo: 32,
    answer: {
      afterHours: 22,
      en: [
        'How should prayers missed during an illness be made up?',
        'Make them up as soon as you are able, in their order where you can, for example one missed prayer after each present one, until none remain.',
      ],
      ar: [
        'كيف أقضي الصلوات التي فاتتني أثناء المرض؟',
        'اقضها في أقرب وقت تستطيعه، مرتبة قدر الإمكان، كأن تقضي صلاة فائتة بعد كل صلاة حاضرة حتى تنتهي منها.',
      ],
      pl: [
        'Jak nadrobić modlitwy opuszczone w czasie choroby?',
        'Nadrób je jak najszybciej, w miarę możliwości po kolei, na przykład jedną zaległą po każdej bieżącej modlitwie, aż żadna nie zostanie.',
      ],
    },
  },
  {
    asker: 'Tomasz Kamiński',
    language: 'pl',
    text: 'W pracy nie ma osobnego pokoju. Czy mogę modlić się w magazynie?',
    daysAgo: 30,
    answer: {
      afterHours: 40,
      en: [
        'There is no prayer room at work. May I pray in the storeroom?',
        'Yes. Any clean place is valid for prayer; a clean cloth or mat is enough. Pray within the prayer time and, if possible, agree a short break with your employer.',
      ],
      ar: [
        'لا توجد غرفة للصلاة في العمل، هل يجوز أن أصلي في المخزن؟',
        'نعم، تصح الصلاة في كل مكان طاهر، ويكفي ثوب أو سجادة نظيفة. صلّ في الوقت، وحاول الاتفاق مع صاحب العمل على استراحة قصيرة.',
      ],
      pl: [
        'W pracy nie ma osobnego pokoju. Czy mogę modlić się w magazynie?',
        'Tak. Modlitwa jest ważna w każdym czystym miejscu; wystarczy czysty materiał lub dywanik. Módl się w wyznaczonym czasie i, jeśli to możliwe, uzgodnij z pracodawcą krótką przerwę.',
      ],
    },
  },
  {
    asker: 'Aisha Rahman',
    language: 'en',
    text: 'I am pregnant and worried about fasting next Ramadan. What should I do?',
    anonymous: true,
    daysAgo: 28,
    answer: {
      afterHours: 12,
      en: [
        'May a pregnant woman leave the Ramadan fast?',
        'If you fear harm to yourself or your baby, you may leave the fast and make the days up later. Ask your doctor, and speak to the imam about your situation.',
      ],
      ar: [
        'هل يجوز للحامل أن تفطر في رمضان؟',
        'إذا خفتِ الضرر على نفسك أو على جنينك جاز لك الفطر وتقضين الأيام لاحقًا. استشيري طبيبك، وتحدثي مع الإمام عن حالتك.',
      ],
      pl: [
        'Czy kobieta w ciąży może nie pościć w Ramadanie?',
        'Jeśli obawiasz się szkody dla siebie lub dziecka, możesz nie pościć i nadrobić te dni później. Skonsultuj się z lekarzem i porozmawiaj z imamem o swojej sytuacji.',
      ],
    },
  },
  {
    asker: 'Rania Suleiman',
    language: 'ar',
    text: 'ابني عمره تسع سنوات ويريد أن يصوم رمضان كاملًا، هل أسمح له؟',
    daysAgo: 26,
    answer: {
      afterHours: 18,
      en: [
        'My nine-year-old son wants to fast all of Ramadan. Should I let him?',
        'Fasting is not obligatory before puberty, but it is good to train children gradually: part of the day or some days, watching his health and energy.',
      ],
      ar: [
        'ابني عمره تسع سنوات ويريد أن يصوم رمضان كاملًا، هل أسمح له؟',
        'الصيام لا يجب قبل البلوغ، لكن يحسن تعويد الأطفال عليه تدريجيًا، بعض النهار أو بعض الأيام، مع مراعاة صحته ونشاطه.',
      ],
      pl: [
        'Mój dziewięcioletni syn chce pościć przez cały Ramadan. Czy mu pozwolić?',
        'Post nie jest obowiązkowy przed dojrzałością, ale dobrze jest stopniowo przyzwyczajać dzieci: część dnia lub niektóre dni, dbając o jego zdrowie i siły.',
      ],
    },
  },
  {
    asker: 'Layla Haddad',
    language: 'en',
    text: 'Is my wudu valid if I am wearing nail polish?',
    daysAgo: 24,
    answer: {
      afterHours: 9,
      en: [
        'Is wudu valid while wearing nail polish?',
        'Ordinary nail polish stops water reaching the nail, so it must be removed before wudu. Henna only colours the nail and does not prevent wudu.',
      ],
      ar: [
        'هل يصح الوضوء مع طلاء الأظافر؟',
        'طلاء الأظافر العادي يمنع وصول الماء إلى الظفر، فيجب إزالته قبل الوضوء، أما الحناء فلون لا يمنع صحة الوضوء.',
      ],
      pl: [
        'Czy wudu jest ważne, gdy mam lakier na paznokciach?',
        'Zwykły lakier nie przepuszcza wody do paznokcia, więc trzeba go zmyć przed wudu. Henna jedynie barwi paznokieć i nie przeszkadza w wudu.',
      ],
    },
  },
  {
    asker: 'Magdalena Lewandowska',
    language: 'pl',
    text: 'Czy kobiety muszą przychodzić na modlitwę piątkową?',
    daysAgo: 21,
    answer: {
      afterHours: 28,
      en: [
        'Must women attend the Friday prayer?',
        "Jumu'ah is not obligatory for women, and they are welcome to attend. A woman who does not attend prays Dhuhr at home.",
      ],
      ar: [
        'هل يجب على النساء حضور صلاة الجمعة؟',
        'صلاة الجمعة لا تجب على المرأة، ولها أن تحضرها وهي مرحب بها، ومن لم تحضرها صلت الظهر في بيتها.',
      ],
      pl: [
        'Czy kobiety muszą przychodzić na modlitwę piątkową?',
        'Dżuma nie jest obowiązkowa dla kobiet, ale są mile widziane. Kobieta, która nie przychodzi, odmawia w domu Dhuhr.',
      ],
    },
  },
  {
    asker: 'James Whitfield',
    language: 'en',
    text: 'My savings account paid interest. What should I do with it?',
    anonymous: true,
    daysAgo: 18,
    answer: {
      afterHours: 36,
      en: [
        'What should be done with interest paid on a savings account?',
        'Do not use it for yourself. Give it away to general good causes without intending it as your own charity, and consider moving your savings to an interest-free account.',
      ],
      ar: [
        'ماذا أفعل بالفوائد التي دفعها البنك على حساب التوفير؟',
        'لا تنتفع بها لنفسك، بل تخلص منها في وجوه الخير العامة دون أن تنوي بها صدقة عنك، وحاول نقل مدخراتك إلى حساب بلا فوائد.',
      ],
      pl: [
        'Co zrobić z odsetkami z konta oszczędnościowego?',
        'Nie używaj ich dla siebie. Przekaż je na ogólne dobre cele bez intencji własnej jałmużny i rozważ przeniesienie oszczędności na konto bez odsetek.',
      ],
    },
  },
  {
    asker: 'Adam Bakr',
    language: 'en',
    text: 'What do we need for a nikah at the centre?',
    daysAgo: 15,
    answer: {
      afterHours: 24,
      en: [
        'What is needed for a nikah at the centre?',
        "The bride's consent and her wali, two adult Muslim witnesses and an agreed mahr. Book a date with the imam; the centre also helps with the civil registration.",
      ],
      ar: [
        'ما المطلوب لعقد النكاح في المركز؟',
        'رضا العروس ووجود وليها، وشاهدان مسلمان بالغان، ومهر متفق عليه. احجزوا موعدًا مع الإمام، ويساعد المركز أيضًا في التسجيل المدني.',
      ],
      pl: [
        'Czego potrzebujemy do nikahu w centrum?',
        'Zgody panny młodej i obecności jej opiekuna (wali), dwóch pełnoletnich świadków muzułmanów oraz uzgodnionego mahru. Umówcie termin z imamem; centrum pomaga też w rejestracji cywilnej.',
      ],
    },
  },
  {
    asker: 'Zofia Wójcik',
    language: 'pl',
    text: 'Czy podczas sudżudu mogę prosić Allaha po polsku?',
    daysAgo: 12,
    answer: {
      afterHours: 15,
      en: [
        'May I make dua in Polish during sujood?',
        'Outside the prayer, make dua in any language. In the prayer, Arabic is preferred; many scholars allow a personal dua in your own language in sujood for someone who does not know Arabic, while learning the Arabic supplications.',
      ],
      ar: [
        'هل يجوز لي أن أدعو الله باللغة البولندية في السجود؟',
        'خارج الصلاة ادعُ بأي لغة، أما في الصلاة فالعربية أولى، وأجاز كثير من العلماء لمن لا يحسن العربية أن يدعو بلغته في السجود مع السعي لتعلم الأدعية العربية.',
      ],
      pl: [
        'Czy podczas sudżudu mogę prosić Allaha po polsku?',
        'Poza modlitwą możesz prosić w dowolnym języku. W modlitwie lepiej po arabsku; wielu uczonych pozwala osobie nieznającej arabskiego na prośbę we własnym języku w sudżudzie, przy jednoczesnej nauce arabskich duʿa.',
      ],
    },
  },
  {
    asker: 'Hamza Mansour',
    language: 'ar',
    text: 'هل تصل الصدقة عن والدي المتوفى؟',
    daysAgo: 9,
    answer: {
      afterHours: 10,
      en: [
        'Does charity given for my late father reach him?',
        'Yes. Charity given on behalf of a deceased parent reaches them, as the Prophet ﷺ confirmed to a man who asked about his mother. Your dua for him benefits him too.',
      ],
      ar: [
        'هل تصل الصدقة عن والدي المتوفى؟',
        'نعم، الصدقة عن الوالد المتوفى تصل إليه، كما أقر النبي ﷺ رجلًا سأله عن أمه، ودعاؤك له ينفعه كذلك.',
      ],
      pl: [
        'Czy jałmużna za mojego zmarłego ojca do niego dociera?',
        'Tak. Jałmużna dana w imieniu zmarłego rodzica do niego dociera, co Prorok ﷺ potwierdził człowiekowi pytającemu o matkę. Twoja duʿa za niego także mu pomaga.',
      ],
    },
  },
  // Canceled: administrative questions for the office, and a duplicate.
  {
    asker: 'Emily Carter',
    language: 'en',
    text: 'What time does the Sunday school start?',
    daysAgo: 35,
    canceled: true,
  },
  {
    asker: 'Michał Szymański',
    language: 'pl',
    text: 'Gdzie można zaparkować w piątek?',
    daysAgo: 27,
    canceled: true,
  },
  {
    asker: 'Yusuf Al-Haddad',
    language: 'en',
    text: 'How many rakat is the Fajr prayer?',
    daysAgo: 40,
    canceled: true,
  },
  {
    asker: 'Tariq Jaber',
    language: 'ar',
    text: 'هل يوجد درس للأطفال يوم السبت؟',
    daysAgo: 16,
    canceled: true,
  },
  {
    asker: 'Joanna Dąbrowska',
    language: 'pl',
    text: 'Czy mogę zapisać dziecko na zajęcia przez telefon?',
    anonymous: true,
    daysAgo: 6,
    canceled: true,
  },
  // Waiting for the imam.
  {
    asker: 'Omar Farouk',
    language: 'en',
    text: 'Is it sunnah to fast on the day of Arafah if I am not performing Hajj?',
    daysAgo: 17,
  },
  { asker: 'parent', language: 'en', text: 'Can I pray Taraweeh at home with my family?', daysAgo: 14 },
  {
    asker: 'Khadija El Amrani',
    language: 'ar',
    text: 'هل يجوز إخراج زكاة المال لأخي المحتاج؟',
    daysAgo: 13,
  },
  {
    asker: 'Katarzyna Wiśniewska',
    language: 'pl',
    text: 'Czy wolno pościć sześć dni Szawwalu zaraz po Id?',
    daysAgo: 12,
  },
  {
    asker: 'Mustafa Yilmaz',
    language: 'en',
    text: 'Is it allowed to pay zakat in monthly instalments instead of once a year?',
    daysAgo: 11,
  },
  {
    asker: 'Sarah Thompson',
    language: 'en',
    text: 'My husband and I disagree about schooling for our children. How should we decide together?',
    anonymous: true,
    daysAgo: 10,
  },
  {
    asker: 'Rania Suleiman',
    language: 'ar',
    text: 'ما حكم الجمع بين المغرب والعشاء بسبب المطر الشديد؟',
    daysAgo: 9,
  },
  {
    asker: 'Anna Kowalska',
    language: 'pl',
    text: 'Mój mąż nie jest muzułmaninem. Czy mogę z nim obchodzić Boże Narodzenie z jego rodziną?',
    anonymous: true,
    daysAgo: 8,
  },
  { asker: 'Adam Bakr', language: 'en', text: 'Does using an asthma inhaler break the fast?', daysAgo: 7 },
  {
    asker: 'Hamza Mansour',
    language: 'ar',
    text: 'هل يجوز قراءة القرآن من الهاتف دون وضوء؟',
    daysAgo: 7,
  },
  {
    asker: 'Tomasz Kamiński',
    language: 'pl',
    text: 'Jak liczyć zakat od oszczędności trzymanych na lokacie?',
    daysAgo: 6,
  },
  {
    asker: 'Layla Haddad',
    language: 'en',
    text: 'Is it permissible to shorten prayers on a two-week work trip?',
    daysAgo: 5,
  },
  {
    asker: 'Tariq Jaber',
    language: 'ar',
    text: 'كيف أعلّم أطفالي الصلاة دون أن أضغط عليهم؟',
    anonymous: true,
    daysAgo: 5,
  },
  {
    asker: 'Magdalena Lewandowska',
    language: 'pl',
    text: 'Czy mogę modlić się w spodniach, czy muszę założyć spódnicę?',
    daysAgo: 4,
  },
  {
    asker: 'James Whitfield',
    language: 'en',
    text: 'Can I donate my zakat to the centre’s building fund?',
    daysAgo: 3,
  },
  {
    asker: 'Aisha Rahman',
    language: 'ar',
    text: 'هل يجب على المرأة المرضع قضاء الأيام التي أفطرتها؟',
    anonymous: true,
    daysAgo: 3,
  },
  {
    asker: 'Piotr Nowak',
    language: 'pl',
    text: 'Czy można odmówić modlitwę Isza przed północą, gdy w lecie jest bardzo późno?',
    daysAgo: 2,
  },
  {
    asker: 'Emily Carter',
    language: 'en',
    text: 'What should I say when someone sneezes during a lesson?',
    daysAgo: 1,
  },
  {
    asker: 'Michał Szymański',
    language: 'pl',
    text: 'Czy dzieci powinny pościć w dni szkolne w Ramadanie?',
    anonymous: true,
    daysAgo: 1,
  },
  {
    asker: 'parent',
    language: 'ar',
    text: 'هل تجوز صلاة الجماعة في البيت مع زوجتي وأولادي؟',
    daysAgo: 0,
  },
];

const HOUR = 3_600_000;

/** The fatwa part of the first-run demo data, placed in the six weeks before `now`. */
export async function seedFatwaDemo(db: Database, now: Date): Promise<void> {
  const names = [...new Set(QUESTIONS.map((question) => question.asker))];
  const askers = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const idOf = new Map(askers.map((row) => [row.username, row.id]));
  const [imam] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'imam'));

  for (const [index, item] of QUESTIONS.entries()) {
    // A different hour of the day per question, so the list reads like real traffic.
    const createdAt = new Date(now.getTime() - item.daysAgo * 24 * HOUR - ((index * 5) % 11) * HOUR - HOUR);
    const [question] = await db
      .insert(fatwaQuestions)
      .values({
        userId: idOf.get(item.asker) ?? null,
        question: item.text,
        language: item.language,
        isAnonymous: item.anonymous ?? false,
        isActive: !item.canceled,
        createdAt,
      })
      .returning({ id: fatwaQuestions.id });
    if (!question || !item.answer) continue;
    const answeredAt = new Date(Math.min(createdAt.getTime() + item.answer.afterHours * HOUR, now.getTime()));
    await db.insert(fatwaResponses).values({
      questionId: question.id,
      questionEn: item.answer.en[0],
      responseEn: item.answer.en[1],
      questionAr: item.answer.ar[0],
      responseAr: item.answer.ar[1],
      questionPl: item.answer.pl[0],
      responsePl: item.answer.pl[1],
      responderId: imam?.id ?? null,
      createdAt: answeredAt,
      updatedAt: answeredAt,
    });
  }
}

/** For the seed test: how the demo questions divide up. */
export const FATWA_DEMO_COUNTS = {
  total: QUESTIONS.length,
  answered: QUESTIONS.filter((question) => question.answer).length,
  canceled: QUESTIONS.filter((question) => question.canceled).length,
  anonymous: QUESTIONS.filter((question) => question.anonymous).length,
};
