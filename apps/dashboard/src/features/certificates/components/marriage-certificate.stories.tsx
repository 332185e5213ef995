import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withFeatureMessages } from '../../../test/story-decorators';
import { CertificatesIntlProvider } from '../certificates-intl';
import { MarriageCertificate } from './marriage-certificate';
import { COMPLETED_MARRIAGE, certificatesText } from './story-support';

const meta = {
  title: 'Dashboard/Certificates/Printed certificate',
  component: MarriageCertificate,
  decorators: withFeatureMessages(CertificatesIntlProvider),
  parameters: { a11y: { test: 'error' }, layout: 'padded' },
  args: { request: COMPLETED_MARRIAGE, preview: true },
} satisfies Meta<typeof MarriageCertificate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The certificate's page as it prints, in the chosen language and direction. */
export const Printed: Story = {
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole('heading', { level: 1, name: certificatesText(globals, 'certificates.print.heading') }),
    ).toBeVisible();
    await expect(page.getByText(COMPLETED_MARRIAGE.applicant_name)).toBeVisible();
    await expect(page.getByText(COMPLETED_MARRIAGE.spouse_name ?? '')).toBeVisible();
    await expect(
      page.getByText(
        certificatesText(globals, 'certificates.print.number', { number: COMPLETED_MARRIAGE.id }),
      ),
    ).toBeVisible();
  },
};
