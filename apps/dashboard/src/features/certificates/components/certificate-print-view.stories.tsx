import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  COMPLETED_CUSTOM,
  COMPLETED_MARRIAGE,
  COMPLETED_MARRIAGE_WITH_LINK,
  COMPLETED_SHAHADA,
  certificatesText,
  NO_IDENTITY,
  paperText,
  STORY_IDENTITY,
} from '../../../test/certificates-story-support';
import { withFeatureMessages } from '../../../test/story-decorators';
import { CertificatesIntlProvider } from '../certificates-intl';
import { CertificatePrintView } from './certificate-print-view';

const meta = {
  title: 'Dashboard/Certificates/Print view',
  component: CertificatePrintView,
  decorators: withFeatureMessages(CertificatesIntlProvider),
  parameters: { a11y: { test: 'error' }, layout: 'padded' },
  args: {
    request: COMPLETED_MARRIAGE,
    identity: { status: 'ready', identity: STORY_IDENTITY },
    onPrint: fn(),
  },
} satisfies Meta<typeof CertificatePrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The printed page, found by its heading in the certificate's language. */
async function findPaper(canvasElement: HTMLElement, request: CertificateRequest, language: Locale) {
  const title = paperText(language, `certificatePaper.${request.request_type}.title`);
  const heading = await within(canvasElement).findByRole('heading', { level: 1, name: title });
  const paper = heading.closest('article');
  if (!paper) throw new Error('The certificate has no page around its heading.');
  return paper;
}

/**
 * What every certificate holds, whatever its type: its language and direction, the mosque as its
 * issuer (its name in that language and its address), and never the software's name nor a link's
 * address or coordinates.
 */
async function expectIssuedByTheMosque(paper: HTMLElement, language: Locale) {
  await expect(paper).toHaveAttribute('lang', language);
  await expect(paper).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  const issuer = paper.querySelector('[data-slot="issuer-name"]');
  await expect(issuer).toHaveTextContent(STORY_IDENTITY.name[language]);
  const address = paper.querySelector('[data-slot="issuer-address"]');
  await expect(address?.textContent).toBe(STORY_IDENTITY.address);
  // The Polish address reads in its own order on every paper, an Arabic one included.
  await expect(address?.matches(':dir(ltr)')).toBe(true);
  await expect(paper).toHaveTextContent(paperText(language, 'certificatePaper.issuer'));
  await expect(paper.textContent).not.toMatch(/minbar/i);
}

/** The place of marriage on paper: a name, with no link's host or scheme and no coordinates. */
async function expectPlaceIsAName(paper: HTMLElement, name: string) {
  const place = paper.querySelector('[data-slot="place"]');
  await expect(place).toHaveTextContent(name);
  await expect(place?.textContent).not.toMatch(/https?:|www\.|maps\.|\d+\.\d+\s*,\s*\d+\.\d+/);
}

function marriageIn(language: Locale): Story {
  return {
    args: { initialLanguage: language },
    play: async ({ canvasElement }) => {
      const paper = await findPaper(canvasElement, COMPLETED_MARRIAGE, language);
      await expectIssuedByTheMosque(paper, language);
      await expect(paper).toHaveTextContent(
        paperText(language, 'certificatePaper.marriage.statement', { mosque: STORY_IDENTITY.name[language] }),
      );
      await expect(paper).toHaveTextContent(COMPLETED_MARRIAGE.applicant_name);
      await expect(paper).toHaveTextContent(COMPLETED_MARRIAGE.spouse_name ?? '');
      await expectPlaceIsAName(paper, COMPLETED_MARRIAGE.marriage_location ?? '');
    },
  };
}

function shahadaIn(language: Locale): Story {
  return {
    args: { request: COMPLETED_SHAHADA, initialLanguage: language },
    play: async ({ canvasElement }) => {
      const paper = await findPaper(canvasElement, COMPLETED_SHAHADA, language);
      await expectIssuedByTheMosque(paper, language);
      await expect(paper).toHaveTextContent(
        paperText(language, 'certificatePaper.conversion.statement', {
          mosque: STORY_IDENTITY.name[language],
        }),
      );
      await expect(paper).toHaveTextContent(COMPLETED_SHAHADA.applicant_name);
      await expect(paper).toHaveTextContent(paperText(language, 'certificatePaper.witnesses', { count: 2 }));
      // The previous religion, typed in English, reads in the certificate's language.
      await expect(paper.querySelector('[data-slot="previous-religion"]')).toHaveTextContent(
        paperText(language, 'certificatePaper.religion.catholicism'),
      );
      // Each witness isolated, the first first in the paper's reading order: rightmost in Arabic.
      const witnesses = [...paper.querySelectorAll('[data-slot="witness"]')];
      await expect(witnesses.map((each) => each.textContent)).toEqual(['Omar Bakr', 'Tariq Jaber']);
      const [first, second] = witnesses.map((each) => each.getBoundingClientRect());
      if (language === 'ar') await expect(first?.left).toBeGreaterThan(second?.right ?? 0);
      else await expect(first?.right).toBeLessThan(second?.left ?? 0);
      await expect(paper).not.toHaveTextContent(paperText(language, 'certificatePaper.place'));
    },
  };
}

