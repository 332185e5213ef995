import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isolateText, UserText } from './user-text';

/** A name that tries to flip what follows it: a right-to-left override with no closing mark. */
const OVERRIDE = 'nimda\u202Egro.elpmaxe';

const meta = {
  title: 'UI/UserText',
  component: UserText,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [['(none)', 'Not interactive']],
      rightToLeft:
        'The reason it exists: user text is isolated (`<bdi>`), so a Latin name in an Arabic sentence, or a direction mark inside the text, cannot reorder the words around it.',
    },
  },
  args: { children: OVERRIDE },
  // The line is English whatever the story's language, so it runs left to right.
  render: (args) => (
    <p data-testid="line" dir="ltr" lang="en">
      Asked by <UserText {...args} /> <span data-testid="after">at 10:00</span>
    </p>
  ),
} satisfies Meta<typeof UserText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the words after the name are drawn after it (to its right, in this left-to-right line). */
function followsInLine(name: Element, after: Element): boolean {
  return after.getBoundingClientRect().left >= name.getBoundingClientRect().right - 1;
}

export const DirectionOverride: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = canvas.getByTestId('line');
    const name = line.querySelector('[data-slot="user-text"]');
    await expect(name?.tagName).toBe('BDI');
    await expect(name && getComputedStyle(name).unicodeBidi).toBe('isolate');
    // The override stays inside the name: the time still comes after it, not flipped before it.
    await expect(name && followsInLine(name, canvas.getByTestId('after'))).toBe(true);
  },
};

export const ArabicName: Story = {
  args: { children: 'يوسف الحسن' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = canvas.getByTestId('line');
    const name = line.querySelector('[data-slot="user-text"]');
    await expect(name && followsInLine(name, canvas.getByTestId('after'))).toBe(true);
  },
};

/** The box of `part` inside the text of `line` (its first occurrence). */
function boxOf(line: HTMLElement, part: string): DOMRect {
  const node = line.firstChild as Text;
  const start = (node.textContent ?? '').indexOf(part);
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, start + part.length);
  return range.getBoundingClientRect();
}

/** The string form, for a translated message: the words after the name stay after it. */
export const IsolatedString: Story = {
  render: () => (
    <p data-testid="line" dir="ltr" lang="en">
      {`The roles of ${isolateText(OVERRIDE)} were updated.`}
    </p>
  ),
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByTestId('line');
    const name = boxOf(line, OVERRIDE);
    const rest = boxOf(line, ' were updated.');
    await expect(rest.left).toBeGreaterThanOrEqual(name.right - 1);
  },
};
