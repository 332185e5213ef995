import { subjectNameKey } from '@minbar/domain/education/subject';
import { periodEndAfter } from '@minbar/domain/education/subscription';
import { addDays, DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { userRoles, users } from './db/schema';
import {
  children,
  childTeachers,
  packages,
  subjects,
  subscriptions,
  teacherSubjects,
} from './db/schema-education';

const SUBJECTS: Array<[name: string, description: string]> = [
  ['Quran recitation', 'Reading the Quran aloud with correct pronunciation, for beginners and readers.'],
  ['Tajweed', 'The rules of recitation: makharij, madd, ghunnah and stopping.'],
  ['Quran memorisation', 'Hifz circles: short surahs first, revised every week.'],
  ['Arabic language', 'Reading, writing and speaking Modern Standard Arabic.'],
  ['Arabic for beginners', 'The alphabet, joining letters and first words.'],
  ['Fiqh of worship', 'Purification, prayer and fasting explained for children.'],
  ['Seerah', 'The life of the Prophet ﷺ told as stories.'],
  ['Islamic manners', 'Adab at home, at school and in the mosque.'],
  ['Aqeedah', 'The pillars of faith for young learners.'],
  ['Hadith', 'Forty short hadith, memorised and explained.'],
];

/** The subjects each of the six teachers teaches (indexes into SUBJECTS); Aqeedah and Hadith wait for one. */
const TEACHING: number[][] = [
  [0, 1],
  [2, 0],
  [3, 4],
  [4, 3, 7],
  [5, 6],
  [6, 7],
];

const PACKAGES: Array<{
  name: string;
  description: string;
  price: number;
  subjects: number;
  active: boolean;
}> = [
  {
    name: 'Weekend basic',
    description: 'Saturday mornings: Quran and Arabic.',
    price: 120,
    subjects: 2,
    active: true,
  },
  {
    name: 'Weekend full',
    description: 'Saturdays and Sundays: Quran, Arabic, fiqh and seerah.',
    price: 200,
    subjects: 4,
    active: true,
  },
  {
    name: 'Hifz programme',
    description: 'Memorisation circles three evenings a week, with tajweed.',
    price: 250,
    subjects: 3,
    active: true,
  },
  {
    name: 'Summer camp 2025',
    description: 'Two weeks of classes and trips in July; no longer offered.',
    price: 180,
    subjects: 5,
    active: false,
  },
];

const FIRST_NAMES = [
  'Adam',
  'Amina',
  'Yusuf',
  'Maryam',
  'Ibrahim',
  'Zaynab',
  'Omar',
  'Fatima',
  'Bilal',
  'Hana',
  'Zofia',
  'Jan',
  'Layla',
  'Idris',
  'Safiya',
  'Hamza',
  'Noor',
  'Musa',
  'Aisha',
  'Tariq',
  'Lena',
  'Ilyas',
  'Khadija',
  'Sami',
  'Rania',
  'Zayd',
  'Salma',
  'Hasan',
  'Maja',
  'Yahya',
];
const LAST_NAMES = ['Nowak', 'Haddad', 'Kowalski', 'Rahman', 'Benali', 'Wiśniewski', 'Qureshi', 'Saleh'];

const REASONS = [
  'Unpaid since last month.',
  'The family moved to Kraków.',
  'Paused for the exam season at school.',
  'Illness: back after the holidays.',
  'Switched to the Hifz programme.',
];

/** How the thirty children are spread: 6 requests, 24 approved (5 of them without a teacher). */
export const EDUCATION_DEMO_COUNTS = {
  subjects: SUBJECTS.length,
  teachers: TEACHING.length,
  children: FIRST_NAMES.length,
  requests: 6,
  withoutTeacher: 5,
  packages: PACKAGES.length,
  cancelledPackages: 1,
  subscriptions: 25,
  activeSubscriptions: 20,
} as const;

async function accountsWithRole(db: Database, role: 'teacher' | 'parent') {
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, role)))
    .orderBy(asc(users.id));
}

/**
 * The weekend school's demo (docs/decisions/0023): ten subjects, the first six teacher accounts teaching them,
 * thirty children of the parent accounts in every list (requests with a suggested subject, approved
 * with and without teachers, with and without a subscription), four packages (one cancelled) and 25
 * subscriptions, five suspended with a reason, some at an older price. It uses the accounts already
 * seeded and is skipped when subjects exist or no teacher or parent account does.
 */
