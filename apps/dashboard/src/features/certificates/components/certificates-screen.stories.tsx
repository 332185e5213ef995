import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import type { CertificateStatus } from '@minbar/domain/certificates/status';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { certificatesText, STORY_REQUESTS } from '../../../test/certificates-story-support';
import { withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { CertificatesIntlProvider, useCertificatesT } from '../certificates-intl';
import type { Failure } from '../error-messages';
import { CertificatesScreen } from './certificates-screen';
import { CertificatesTable } from './certificates-table';
import { FailureBanner } from './failure-banner';

interface ScreenState {
  signedIn?: boolean;
  requests?: CertificateRequest[];
  loading?: boolean;
  statusFilter?: CertificateStatus | null;
  editingStatusOf?: number | null;
  failure?: Failure;
}

const onOpen = fn();
const onAdd = fn();
const onStatusChange = fn();
const onEditingStatusOfChange = fn();
const onStatusFilterChange = fn();

function LoadFailedText() {
  return <>{useCertificatesT()('certificates.error.load')}</>;
}

/** The screen as the route composes it: the filter, the banner and the table, in one state. */
function screenArgs(state: ScreenState = {}) {
  const requests = state.loading ? undefined : (state.requests ?? STORY_REQUESTS);
  return {
    signedIn: state.signedIn ?? true,
    statusFilter: state.statusFilter ?? null,
    onStatusFilterChange,
    onAdd,
    banner: state.failure ? <FailureBanner failure={state.failure} onRetry={fn()} /> : null,
    table: (
      <CertificatesTable
        requests={state.failure ? [] : requests}
        total={requests && !state.failure ? requests.length : null}
        loading={state.loading}
        error={state.failure ? <LoadFailedText /> : null}
        statusFilter={state.statusFilter ?? null}
        page={1}
        totalPages={requests && requests.length > 0 ? 2 : 0}
        onPageChange={fn()}
        onOpen={onOpen}
        editingStatusOf={state.editingStatusOf ?? null}
        onEditingStatusOfChange={onEditingStatusOfChange}
        onStatusChange={onStatusChange}
      />
    ),
  };
}

const meta = {
  title: 'Dashboard/Certificates/Requests',
  component: CertificatesScreen,
  decorators: [withDashboardPage, ...withFeatureMessages(CertificatesIntlProvider)],
  parameters: { a11y: { test: 'error' }, layout: 'fullscreen' },
  args: screenArgs(),
} satisfies Meta<typeof CertificatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const table = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table'));
const statusButton = (globals: Globals, request: CertificateRequest) =>
  certificatesText(globals, 'certificates.status.changeOf', {
    status: certificatesText(globals, `certificates.status.${request.status}`),
    name: isolateText(request.applicant_name),
  });

/** Without a session: only the please-sign-in message and its link. */
export const NotSignedIn: Story = {
  args: screenArgs({ signedIn: false }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: certificatesText(globals, 'certificates.signIn.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: certificatesText(globals, 'certificates.signIn.action') }),
    ).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A wide desktop, where all eight columns fit, and a 1280 px laptop beside the shell's 16rem sidebar. */
const SCREENS = {
  viewport: {
    options: {
      desktop1440: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
    },
  },
} as const;

/** Every request (decision 12: asked of the server), one in each status, each status in its colour. */
export const AllRequests: Story = {
  parameters: SCREENS,
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const rows = table(canvasElement);
    await expect(rows.getAllByRole('row')).toHaveLength(STORY_REQUESTS.length + 1);
    for (const key of [
      'applicant',
      'father',
      'phone',
      'spouse',
      'spouseFather',
      'marriageDate',
      'location',
      'status',
    ] as const)
      await expect(
        rows.getByRole('columnheader', { name: certificatesText(globals, `certificates.column.${key}`) }),
      ).toBeVisible();
    const map = rows.getByRole('link', {
      name: new RegExp(certificatesText(globals, 'certificates.location.map')),
    });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    const tones = STORY_REQUESTS.map((request) =>
      rows.getByRole('button', { name: statusButton(globals, request) }).getAttribute('data-tone'),
    );
    await expect(new Set(tones).size).toBe(6);
    await userEvent.click(rows.getByRole('button', { name: 'Jan Malinowski' }));
    await expect(onOpen).toHaveBeenCalledWith(STORY_REQUESTS[2]);
    await userEvent.click(
      canvas.getByRole('button', { name: certificatesText(globals, 'certificates.add') }),
    );
    await expect(onAdd).toHaveBeenCalled();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: certificatesText(globals, 'certificates.filter.label') }),
      'approved',
    );
    await expect(onStatusFilterChange).toHaveBeenCalledWith('approved');
  },
};

/**
 * On a 1280 px laptop beside the sidebar the Status column (the row's action) is whole: the fathers'
 * names, which the request's page also shows, give way, and the table does not scroll.
 */