/** A marriage certificate in English, issued by the mosque, whatever the dashboard's language. */
export const MarriageInEnglish = marriageIn('en');
/** The same in Arabic: the page runs right to left. */
export const MarriageInArabic = marriageIn('ar');
/** The same in Polish. */
export const MarriageInPolish = marriageIn('pl');
/** A shahada (conversion) certificate in English: its own title, body and witnesses. */
export const ShahadaInEnglish = shahadaIn('en');
/** The shahada certificate in Arabic, right to left. */
export const ShahadaInArabic = shahadaIn('ar');
/** The shahada certificate in Polish. */
export const ShahadaInPolish = shahadaIn('pl');

/** A custom request prints as a confirmation of what was asked, in the applicant's words. */
export const CustomInPolish: Story = {
  args: { request: COMPLETED_CUSTOM, initialLanguage: 'pl' },
  play: async ({ canvasElement }) => {
    const paper = await findPaper(canvasElement, COMPLETED_CUSTOM, 'pl');
    await expectIssuedByTheMosque(paper, 'pl');
    await expect(paper).toHaveTextContent(COMPLETED_CUSTOM.custom_request_description ?? '');
  },
};

/** Staff pick the certificate's language on the print view; the page follows, its direction too. */
export const ChooseLanguage: Story = {
  args: { request: COMPLETED_SHAHADA, initialLanguage: 'en' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await findPaper(canvasElement, COMPLETED_SHAHADA, 'en');
    await userEvent.click(
      canvas.getByRole('combobox', { name: certificatesText(globals, 'certificates.printView.language') }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await body.findByRole('option', {
        name: certificatesText(globals, 'certificates.printView.language.ar'),
      }),
    );
    const paper = await findPaper(canvasElement, COMPLETED_SHAHADA, 'ar');
    await expectIssuedByTheMosque(paper, 'ar');
  },
};

/**
 * A marriage whose place is stored only as a map link: the print view asks for the place's name and
 * does not print without it; the page then shows the name, never the link.
 */
export const PlaceStoredAsMapLink: Story = {
  args: { request: COMPLETED_MARRIAGE_WITH_LINK, initialLanguage: 'pl' },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const paper = await findPaper(canvasElement, COMPLETED_MARRIAGE_WITH_LINK, 'pl');
    await expect(paper.textContent).not.toMatch(/maps\.google|52\.1646/);
    const place = canvas.getByRole('textbox', {
      name: new RegExp(certificatesText(globals, 'certificates.printView.placeName')),
    });
    await expect(place).toHaveAccessibleDescription(
      new RegExp(certificatesText(globals, 'certificates.printView.placeHint.link').slice(0, 30)),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: certificatesText(globals, 'certificates.print') }),
    );
    await expect(args.onPrint).not.toHaveBeenCalled();
    await expect(place).toHaveFocus();
    await expect(
      canvas.getByText(certificatesText(globals, 'certificates.printView.placeRequired')),
    ).toBeVisible();
    await userEvent.type(place, 'Meczet Ochota, Warszawa');
    await expectPlaceIsAName(paper, 'Meczet Ochota, Warszawa');
    await userEvent.click(
      canvas.getByRole('button', { name: certificatesText(globals, 'certificates.print') }),
    );
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
};

/**
 * A mosque with a logo: the paper shows it above the issuer's name (a picture the stories serve stands
 * in for the stored logo).
 */
export const WithLogo: Story = {
  args: {
    initialLanguage: 'pl',
    identity: { status: 'ready', identity: { ...STORY_IDENTITY, logo: '/fallback/category-1.svg' } },
  },
  play: async ({ canvasElement }) => {
    const paper = await findPaper(canvasElement, COMPLETED_MARRIAGE, 'pl');
    await expectIssuedByTheMosque(paper, 'pl');
    const logo = paper.querySelector('[data-slot="issuer-logo"]');
    await expect(logo).toHaveAttribute('src', '/fallback/category-1.svg');
    // It stands before the name it belongs to.
    await expect(logo?.nextElementSibling?.nextElementSibling).toBe(
      paper.querySelector('[data-slot="issuer-name"]'),
    );
  },
};

/** Before an administrator sets the mosque's identity, nothing prints and staff are told where to set it. */
export const IdentityNotSet: Story = {
  args: { identity: { status: 'ready', identity: NO_IDENTITY } },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      certificatesText(globals, 'certificates.printView.identityMissing'),
    );
    await expect(
      canvas.getByRole('button', { name: certificatesText(globals, 'certificates.print') }),
    ).toBeDisabled();
    await expect(canvasElement.querySelector('article')).toBeNull();
    await expect(args.onPrint).not.toHaveBeenCalled();
  },
};

/** While the mosque's identity loads. */
export const IdentityLoading: Story = {
  args: { identity: { status: 'loading' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      certificatesText(globals, 'certificates.printView.identityLoading'),
    );
  },
};

/** The mosque's identity could not be loaded: said so, with a retry. */
export const IdentityFailed: Story = {
  args: { identity: { status: 'error', onRetry: fn() } },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      certificatesText(globals, 'certificates.printView.identityFailed'),
    );
    await userEvent.click(canvas.getByRole('button', { name: certificatesText(globals, 'app.retry') }));
    await waitFor(() =>
      expect(args.identity.status === 'error' && args.identity.onRetry).toHaveBeenCalledTimes(1),
    );
  },
};
