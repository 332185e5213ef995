import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

function ControlledPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  // Every state draws the page's one navigation landmark named "Pagination": the docs page shows the first, whose
  // controls reach the others; each state stays a story of its own (a page with two would fail axe).
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Moves through previous, the page numbers and next'],
        ['Enter, Space', 'Go to that page; the current page is marked `aria-current`'],
      ],
      rightToLeft:
        'The pages run in reading order, so page 1 is on the right in Arabic, and the previous and next chevrons flip to point the same way.',
    },
  },
  render: (args) => <ControlledPagination {...args} />,
  args: { page: 1, totalPages: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function pageNumbers(canvasElement: HTMLElement): string[] {
  return Array.from(canvasElement.querySelectorAll('[data-slot="pagination-page"]')).map(
    (button) => button.textContent ?? '',
  );
}

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3', '12']);
    await expect(canvasElement.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-slot="pagination-previous"]')).toBeDisabled();
    await expect(canvasElement.querySelector('[aria-current="page"]')).toHaveTextContent('1');

    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-slot="pagination-next"]')!);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const MiddlePageWithEllipses: Story = {
  tags: ['!autodocs'],
  args: { page: 6 },
  play: async ({ canvasElement, args }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['1', '4', '5', '6', '7', '8', '12']);
    await expect(canvasElement.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(2);

    await userEvent.click(within(canvasElement).getByRole('button', { name: /12/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvasElement.querySelector('[aria-current="page"]')).toHaveTextContent('12');
    await expect(pageNumbers(canvasElement)).toEqual(['1', '10', '11', '12']);
  },
};

export const LastPage: Story = {
  tags: ['!autodocs'],
  args: { page: 12 },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-slot="pagination-next"]')).toBeDisabled();
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-slot="pagination-previous"]')!);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
  },
};

export const FewPages: Story = {
  tags: ['!autodocs'],
  args: { page: 2, totalPages: 3 },
  play: async ({ canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3']);
    await expect(canvasElement.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(0);
  },
};

export const NoPages: Story = {
  tags: ['!autodocs'],
  args: { totalPages: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="pagination"]')).toBeNull();
  },
};

/** The subscribers' compact window: five consecutive pages, the first and last beside them with ellipses. */
export const CompactWindow: Story = {
  tags: ['!autodocs'],
  args: { page: 6, window: 'compact' },
  play: async ({ canvasElement, args }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['1', '4', '5', '6', '7', '8', '12']);
    await expect(canvasElement.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(2);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /12/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    // At the end the window keeps five pages: 8 to 12, with the first page and one ellipsis before it.
    await expect(pageNumbers(canvasElement)).toEqual(['1', '8', '9', '10', '11', '12']);
    await expect(canvasElement.querySelector('[data-slot="pagination-next"]')).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^\D*1\D*$/ }));
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3', '4', '5', '12']);
    await expect(canvasElement.querySelector('[data-slot="pagination-previous"]')).toBeDisabled();
  },
};