export async function seedEducationDemo(
  db: Database,
  options: { now: Date; timeZone?: string },
): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(subjects);
  if ((existing?.value ?? 0) > 0) return false;
  const teachers = (await accountsWithRole(db, 'teacher')).slice(0, TEACHING.length);
  const parents = await accountsWithRole(db, 'parent');
  if (teachers.length === 0 || parents.length === 0) return false;
  const today = mosqueToday(options.now, options.timeZone ?? DEFAULT_TIME_ZONE);
  const daysAgo = (days: number) => new Date(options.now.getTime() - days * 86_400_000);

  await db.transaction(async (tx) => {
    const subjectIds = (
      await tx
        .insert(subjects)
        .values(
          SUBJECTS.map(([name, description], index) => ({
            name,
            nameKey: subjectNameKey(name),
            description,
            createdAt: daysAgo(200 - index),
          })),
        )
        .returning({ id: subjects.id })
    ).map((row) => row.id);
    await tx.insert(teacherSubjects).values(
      teachers.flatMap((teacher, index) =>
        (TEACHING[index] ?? []).map((subject) => ({
          teacherId: teacher.id,
          subjectId: subjectIds[subject]!,
        })),
      ),
    );

    const packageIds = (
      await tx
        .insert(packages)
        .values(
          PACKAGES.map((item, index) => ({
            name: item.name,
            description: item.description,
            price: item.price,
            numSubjectsIncluded: item.subjects,
            isActive: item.active,
            createdAt: daysAgo(300 - index * 20),
            updatedAt: daysAgo(30),
          })),
        )
        .returning({ id: packages.id })
    ).map((row) => row.id);

    const requests = EDUCATION_DEMO_COUNTS.requests;
    const childIds = (
      await tx
        .insert(children)
        .values(
          FIRST_NAMES.map((firstName, index) => {
            const approved = index >= requests;
            return {
              firstName,
              lastName: LAST_NAMES[index % LAST_NAMES.length]!,
              birthdate: addDays(today, -(365 * (5 + (index % 10)) + 30 + index * 11)),
              parentId: parents[index % parents.length]!.id,
              approved,
              approvedAt: approved ? daysAgo(150 - index) : null,
              suggestedSubjectId: index % 3 === 0 ? subjectIds[index % subjectIds.length]! : null,
              isSent: true,
              createdAt: daysAgo(approved ? 160 - index : 1 + index * 2),
            };
          }),
        )
        .returning({ id: children.id })
    ).map((row) => row.id);

    // Approved children are ids 6..29; the last five of them have no teacher yet.
    const approvedIds = childIds.slice(requests);
    const taught = approvedIds.slice(0, approvedIds.length - EDUCATION_DEMO_COUNTS.withoutTeacher);
    await tx
      .insert(childTeachers)
      .values(
        taught.map((childId, index) => ({ childId, teacherId: teachers[index % teachers.length]!.id })),
      );

    // Twenty active subscriptions (children 0..19 of the approved), four suspended ones on the others,
    // and one older suspended subscription of the first child, who subscribed again.
    const rows: Array<typeof subscriptions.$inferInsert> = [];
    const packageOf = (index: number) => (index % 7 === 6 ? 3 : index % 3);
    for (const [index, childId] of approvedIds.entries()) {
      const active = index < EDUCATION_DEMO_COUNTS.activeSubscriptions;
      const chosen = packageOf(index);
      const start = addDays(today, -(10 + index * 6));
      let end = periodEndAfter(start);
      while (active && end < today) end = periodEndAfter(end);
      // Those who joined long ago keep the price of their day, before the last price rise.
      const price = PACKAGES[chosen]!.price - (index >= 12 ? 20 : 0);
      rows.push({
        childId,
        packageId: packageIds[chosen]!,
        price,
        startDate: start,
        currentPeriodEnd: end,
        isActive: active,
        suspensionReason: active ? null : REASONS[index % REASONS.length]!,
        createdAt: daysAgo(10 + index * 6),
      });
    }
    const first = approvedIds[0]!;
    const oldStart = addDays(today, -200);
    rows.push({
      childId: first,
      packageId: packageIds[3]!,
      price: PACKAGES[3]!.price,
      startDate: oldStart,
      currentPeriodEnd: periodEndAfter(oldStart),
      isActive: false,
      suspensionReason: REASONS[4]!,
      createdAt: daysAgo(200),
    });
    await tx.insert(subscriptions).values(rows);
  });
  return true;
}
