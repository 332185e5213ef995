import type { CertificateDetail, CertificateRequest } from '@minbar/api/schemas/certificates';
import { EMPTY_MOSQUE_IDENTITY, type MosqueIdentity } from '@minbar/domain/mosque/identity';
import { inStoryLanguage } from '@minbar/ui/provider/story-content';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { createIntl } from 'react-intl';
import { CERTIFICATES_MESSAGES } from '../features/certificates/certificates-intl';
import paperAr from '../features/certificates/paper/locales/ar.json';
import paperEn from '../features/certificates/paper/locales/en.json';
import paperPl from '../features/certificates/paper/locales/pl.json';
import type { PaperMessageId } from '../features/certificates/paper/paper-intl';
import { STORY_CENTRE } from './story-centre';
import { inLanguages, overriding, type Words } from './story-content';
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const certificatesText = featureStoryText(CERTIFICATES_MESSAGES);

const PAPER_MESSAGES: Record<Locale, Record<PaperMessageId, string>> = {
  en: paperEn,
  ar: paperAr,
  pl: paperPl,
};

/** A text of the printed certificate in the certificate's own language, whatever the story's. */
export function paperText(
  language: Locale,
  id: PaperMessageId,
  values?: Record<string, string | number>,
): string {
  return createIntl({ locale: language, messages: PAPER_MESSAGES[language] }).formatMessage({ id }, values);
}

/** The fictional centre the stories' certificates are issued by. */
export const STORY_IDENTITY: MosqueIdentity = STORY_CENTRE;

/** A mosque that has not set its identity yet. */
export const NO_IDENTITY: MosqueIdentity = EMPTY_MOSQUE_IDENTITY;

const CENTRE: Words = {
  en: 'Islamic Centre, ul. Wiertnicza 103, Warsaw',
  ar: 'المركز الإسلامي، شارع فييرتنيتشا 103، وارسو',
  pl: 'Centrum Islamskie, ul. Wiertnicza 103, Warszawa',
};

export function storyRequest(id: number, overrides: Partial<CertificateRequest> = {}): CertificateRequest {
  const located = 'marriage_location' in overrides ? {} : { marriage_location: CENTRE };
  const request = inLanguages<CertificateRequest>(
    {
      id,
      user: null,
      request_type: 'marriage',
      applicant_name: 'Yusuf Kowalski',
      applicant_father_name: 'Adam Kowalski',
      applicant_id_number: 'ABC123456',
      applicant_phone: '+48600123456',
      status: 'pending',
      request_date: '2026-11-02T09:30:00.000Z',
      completed_date: null,
      admin_notes: null,
      spouse_name: 'Mariam Nowak',
      spouse_father_name: 'Omar Nowak',
      marriage_date: '2026-10-17',
      marriage_location: CENTRE.en,
      previous_religion: null,
      revert_date: null,
      shahada_witnesses: null,
      hajj_year: null,
      hajj_group: null,
      custom_request_description: null,
      applicant_email: null,
      preferred_language: null,
    },
    located,
  );
  // The overrides' own getters (a text in the story's language) are kept, not read once here.
  return Object.defineProperties(request, Object.getOwnPropertyDescriptors(overrides));
}

/** One request in each status, a map link among the places, an Arabic name among the Latin ones. */
export const STORY_REQUESTS: CertificateRequest[] = [
  storyRequest(6, { status: 'pending' }),
  storyRequest(5, {
    status: 'under_review',
    applicant_name: 'أحمد الحسن',
    applicant_father_name: 'محمود الحسن',
    spouse_name: 'فاطمة علي',
    spouse_father_name: 'علي إبراهيم',
    marriage_location: 'https://maps.google.com/?q=52.1646,21.0807',
  }),
  storyRequest(4, {
    status: 'needs_correction',
    applicant_name: 'Jan Malinowski',
    spouse_name: 'Aisha Wiśniewska',
  }),
  storyRequest(3, { status: 'approved', applicant_name: 'Ibrahim Nowicki', marriage_date: '2025-06-21' }),
  storyRequest(2, { status: 'rejected', applicant_name: 'Tomasz Zieliński', spouse_name: 'Zainab Kamińska' }),
  storyRequest(1, {
    status: 'completed',
    completed_date: '2026-11-20',
    applicant_name: 'Karim Lewandowski',
    spouse_name: 'Hana Dąbrowska',
    spouse_father_name: 'Said Dąbrowski',
  }),
];

