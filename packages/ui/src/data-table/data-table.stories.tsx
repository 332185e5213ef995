import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './data-table';

interface Account {
  id: number;
  username: string;
  email: string;
  roles: string[];
}

const accounts: Account[] = [
  { id: 1, username: 'Abdullah Kowalski', email: 'abdullah@example.org', roles: ['admin'] },
  { id: 2, username: 'Maryam Nowak', email: 'maryam@example.org', roles: ['imam', 'teacher'] },
  { id: 3, username: 'يوسف الحسن', email: 'yusuf@example.org', roles: ['parent'] },
];

const columns: Array<DataTableColumn<Account>> = [
  { key: 'account', header: 'Account', cell: (row) => row.username, userText: true },
  { key: 'email', header: 'Email address', cell: (row) => row.email, userText: true },
  { key: 'roles', header: 'Role', cell: (row) => row.roles.join(', ') },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Account>,
  args: { caption: 'Administrators', columns, rows: accounts, rowKey: (row: Account) => row.id },
} satisfies Meta<typeof DataTable<Account>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    // A table that fits adds no tab stop of its own.
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    const table = within(canvasElement).getByRole('table', { name: 'Administrators' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Account', 'Email address', 'Role']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: 'maryam@example.org' })).toBeInTheDocument();
  },
};

/** A username with a right-to-left override: the cell isolates it, so the row reads as before. */
export const DirectionOverrideInUserText: Story = {
  args: {
    rows: [{ id: 9, username: 'nimda\u202Egro.elpmaxe', email: 'x@example.org', roles: ['parent'] }],
  },
  play: async ({ canvasElement }) => {
    const [account, email, roles] = within(canvasElement).getAllByRole('cell');
    const isolated = account?.querySelector('[data-slot="user-text"]');
    await expect(isolated?.tagName).toBe('BDI');
    await expect(isolated && getComputedStyle(isolated).unicodeBidi).toBe('isolate');
    await expect(email?.querySelector('[data-slot="user-text"]')).not.toBeNull();
    // A column of the app's own words is left as it is.
    await expect(roles?.querySelector('[data-slot="user-text"]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

export const Empty: Story = {
  args: { rows: [], empty: 'No accounts match.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No accounts match.' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-slot="row"]')).toHaveLength(0);
  },
};

export const DefaultEmptyMessage: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="empty"]')).not.toBeNull();
  },
};

export const ErrorState: Story = {
  args: { error: 'The accounts could not be loaded. Try again.' },
  play: async ({ canvasElement }) => {
    // Rows are withheld on error, so stale data never looks current.
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The accounts could not be loaded.',
    );
    await expect(canvasElement.querySelectorAll('[data-slot="row"]')).toHaveLength(0);
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        id: 9,
        username: 'Abd al-Rahman ibn Muhammad ibn Abdullah al-Warsawi, coordinator of the weekend school',
        email: 'abd.al.rahman.coordinator.of.the.weekend.school@community-centre.example.org',
        roles: ['admin', 'imam', 'teacher', 'parent'],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // Too wide for its box: the table scrolls, and its box is a named region reachable by Tab.
    const region = await within(canvasElement).findByRole('region', { name: 'Administrators' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await waitFor(() => expect(region.scrollWidth).toBeGreaterThan(region.clientWidth));
  },
};
