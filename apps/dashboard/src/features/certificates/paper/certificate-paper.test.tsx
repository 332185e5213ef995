import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import { EMPTY_MOSQUE_IDENTITY } from '@minbar/domain/mosque/identity';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CertificatePaper } from './certificate-paper';
import { KNOWN_RELIGIONS, knownReligion } from './known-religions';
import ar from './locales/ar.json';
import en from './locales/en.json';
import pl from './locales/pl.json';

const MESSAGES = { en, ar, pl };

const SHAHADA: CertificateRequest = {
  id: 8,
  user: null,
  request_type: 'conversion',
  applicant_name: 'Anna Maria Kowalczyk',
  applicant_father_name: 'Jan Kowalczyk',
  applicant_id_number: 'DEF654321',
  applicant_phone: '+48600123456',
  status: 'completed',
  request_date: '2026-11-02T09:30:00.000Z',
  completed_date: '2026-11-22',
  admin_notes: null,
  spouse_name: null,
  spouse_father_name: null,
  marriage_date: null,
  marriage_location: null,
  previous_religion: 'Judaism',
  revert_date: '2026-11-14',
  shahada_witnesses: 'Omar Bakr, Tariq Jaber',
  hajj_year: null,
  hajj_group: null,
  custom_request_description: null,
  applicant_email: null,
  preferred_language: null,
};

function paper(language: Locale, change: Partial<CertificateRequest> = {}) {
  const { container } = render(
    <CertificatePaper
      request={{ ...SHAHADA, ...change }}
      identity={{ ...EMPTY_MOSQUE_IDENTITY, name: { en: 'Centre', ar: 'المركز', pl: 'Centrum' } }}
      language={language}
      placeName={null}
      messages={MESSAGES[language]}
      preview
    />,
  );
  const article = container.querySelector('article');
  if (!article) throw new Error('no certificate rendered');
  return article;
}

describe('the conversion certificate’s data in its language', () => {
  it('shows a known previous religion in the certificate’s language, however it was typed', () => {
    expect(paper('ar').querySelector('[data-slot="previous-religion"]')?.textContent).toBe('اليهودية');
    expect(paper('pl').querySelector('[data-slot="previous-religion"]')?.textContent).toBe('Judaizm');
    expect(
      paper('en', { previous_religion: ' judaizm. ' }).querySelector('[data-slot="previous-religion"]')
        ?.textContent,
    ).toBe('Judaism');
    expect(
      paper('ar', { previous_religion: 'Catholic' }).querySelector('[data-slot="previous-religion"]')
        ?.textContent,
    ).toBe('الكاثوليكية');
  });

  it('prints a religion it does not know as it was typed, isolated', () => {
    const religion = paper('ar', { previous_religion: 'Zoroastrianism' }).querySelector(
      '[data-slot="previous-religion"]',
    );
    expect(religion?.tagName).toBe('BDI');
    expect(religion?.textContent).toBe('Zoroastrianism');
  });

  it('has every known religion in every language, and knows each by its names in all three', () => {
    for (const religion of KNOWN_RELIGIONS) {
      for (const messages of Object.values(MESSAGES)) {
        const name = messages[`certificatePaper.religion.${religion}`];
        expect(name).toBeTruthy();
        expect(knownReligion(name)).toBe(religion);
      }
    }
    expect(knownReligion('Christian')).toBe('christianity');
    expect(knownReligion('bez wyznania')).toBe('none');
    expect(knownReligion('Islam')).toBeNull();
    expect(knownReligion('')).toBeNull();
  });
});

describe('the witness line', () => {
  it('isolates each name on its own in the paper’s direction, joined in Arabic with a spaced و before a Latin name', () => {
    const article = paper('ar');
    const line = article.querySelector('[data-slot="witnesses"]');
    // No isolate around the whole list: it would take its direction from the first, Latin name.
    expect(line?.closest('bdi')).toBeNull();
    expect(line?.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    // Names are never translated: a browser's translator leaves each as it is.
    const names = [...(line?.querySelectorAll('bdi[data-slot="witness"][translate="no"]') ?? [])].map(
      (each) => each.textContent,
    );
    expect(names).toEqual(['Omar Bakr', 'Tariq Jaber']);
    expect(line?.textContent).toBe('Omar Bakr و Tariq Jaber');
  });

  it('keeps و against an Arabic name, as Arabic writes it', () => {
    const line = paper('ar', { shahada_witnesses: 'عمر بكر، طارق جابر، Ali Hasan' }).querySelector(
      '[data-slot="witnesses"]',
    );
    expect(line?.textContent).toBe('عمر بكر وطارق جابر و Ali Hasan');
    expect(line?.querySelectorAll('bdi')).toHaveLength(3);
  });

  it('joins the names as English and Polish join a list', () => {
    const three = { shahada_witnesses: 'Omar Bakr\nTariq Jaber\nAli Hasan' };
    expect(paper('en', three).querySelector('[data-slot="witnesses"]')?.textContent).toBe(
      'Omar Bakr, Tariq Jaber, and Ali Hasan',
    );
    expect(paper('pl', three).querySelector('[data-slot="witnesses"]')?.textContent).toBe(
      'Omar Bakr, Tariq Jaber i Ali Hasan',
    );
  });
});
