import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  COMPLETED_DETAIL,
  certificatesText,
  STORY_IDENTITY,
  STORY_REQUESTS,
} from '../../../test/certificates-story-support';
import { withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { CertificatesIntlProvider } from '../certificates-intl';
import { LANGUAGE_OWN_NAMES } from '../language-names';
import { FailureBanner } from './failure-banner';
import { RequestDetail } from './request-detail';

const meta = {
  title: 'Dashboard/Certificates/Request detail',
  component: RequestDetail,
  decorators: [withDashboardPage, ...withFeatureMessages(CertificatesIntlProvider)],
  parameters: { a11y: { test: 'error' }, layout: 'fullscreen' },
  args: {
    detail: COMPLETED_DETAIL,
    onBack: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onPrint: fn(),
    onStatusChange: fn(),
    identity: { status: 'ready', identity: STORY_IDENTITY },
  },
} satisfies Meta<typeof RequestDetail>;

export default meta;
type Story = StoryObj<typeof meta>;
const text = certificatesText;

/** A completed marriage: its fields and the applicant's address, the history of every change with notes, Print, Edit and Delete. */
export const WithHistory: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const history = within(canvas.getByRole('list'));
    await expect(history.getAllByRole('listitem')).toHaveLength(COMPLETED_DETAIL.history.length);
    await expect(
      history.getByText(
        text(globals, 'certificates.history.change', {
          from: text(globals, 'certificates.status.approved'),
          to: text(globals, 'certificates.status.completed'),
        }),
      ),
    ).toBeVisible();
    await expect(history.getByText(COMPLETED_DETAIL.history[4]?.note ?? '')).toBeVisible();
    await expect(canvas.getByText(COMPLETED_DETAIL.request.admin_notes ?? '')).toBeVisible();
    // Where the applicant hears of the request, and in which language.
    await expect(canvas.getByText('karim.lewandowski@example.org')).toBeVisible();
    // The language by its own name, never translated, then in the page's language.
    const ownName = canvas.getByText(LANGUAGE_OWN_NAMES.pl);
    await expect(ownName).toHaveAttribute('translate', 'no');
    await expect(ownName.closest('dd')).toHaveTextContent(
      text(globals, 'certificates.language.pl', { name: LANGUAGE_OWN_NAMES.pl }),
    );
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'certificates.print') }));
    await expect(args.onPrint).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'certificates.delete') }));
    await expect(args.onDelete).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'certificates.edit') }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** A request under review: no certificate to print; a status change is sent with its note. */
export const ChangeStatus: Story = {
  args: { detail: { request: STORY_REQUESTS[1] as (typeof STORY_REQUESTS)[number], history: [] } },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: text(globals, 'certificates.print') })).toBeNull();
    await expect(canvas.getByText(text(globals, 'certificates.history.empty'))).toBeVisible();
    const save = canvas.getByRole('button', { name: text(globals, 'certificates.statusForm.save') });
    await expect(save).toBeDisabled();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: text(globals, 'certificates.statusForm.status') }),
      'needs_correction',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: text(globals, 'certificates.statusForm.note') }),
      'ID copy missing',
    );
    await userEvent.click(save);
    await expect(args.onStatusChange).toHaveBeenCalledWith('needs_correction', 'ID copy missing');
  },
};

/** The request loads. */
export const Loading: Story = {
  args: { detail: undefined },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text(globals, 'certificates.detail.loading'),
    );
  },
};

/** The request could not be fetched: the red banner with Retry. */
export const LoadFailed: Story = {
  args: {
    detail: undefined,
    banner: (
      <FailureBanner
        failure={{
          message: { id: 'certificates.error.loadOne' },
          reason: { id: 'certificates.error.notFound' },
        }}
        onRetry={fn()}
      />
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(text(globals, 'certificates.error.loadOne'));
    await expect(alert).toHaveTextContent(text(globals, 'certificates.error.notFound'));
  },
};

/** A status change or a delete refused: its red banner above the request, which stays. */
export const ActionFailed: Story = {
  args: {
    banner: (
      <FailureBanner
        failure={{ message: { id: 'certificates.error.delete' }, reason: { id: 'error.network' } }}
        onDismiss={fn()}
      />
    ),
  },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      text(globals, 'certificates.error.delete'),
    );
  },
};
