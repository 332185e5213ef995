/*
 * The default-look check's own tests, run with the other stories in Chromium: it must name every
 * control left in the browser's look and none that a stylesheet (or inline style) has touched.
 * Hidden from the sidebar and the contact sheet: they show the check, not the product.
 */
import { Button } from '@minbar/ui/button/button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { findDefaultLook } from './default-look';

const meta = {
  title: 'Storybook/Default look check',
  tags: ['!dev', '!autodocs', 'self-test'],
  // These stories render unstyled markup on purpose, named in English; the check runs in their play functions.
  parameters: { defaultLook: { disable: true }, englishCheck: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const styledControl = { border: '1px solid #555', padding: '4px 8px', background: '#fff', borderRadius: 4 };

export const FindsTheBrowsersLook: Story = {
  render: () => (
    <div data-testid="fixture">
      <h2>Unstyled heading</h2>
      <button type="button">Unstyled button</button>
      <label>
        Unstyled input <input type="text" />
      </label>
      <label>
        Unstyled select
        <select>
          <option>One</option>
        </select>
      </label>
      <table>
        <tbody>
          <tr>
            <td>Unstyled cell</td>
          </tr>
        </tbody>
      </table>
      <Button>Styled by the kit</Button>
      <button type="button" style={styledControl}>
        Styled inline
      </button>
      <label>
        A native checkbox keeps its look <input type="checkbox" />
      </label>
      <button type="button" className="visually-hidden">
        Hidden from sight
      </button>
      <div hidden>
        <button type="button">Not shown</button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const findings = findDefaultLook(canvasElement);
    await expect(findings.map((finding) => finding.element)).toEqual([
      'h2',
      'button',
      'input',
      'select',
      'table',
    ]);
    await expect(findings[1]?.text).toBe('Unstyled button');
    // The reference document is gone again: nothing of the check stays in the page.
    await expect(document.querySelectorAll('iframe[aria-hidden="true"]')).toHaveLength(0);
  },
};

export const PassesStyledMarkup: Story = {
  render: () => (
    <div>
      <h2 style={{ margin: 0, fontSize: '1.25rem' }}>Styled heading</h2>
      <button type="button" style={styledControl}>
        Styled button
      </button>
      <label>
        Styled input <input type="text" style={styledControl} />
      </label>
      <table style={{ borderCollapse: 'collapse' }}>
        <tbody>
          <tr>
            <td style={{ padding: 8 }}>Styled cell</td>
          </tr>
        </tbody>
      </table>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(findDefaultLook(canvasElement)).toEqual([]);
  },
};