export const OnALaptop: Story = {
  parameters: SCREENS,
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ marginInlineStart: 'var(--sidebar-width)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(1280);
    const rows = table(canvasElement);
    const wrapper = canvasElement.querySelector('[data-slot="data-table"]') as HTMLElement;
    await expect(wrapper).not.toHaveAttribute('data-scrolls');
    const box = wrapper.getBoundingClientRect();
    const whole = (element: HTMLElement) => {
      const edges = element.getBoundingClientRect();
      return edges.left >= box.left - 0.5 && edges.right <= box.right + 0.5 && edges.width > 0;
    };
    const status = rows.getByRole('columnheader', {
      name: certificatesText(globals, 'certificates.column.status'),
    });
    await expect(whole(status)).toBe(true);
    for (const request of STORY_REQUESTS)
      await expect(whole(rows.getByRole('button', { name: statusButton(globals, request) }))).toBe(true);
    // What gave way is what the request's page shows as well.
    for (const key of ['father', 'spouseFather'] as const)
      await expect(
        rows.queryByRole('columnheader', { name: certificatesText(globals, `certificates.column.${key}`) }),
      ).toBeNull();
  },
};

const needingCorrection = STORY_REQUESTS.filter((request) => request.status === 'needs_correction');

/** Filtered by a status: the filter shows it, the caption counts that status's requests. */
export const FilteredByStatus: Story = {
  args: screenArgs({ statusFilter: 'needs_correction', requests: needingCorrection }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('combobox', { name: certificatesText(globals, 'certificates.filter.label') }),
    ).toHaveValue('needs_correction');
    await expect(
      canvas.getByText(
        certificatesText(globals, 'certificates.captionFiltered', {
          status: certificatesText(globals, 'certificates.status.needs_correction'),
          count: 1,
        }),
      ),
    ).toBeVisible();
    await expect(table(canvasElement).getAllByRole('row')).toHaveLength(2);
  },
};

/** The list filtered by one status: only its requests, each badge in that status's tone. */
function filteredBy(status: CertificateStatus): Story {
  const requests = STORY_REQUESTS.filter((request) => request.status === status);
  return {
    args: screenArgs({ statusFilter: status, requests }),
    play: async ({ canvasElement, globals }) => {
      const canvas = within(canvasElement);
      await expect(
        canvas.getByRole('combobox', { name: certificatesText(globals, 'certificates.filter.label') }),
      ).toHaveValue(status);
      const rows = table(canvasElement);
      for (const request of requests)
        await expect(rows.getByRole('button', { name: statusButton(globals, request) })).toBeVisible();
      await expect(rows.getAllByRole('row')).toHaveLength(requests.length + 1);
    },
  };
}

export const FilteredPending = filteredBy('pending');
export const FilteredUnderReview = filteredBy('under_review');
export const FilteredApproved = filteredBy('approved');
export const FilteredRejected = filteredBy('rejected');
export const FilteredCompleted = filteredBy('completed');

/** A badge clicked: the select of the six statuses with its close button; choosing one changes it. */
export const StatusSelectOpen: Story = {
  args: screenArgs({ editingStatusOf: 4 }),
  play: async ({ canvasElement, globals }) => {
    const request = STORY_REQUESTS[2] as CertificateRequest;
    const rows = table(canvasElement);
    const select = rows.getByRole('combobox', {
      name: certificatesText(globals, 'certificates.status.selectOf', {
        name: isolateText(request.applicant_name),
      }),
    });
    await expect(select).toHaveValue('needs_correction');
    await expect(within(select).getAllByRole('option')).toHaveLength(6);
    await userEvent.selectOptions(select, 'approved');
    await expect(onStatusChange).toHaveBeenCalledWith(request, 'approved');
    await userEvent.click(
      rows.getByRole('button', { name: certificatesText(globals, 'certificates.status.close') }),
    );
    await expect(onEditingStatusOfChange).toHaveBeenCalledWith(null);
    await userEvent.click(
      rows.getByRole('button', { name: statusButton(globals, STORY_REQUESTS[0] as CertificateRequest) }),
    );
    await expect(onEditingStatusOfChange).toHaveBeenCalledWith(6);
  },
};

/** No requests yet. */
export const Empty: Story = {
  args: screenArgs({ requests: [] }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(certificatesText(globals, 'certificates.empty')),
    ).toBeVisible();
  },
};

/** The first load: the table's skeleton, announced as busy. */
export const Loading: Story = {
  args: screenArgs({ loading: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The load failed: the red banner saying what failed, with the reason and Retry. */
export const ErrorBanner: Story = {
  args: screenArgs({
    failure: { message: { id: 'certificates.error.load' }, reason: { id: 'error.network' } },
  }),
  play: async ({ canvasElement, globals }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent(certificatesText(globals, 'certificates.error.load'));
    await expect(alerts[0]).toHaveTextContent(certificatesText(globals, 'error.network'));
    await expect(
      within(alerts[0] as HTMLElement).getByRole('button', { name: certificatesText(globals, 'app.retry') }),
    ).toBeVisible();
  },
};
