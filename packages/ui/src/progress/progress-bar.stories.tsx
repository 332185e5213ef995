import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [['(none)', 'Not interactive: read as a `progressbar` with its value text']],
      rightToLeft: 'The bar fills from the inline start: from the right in Arabic.',
    },
  },
  args: { current: 1200, target: 5000, label: 'New roof for the prayer hall' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => within(canvasElement).getByRole('progressbar');
const level = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.ui-progress')?.getAttribute('data-level');

export const Low: Story = {
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '24');
    await expect(bar(canvasElement)).toHaveAccessibleName('New roof for the prayer hall');
    await expect(level(canvasElement)).toBe('low');
  },
};

export const AboveHalf: Story = {
  args: { current: 3300, target: 5000 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '66');
    await expect(level(canvasElement)).toBe('medium');
  },
};

export const AboveEightyPercent: Story = {
  args: { current: 4500, target: 5000, valueText: '4,500 of 5,000 PLN' },
  play: async ({ canvasElement }) => {
    await expect(level(canvasElement)).toBe('high');
    await expect(bar(canvasElement).getAttribute('aria-valuetext')).toContain('4,500 of 5,000 PLN');
  },
};

export const PastTheTargetShowsOneHundred: Story = {
  args: { current: 7200, target: 5000 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await expect(canvasElement.querySelector('[data-slot="percent"]')?.textContent).toMatch(/100/);
  },
};

/** 531.50 of 60 000: under 1 %, yet the label says 1 % and the bar shows a sliver, not an empty track. */
export const SmallGiftTowardsALargeTarget: Story = {
  args: { current: 531.5, target: 60_000, valueText: '531.50 of 60,000 PLN' },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '1');
    const shown = canvasElement.querySelector('[data-slot="percent"]')?.textContent ?? '';
    await expect(shown.replace(/\D/g, '')).toBe('1');
    const fill = canvasElement.querySelector('[data-slot="fill"]')?.getBoundingClientRect().width ?? 0;
    const track = bar(canvasElement).getBoundingClientRect().width;
    await expect(fill).toBeGreaterThanOrEqual(4);
    await expect(fill).toBeLessThan(track / 10);
  },
};

export const NoTarget: Story = {
  args: { current: 300, target: 0 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Small: Story = {
  args: { size: 'sm', current: 900, target: 1000 },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '8rem' }}>
        <Story />
      </div>
    ),
  ],
};
