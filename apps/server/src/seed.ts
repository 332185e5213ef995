import type { Role } from '@minbar/domain/access/roles';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { DEFAULT_CITY } from '@minbar/domain/prayer/cities';
import { formatMinutes, parseTime } from '@minbar/domain/prayer/prayers';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { users } from './db/schema';
import { athanTimes } from './db/schema-prayer';
import { seedActivitiesDemo } from './seed-activities';
import { seedCertificatesDemo } from './seed-certificates';
import { seedDonationsDemo } from './seed-donations';
import { seedEducationDemo } from './seed-education';
import { seedEventsDemo } from './seed-events';
import { seedFatwaDemo } from './seed-fatwa';
import { seedMosqueIdentityDemo } from './seed-identity';
import { seedPrayerDemo } from './seed-prayer';
import { writeMosqueSettings } from './services/mosque-settings';
import type { PasswordHasher } from './services/passwords';
import type { Uploads } from './services/uploads';
import { insertUser } from './services/users';

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  roles: Role[];
}

/** The sign-ins printed at start-up. */
export const DEMO_SIGN_INS: DemoAccount[] = [
  { username: 'admin', email: 'admin@example.org', password: 'admin12345', roles: ['admin'] },
  { username: 'imam', email: 'imam@example.org', password: 'imam12345', roles: ['imam'] },
  { username: 'parent', email: 'parent@example.org', password: 'parent12345', roles: ['parent'] },
  { username: 'teacher', email: 'teacher@example.org', password: 'teacher12345', roles: ['teacher'] },
];

/** Enough people of the community to page the Administrators list (4+ pages of 10). */
const COMMUNITY: Array<[username: string, email: string, roles: Role[]]> = [
  ['Yusuf Al-Haddad', 'yusuf.alhaddad@example.org', ['parent']],
  ['Fatima Zahra Benali', 'fatima.benali@example.org', ['teacher']],
  ['Anna Kowalska', 'anna.kowalska@example.org', ['parent']],
  ['Omar Farouk', 'omar.farouk@example.org', ['imam']],
  ['James Whitfield', 'james.whitfield@example.org', ['parent']],
  ['Aisha Rahman', 'aisha.rahman@example.org', ['teacher', 'parent']],
  ['Piotr Nowak', 'piotr.nowak@example.org', ['parent']],
  ['Maryam Qureshi', 'maryam.qureshi@example.org', ['student']],
  ['Ibrahim Saleh', 'ibrahim.saleh@example.org', ['teacher']],
  ['Katarzyna Wiśniewska', 'katarzyna.wisniewska@example.org', ['parent']],
  ['Bilal Ahmed', 'bilal.ahmed@example.org', ['student']],
  ['Sarah Thompson', 'sarah.thompson@example.org', ['parent']],
  ['Hamza Mansour', 'hamza.mansour@example.org', ['student']],
  ['Zofia Wójcik', 'zofia.wojcik@example.org', ['teacher']],
  ['Khadija El Amrani', 'khadija.elamrani@example.org', ['parent']],
  ['Tomasz Kamiński', 'tomasz.kaminski@example.org', ['parent']],
  ['Layla Haddad', 'layla.haddad@example.org', ['student']],
  ['Daniel Hughes', 'daniel.hughes@example.org', ['teacher']],
  ['Abdullah Nasser', 'abdullah.nasser@example.org', ['admin']],
  ['Magdalena Lewandowska', 'magdalena.lewandowska@example.org', ['parent']],
  ['Zaynab Karim', 'zaynab.karim@example.org', ['student']],
  ['Mustafa Yilmaz', 'mustafa.yilmaz@example.org', ['parent']],
  ['Emily Carter', 'emily.carter@example.org', ['parent']],
  ['Khalid Al-Mansouri', 'khalid.almansouri@example.org', ['imam', 'teacher']],
  ['Agnieszka Zielińska', 'agnieszka.zielinska@example.org', ['teacher']],
  ['Salma Idrissi', 'salma.idrissi@example.org', ['student']],
  ['Michał Szymański', 'michal.szymanski@example.org', ['parent']],
  ['Noor Hussain', 'noor.hussain@example.org', ['student']],
  ['Adam Bakr', 'adam.bakr@example.org', ['parent']],
  ['Olivia Bennett', 'olivia.bennett@example.org', ['teacher']],
  ['Tariq Jaber', 'tariq.jaber@example.org', ['parent']],
  ['Joanna Dąbrowska', 'joanna.dabrowska@example.org', ['parent']],
  ['Hassan Ali', 'hassan.ali@example.org', ['student']],
  ['Rania Suleiman', 'rania.suleiman@example.org', ['parent']],
  ['Krzysztof Mazur', 'krzysztof.mazur@example.org', ['teacher']],
];