export const COMPLETED_MARRIAGE = STORY_REQUESTS[5] as CertificateRequest;

/** A completed marriage with its history: created, under review, a correction asked for, approved, completed. */
export const COMPLETED_DETAIL: CertificateDetail = {
  request: Object.defineProperties(
    overriding(COMPLETED_MARRIAGE, {}),
    Object.getOwnPropertyDescriptors({
      get admin_notes() {
        return inStoryLanguage({
          en: 'Documents checked by the imam.',
          ar: 'راجع الإمام الوثائق.',
          pl: 'Dokumenty sprawdzone przez imama.',
        });
      },
      applicant_email: 'karim.lewandowski@example.org',
      preferred_language: 'pl',
    }),
  ),
  history: [
    {
      id: 1,
      from_status: null,
      to_status: 'pending',
      changed_by: { id: 1, username: 'amina' },
      changed_at: '2026-11-02T09:30:00.000Z',
      note: null,
    },
    {
      id: 2,
      from_status: 'pending',
      to_status: 'under_review',
      changed_by: { id: 1, username: 'amina' },
      changed_at: '2026-11-03T10:00:00.000Z',
      note: null,
    },
    {
      id: 3,
      from_status: 'under_review',
      to_status: 'needs_correction',
      changed_by: { id: 1, username: 'amina' },
      changed_at: '2026-11-05T12:15:00.000Z',
      get note() {
        return inStoryLanguage({
          en: "The spouse's father's name is missing on the form.",
          ar: 'اسم والد الزوجة غير مذكور في الاستمارة.',
          pl: 'W formularzu brakuje imienia ojca współmałżonka.',
        });
      },
    },
    {
      id: 4,
      from_status: 'needs_correction',
      to_status: 'approved',
      changed_by: { id: 1, username: 'amina' },
      changed_at: '2026-11-12T08:45:00.000Z',
      note: null,
    },
    {
      id: 5,
      from_status: 'approved',
      to_status: 'completed',
      changed_by: { id: 1, username: 'amina' },
      changed_at: '2026-11-20T16:20:00.000Z',
      get note() {
        return inStoryLanguage({
          en: 'Signed and stamped.',
          ar: 'تم التوقيع والختم.',
          pl: 'Podpisano i opieczętowano.',
        });
      },
    },
  ],
};

/** A completed marriage whose place is stored only as a map link. */
export const COMPLETED_MARRIAGE_WITH_LINK: CertificateRequest = storyRequest(7, {
  status: 'completed',
  completed_date: '2026-11-21',
  applicant_name: 'أحمد الحسن',
  applicant_father_name: 'محمود الحسن',
  spouse_name: 'فاطمة علي',
  spouse_father_name: 'علي إبراهيم',
  marriage_location: 'https://maps.google.com/?q=52.1646,21.0807',
});

/** A completed conversion: the shahada before two witnesses. */
export const COMPLETED_SHAHADA: CertificateRequest = storyRequest(8, {
  request_type: 'conversion',
  status: 'completed',
  completed_date: '2026-11-22',
  applicant_name: 'Anna Maria Kowalczyk',
  applicant_father_name: 'Jan Kowalczyk',
  applicant_id_number: 'DEF654321',
  spouse_name: null,
  spouse_father_name: null,
  marriage_date: null,
  marriage_location: null,
  get previous_religion() {
    return inStoryLanguage({ en: 'Catholic', ar: 'الكاثوليكية', pl: 'katolicyzm' });
  },
  revert_date: '2026-11-14',
  shahada_witnesses: 'Omar Bakr, Tariq Jaber',
});

/** A completed custom request: a confirmation in the applicant's words. */
export const COMPLETED_CUSTOM: CertificateRequest = storyRequest(9, {
  request_type: 'custom',
  status: 'completed',
  completed_date: '2026-11-23',
  applicant_name: 'Bilal Wójcik',
  applicant_father_name: null,
  applicant_id_number: null,
  spouse_name: null,
  spouse_father_name: null,
  marriage_date: null,
  marriage_location: null,
  get custom_request_description() {
    return inStoryLanguage({
      en: "A confirmation that Bilal Wójcik has been a member of the centre's community since 2019.",
      ar: 'إفادة بأن بلال فويتشيك عضو في جالية المركز منذ عام 2019.',
      pl: 'Zaświadczenie, że Bilal Wójcik należy do wspólnoty centrum od 2019 roku.',
    });
  },
});
