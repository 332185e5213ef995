import {
  emptyRequestForm,
  type RequestFormValues,
  toRequestPayload,
} from '@minbar/domain/certificates/request-form';
import { CERTIFICATE_STATUSES, type CertificateStatus } from '@minbar/domain/certificates/status';
import { addDays, DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { count } from 'drizzle-orm';
import type { Database } from './db/client';
import { certificateRequests, certificateStatusChanges } from './db/schema-certificates';
import { certificateColumns } from './routes/certificates/certificate-store';

const PEOPLE: Array<[name: string, father: string]> = [
  ['Yusuf Nowak', 'Ibrahim Nowak'],
  ['Amina Kowalska', 'Jan Kowalski'],
  ['Omar Haddad', 'Khalid Haddad'],
  ['Zofia Wiśniewska', 'Piotr Wiśniewski'],
  ['Tariq Jaber', 'Samir Jaber'],
  ['Leila Suleiman', 'Ahmad Suleiman'],
  ['Adam Bakr', 'Mahmoud Bakr'],
  ['Joanna Dąbrowska', 'Marek Dąbrowski'],
  ['Hassan Ali', 'Mustafa Ali'],
  ['Maryam Zielińska', 'Tomasz Zieliński'],
];
const SPOUSES: Array<[name: string, father: string]> = [
  ['Maryam Kowalska', 'Adam Kowalski'],
  ['Bilal Mansour', 'Yasin Mansour'],
  ['Fatima Zahra', 'Hamza Zahra'],
  ['Ismail Qureshi', 'Tahir Qureshi'],
];
const RELIGIONS = ['Christianity', 'Judaism', 'no religion', 'Buddhism'];
const CUSTOM = [
  'A letter confirming my membership of the centre for my employer.',
  'A certificate of attendance at the Arabic course for my university.',
  'A copy of our marriage certificate from 2019, the original was lost when we moved.',
  'A letter for the school confirming that my son attends the weekend classes.',
];

/** The i-th demo request: types in turn, every status several times, dates spread over the last months. */
function demoRequest(
  index: number,
  today: string,
): { values: RequestFormValues; status: CertificateStatus; daysAgo: number } {
  const [name, father] = PEOPLE[index % PEOPLE.length]!;
  const type = (['marriage', 'conversion', 'custom'] as const)[index % 3]!;
  const daysAgo = 3 + index * 6;
  const base = {
    ...emptyRequestForm(type),
    applicant_name: name,
    applicant_father_name: father,
    applicant_id_number: `AB${String(100000 + index * 7919).slice(0, 6)}`,
    applicant_phone: `+48 600 200 ${String(100 + index * 3).slice(-3)}`,
    // Two in three applicants leave an address to hear of their request, in each language in turn.
    applicant_email: index % 3 === 2 ? '' : `applicant${index + 1}@example.org`,
    preferred_language: (['', 'ar', 'pl', 'en'] as const)[index % 4]!,
  };
  const values: RequestFormValues =
    type === 'marriage'
      ? {
          ...base,
          spouse_name: SPOUSES[index % SPOUSES.length]![0],
          spouse_father_name: SPOUSES[index % SPOUSES.length]![1],
          marriage_date: addDays(today, -daysAgo - 10),
          marriage_location:
            index % 2 === 0
              ? 'https://www.openstreetmap.org/?mlat=52.1889&mlon=20.9922#map=18/52.1889/20.9922'
              : 'Islamic Centre, ul. Wiertnicza 103, Warsaw',
        }
      : type === 'conversion'
        ? {
            ...base,
            previous_religion: RELIGIONS[index % RELIGIONS.length]!,
            revert_date: addDays(today, -daysAgo - 5),
            shahada_witnesses: 'Omar Bakr, Tariq Jaber',
          }
        : { ...base, custom_request_description: CUSTOM[index % CUSTOM.length]! };
  const status = CERTIFICATE_STATUSES[(index * 5) % CERTIFICATE_STATUSES.length]!;
  return { values, status, daysAgo };
}

export const CERTIFICATES_DEMO_COUNT = 20;

/**
 * The certificate requests demo: twenty requests of the three types in every status, each with the
 * history that led to its status (pending first). Never sample data on the screen (decision 0021):
 * the screen reads these through the API like any other request. Skipped when requests exist.
 */
export async function seedCertificatesDemo(
  db: Database,
  options: { now: Date; timeZone?: string },
): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(certificateRequests);
  if ((existing?.value ?? 0) > 0) return false;
  const today = mosqueToday(options.now, options.timeZone ?? DEFAULT_TIME_ZONE);
  for (let index = 0; index < CERTIFICATES_DEMO_COUNT; index += 1) {
    const { values, status, daysAgo } = demoRequest(index, today);
    const asked = new Date(options.now.getTime() - daysAgo * 86_400_000);
    const [row] = await db
      .insert(certificateRequests)
      .values({
        ...certificateColumns(toRequestPayload(values)),
        status,
        requestDate: asked,
        completedDate: status === 'completed' ? addDays(today, -Math.floor(daysAgo / 2)) : null,
        adminNotes: status === 'needs_correction' ? 'The spouse’s father’s name is missing a letter.' : null,
        updatedAt: asked,
      })
      .returning({ id: certificateRequests.id });
    const path: CertificateStatus[] =
      status === 'pending'
        ? ['pending']
        : status === 'under_review'
          ? ['pending', 'under_review']
          : ['pending', 'under_review', status];
    await db.insert(certificateStatusChanges).values(
      path.map((to, step) => ({
        requestId: row!.id,
        fromStatus: step === 0 ? null : path[step - 1]!,
        toStatus: to,
        changedAt: new Date(asked.getTime() + step * 86_400_000),
      })),
    );
  }
  return true;
}