const COMMUNITY_PASSWORD = 'community12345';

/**
 * The demo Jumu'a for a season: the athan at the first quarter hour from dhuhr and the iqama half an
 * hour later, as mosques move it with the seasons (11:30 and 12:00 in a Warsaw November, 13:00 and
 * 13:30 in its June), so it never falls after asr. 13:00 and 13:30 without a dhuhr to go by.
 */
export function demoJumuah(dhuhr: string | null): { athan: string; iqama: string } {
  const minutes = parseTime(dhuhr);
  if (minutes === null) return { athan: '13:00', iqama: '13:30' };
  const athan = Math.ceil(minutes / 15) * 15;
  return { athan: formatMinutes(athan), iqama: formatMinutes(athan + 30) };
}

/**
 * The demo mosque's settings: Warsaw, the Umm al-Qura calendar as it is, and Jumu'a set from today's
 * dhuhr in the demo timetable (demoJumuah), so the display and the timetable show a Friday as a
 * mosque has it.
 */
export async function seedMosqueSettingsDemo(
  db: Database,
  options: { now?: Date; timeZone?: string } = {},
): Promise<void> {
  const today = mosqueToday(options.now ?? new Date(), options.timeZone ?? DEFAULT_TIME_ZONE);
  const [day] = await db
    .select({ dhuhr: athanTimes.dhuhr })
    .from(athanTimes)
    .where(and(eq(athanTimes.city, DEFAULT_CITY), eq(athanTimes.date, today)))
    .limit(1);
  await writeMosqueSettings(
    db,
    { default_city: DEFAULT_CITY, hijri_offset: 0, jumuah: demoJumuah(day?.dhuhr ?? null) },
    null,
  );
}

/**
 * Demo data for a first run, only into an empty database so it never touches real accounts.
 * Each distinct password is hashed once; the community shares one.
 */
export async function seedDemo(
  db: Database,
  passwords: PasswordHasher,
  options: { now?: Date; timeZone?: string; uploads?: Uploads } = {},
): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing?.count ?? 0) > 0) return false;
  const verifiedAt = new Date();
  for (const account of DEMO_SIGN_INS) {
    await insertUser(db, {
      username: account.username,
      email: account.email,
      phone: null,
      passwordHash: await passwords.hash(account.password),
      roles: account.roles,
      verifiedAt,
    });
  }
  const communityHash = await passwords.hash(COMMUNITY_PASSWORD);
  for (const [index, [username, email, roles]] of COMMUNITY.entries()) {
    await insertUser(db, {
      username,
      email,
      phone: `+48 600 100 ${String(100 + index)}`,
      passwordHash: communityHash,
      roles,
      verifiedAt,
    });
  }
  await seedPrayerDemo(db, { now: options.now ?? verifiedAt, timeZone: options.timeZone });
  await seedMosqueSettingsDemo(db, { now: options.now ?? verifiedAt, timeZone: options.timeZone });
  await seedMosqueIdentityDemo(db, options.uploads);
  await seedFatwaDemo(db, verifiedAt);
  await seedDonationsDemo(db, options.now ?? verifiedAt);
  await seedEventsDemo(db, {
    now: options.now ?? verifiedAt,
    timeZone: options.timeZone,
    uploads: options.uploads,
  });
  await seedActivitiesDemo(db, {
    now: options.now ?? verifiedAt,
    timeZone: options.timeZone,
    uploads: options.uploads,
  });
  await seedCertificatesDemo(db, { now: options.now ?? verifiedAt, timeZone: options.timeZone });
  await seedEducationDemo(db, { now: options.now ?? verifiedAt, timeZone: options.timeZone });
  return true;
}
