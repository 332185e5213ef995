import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppIntlProvider, useAppMessages } from '../lib/app-intl';
import '../lib/content-page.css';
import { ORGANISER, siteText } from '../test/story-support';
import { PublicLayout } from './public-layout';

/** Stands in for a page of the site: its heading and a line of text. */
function StandInPage() {
  const t = useAppMessages();
  return (
    <div className="content-page">
      <div className="content-page__header">
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
      </div>
    </div>
  );
}

function SiteFrame({ locale }: { locale: ReturnType<typeof storyLocale> }) {
  const [location] = useState(() => memoryLocation({ path: '/' }));
  return (
    <AppIntlProvider locale={locale}>
      <Router hook={location.hook}>
        <PublicLayout locale={locale} onLocaleChange={fn()}>
          <StandInPage />
        </PublicLayout>
      </Router>
    </AppIntlProvider>
  );
}

/**
 * The frame reads the centre's identity with a plain fetch (GET /api/public/mosque): the story answers
 * it, with `parameters.testPayments` as the server's `test_payments`, and lets every other request by.
 */
const answerIdentity = ({ parameters }: { parameters: Record<string, unknown> }) => {
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/api/public/mosque')) return original(input, init);
    return Response.json({ ...ORGANISER, test_payments: parameters.testPayments === true });
  };
  return () => {
    window.fetch = original;
  };
};

const meta = {
  title: 'Public/Frame',
  parameters: { layout: 'fullscreen', testPayments: false },
  beforeEach: answerIdentity,
  render: (_args, { globals }) => <SiteFrame locale={storyLocale(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page's frame: the centre named in the header, its address and accounts in the footer. */
export const Frame: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('banner')).toHaveTextContent(ORGANISER.name ?? ''));
    await expect(
      canvas.queryByRole('complementary', { name: siteText(globals, 'layout.testPayments.label') }),
    ).toBeNull();
  },
};

/**
 * While the server's test provider takes the payments (the demo): every page says no money is taken,
 * in a bar at the foot of the screen, read first.
 */
export const TestPayments: Story = {
  parameters: { testPayments: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('complementary', {
      name: siteText(globals, 'layout.testPayments.label'),
    });
    await expect(notice).toHaveTextContent(siteText(globals, 'layout.testPayments'));
    await expect(notice).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('banner')).toHaveTextContent(ORGANISER.name ?? ''));
  },
};
