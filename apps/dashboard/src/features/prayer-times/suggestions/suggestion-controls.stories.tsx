import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyCityName } from '../../../test/prayer-times-story-support';
import { toolsText, withPrayerTools } from '../../../test/prayer-tools-story';
import { withDashboard } from '../../../test/story-decorators';
import { SuggestionControls } from './suggestion-controls';

const meta = {
  title: 'Dashboard/Prayer times/Tools/Suggestion controls',
  component: SuggestionControls,
  decorators: [withPrayerTools, withDashboard],
  args: { city: 'Warsaw', year: 2026, month: 6, onFill: fn() },
} satisfies Meta<typeof SuggestionControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(toolsText(globals, 'tools.suggest.note', { city: storyCityName(globals, 'Warsaw') })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: toolsText(globals, 'tools.suggest.method') }),
    ).toHaveTextContent(toolsText(globals, 'tools.suggest.method.MuslimWorldLeague'));
    await userEvent.click(canvas.getByRole('button', { name: toolsText(globals, 'tools.suggest.fill') }));
    await expect(args.onFill).toHaveBeenCalledTimes(1);
    const days = (args.onFill as ReturnType<typeof fn>).mock.calls[0]?.[0] as Record<string, unknown>;
    await expect(Object.keys(days)).toHaveLength(30);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      toolsText(globals, 'tools.suggest.filled', { count: 30, city: storyCityName(globals, 'Warsaw') }),
    );
  },
};

export const HanafiAsrChosen: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('combobox', { name: toolsText(globals, 'tools.suggest.asrSchool') }),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: toolsText(globals, 'tools.suggest.asr.hanafi') }),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: toolsText(globals, 'tools.suggest.method') }));
    await userEvent.click(
      await screen.findByRole('option', { name: toolsText(globals, 'tools.suggest.method.Turkey') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: toolsText(globals, 'tools.suggest.fill') }));
    const days = (args.onFill as ReturnType<typeof fn>).mock.calls[0]?.[0] as Record<string, { asr: string }>;
    // Hanafi Asr in a Warsaw June falls after 18:00; the standard one before it.
    await expect(days['2026-06-21']?.asr.localeCompare('18:00')).toBe(1);
  },
};

export const CityWithoutCoordinates: Story = {
  args: { city: 'Atlantis' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // A city without a name in the language is named by its identifier, kept as it is.
    const note = canvasElement.querySelector('[data-slot="suggestion-note"]');
    await expect(note).toHaveTextContent(
      toolsText(globals, 'tools.suggest.unknownCity', { city: 'Atlantis' }),
    );
    await expect(note?.querySelector('bdi[translate="no"]')).toHaveTextContent('Atlantis');
    await expect(
      canvas.getByRole('button', { name: toolsText(globals, 'tools.suggest.fill') }),
    ).toBeDisabled();
  },
};
