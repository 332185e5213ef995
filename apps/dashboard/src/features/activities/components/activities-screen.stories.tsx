import type { Activity } from '@minbar/api/schemas/activities';
import { firstWords } from '@minbar/domain/events/words';
import { storyUiMessage } from '@minbar/ui/provider/story-locale';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  activitiesText,
  FACEBOOK_ACTIVITY,
  LINK_ACTIVITY,
  LONG_DESCRIPTION,
  LONG_PLACE,
  LONG_TITLE,
  NO_VIDEO_ACTIVITY,
  STORY_ACTIVITIES,
  storyActivity,
  YOUTUBE_ACTIVITY,
} from '../../../test/activities-story-support';
import { inLanguages, overriding, withContentLanguage } from '../../../test/story-content';
import { withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { ActivitiesIntlProvider } from '../activities-intl';
import type { Failure } from '../error-messages';
import { ActivitiesScreen } from './activities-screen';
import { ActivityList, type DeleteFailure } from './activity-list';
import { ActivityPreview } from './activity-preview';

interface ScreenState {
  activities?: Activity[];
  loading?: boolean;
  error?: Failure;
  selected?: Activity | null;
  trashMode?: boolean;
  checkedIds?: number[];
  deleteConfirmOpen?: boolean;
  deleteFailures?: DeleteFailure[];
}

const onAdd = fn();
const onEdit = fn();
const onSelect = fn();
const onTrashModeChange = fn();
const onDeleteRequest = fn();
const onRetry = fn();

/** The screen as the route composes it: the list beside the preview, in one state. */
function screenArgs(state: ScreenState = {}) {
  const activities = state.loading || state.error ? undefined : (state.activities ?? STORY_ACTIVITIES);
  return {
    contentLanguage: 'en' as const,
    onContentLanguageChange: fn(),
    list: (
      <ActivityList
        activities={activities}
        loading={state.loading}
        error={state.error ?? null}
        onRetry={onRetry}
        onAdd={onAdd}
        onEdit={onEdit}
        selectedId={state.selected?.id ?? null}
        onSelect={onSelect}
        trashMode={state.trashMode ?? false}
        onTrashModeChange={onTrashModeChange}
        checkedIds={state.checkedIds ?? []}
        onCheckedIdsChange={fn()}
        onDeleteRequest={onDeleteRequest}
        deleteConfirmOpen={state.deleteConfirmOpen ?? false}
        onDeleteCancel={fn()}
        onDeleteConfirm={fn()}
        deleteFailures={state.deleteFailures}
      />
    ),
    preview: <ActivityPreview activity={state.selected ?? null} />,
  };
}

/** The confirmation's code loads when it opens: on a busy machine that can outlast a second. */
const LAZY_DIALOG = { timeout: 5_000 };

const meta = {
  title: 'Dashboard/Activities/Screen',
  component: ActivitiesScreen,
  decorators: [withContentLanguage, withDashboardPage, ...withFeatureMessages(ActivitiesIntlProvider)],
  parameters: { a11y: { test: 'error' }, layout: 'fullscreen' },
  args: screenArgs({ selected: YOUTUBE_ACTIVITY }),
} satisfies Meta<typeof ActivitiesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(within(canvasElement).getByRole('list', { name: activitiesText(globals, 'activities.list.title') }));

/** The list with items: photo, title and place cut to five words, an edit icon named after each. */
export const ListWithItems: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: activitiesText(globals, 'activities.title') }),
    ).toBeVisible();
    const rows = list(canvasElement, globals);
    await expect(rows.getAllByRole('listitem')).toHaveLength(STORY_ACTIVITIES.length);
    await expect(rows.getByText(firstWords(YOUTUBE_ACTIVITY.title))).toBeVisible();
    await expect(rows.getByText(firstWords(YOUTUBE_ACTIVITY.location))).toBeVisible();
    const edit = rows.getByRole('button', {
      name: activitiesText(globals, 'activities.editOf', { title: isolateText(FACEBOOK_ACTIVITY.title) }),
    });
    await userEvent.click(edit);
    await expect(onEdit).toHaveBeenCalledWith(FACEBOOK_ACTIVITY);
    // A row is chosen by its title (its visible words name it).
    await userEvent.click(rows.getByRole('button', { name: new RegExp(`^${LINK_ACTIVITY.title}`) }));
    await expect(onSelect).toHaveBeenCalledWith(LINK_ACTIVITY);
    await userEvent.click(canvas.getByRole('button', { name: activitiesText(globals, 'activities.add') }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

/** Activities without a photo: each thumbnail is the area's mark on its colour, not an empty box. */
export const ListWithoutPhotos: Story = {
  args: screenArgs({ activities: STORY_ACTIVITIES.map((activity) => overriding(activity, { photo: null })) }),
  play: async ({ canvasElement, globals }) => {
    const items = list(canvasElement, globals).getAllByRole('listitem');
    await expect(items).toHaveLength(STORY_ACTIVITIES.length);
    for (const item of items) {
      await expect(item.querySelector('img')).toBeNull();
      const placeholder = item.querySelector('[data-slot="photo-placeholder"]') as HTMLElement;
      const mark = placeholder.querySelector('svg');
      await expect(mark).not.toBeNull();
      await expect(mark).toBeVisible();
      // The mark is drawn in a colour of its own, apart from its box's.
      await expect(getComputedStyle(placeholder).color).not.toBe(
        getComputedStyle(placeholder).backgroundColor,
      );
    }
  },
};

/** Trash mode: a checkbox per activity, two chosen, the confirm and cancel icons in place of Add. */
export const TrashMultiSelect: Story = {
  args: screenArgs({ trashMode: true, checkedIds: [2, 4], selected: YOUTUBE_ACTIVITY }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(STORY_ACTIVITIES.length);
    await expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(2);
    await expect(
      canvas.getByText(activitiesText(globals, 'activities.trash.selected', { count: 2 })),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: activitiesText(globals, 'activities.add') }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: activitiesText(globals, 'activities.trash.confirm') }),
    );
    await expect(onDeleteRequest).toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: activitiesText(globals, 'activities.trash.cancel') }),
    );
    await expect(onTrashModeChange).toHaveBeenCalledWith(false);
  },
};

/** Trash mode with nothing chosen: the confirm icon is disabled. */
export const TrashNothingChosen: Story = {
  args: screenArgs({ trashMode: true }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: activitiesText(globals, 'activities.trash.confirm'),
      }),
    ).toBeDisabled();
  },
};

/** The delete confirmation lists every chosen activity by its title. */
export const DeleteConfirmation: Story = {
  args: screenArgs({ trashMode: true, checkedIds: [2, 4], deleteConfirmOpen: true }),
  play: async ({ globals }) => {
    const dialog = await screen.findByRole(
      'alertdialog',
      {
        name: activitiesText(globals, 'activities.delete.title'),
      },
      LAZY_DIALOG,
    );
    await expect(dialog).toHaveTextContent(
      activitiesText(globals, 'activities.delete.message', { count: 2 }),
    );
    const items = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      FACEBOOK_ACTIVITY.title,
      NO_VIDEO_ACTIVITY.title,
    ]);
  },
};

/** One activity of a delete failed: it is named with the reason. */
export const DeleteFailed: Story = {
  args: screenArgs({
    trashMode: true,
    checkedIds: [3],
    deleteFailures: [
      inLanguages(
        { id: 3, title: '', reason: { id: 'activities.error.delete' } },
        {
          title: {
            en: 'Arabic calligraphy workshop',
            ar: 'ورشة الخط العربي',
            pl: 'Warsztaty kaligrafii arabskiej',
          },
        },
      ),
    ],
  }),
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(activitiesText(globals, 'activities.deleteFailed', { count: 1 }));
    await expect(alert).toHaveTextContent(LINK_ACTIVITY.title);
  },
};

export const Empty: Story = {
  args: screenArgs({ activities: [], selected: null }),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(activitiesText(globals, 'activities.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: screenArgs({ loading: true, selected: null }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** 'Failed to fetch activities', with why (no answer) and Retry. */
export const LoadError: Story = {
  args: screenArgs({
    error: { message: { id: 'activities.error.load' }, reason: { id: 'error.network' } },
    selected: null,
  }),
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(activitiesText(globals, 'activities.error.load'));
    await expect(alert).toHaveTextContent(activitiesText(globals, 'error.network'));
    await userEvent.click(within(alert).getByRole('button', { name: activitiesText(globals, 'app.retry') }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** An answer the app cannot read: 'Invalid response format'. */
export const InvalidResponse: Story = {
  args: screenArgs({
    error: { message: { id: 'activities.error.load' }, reason: { id: 'activities.error.format' } },
    selected: null,
  }),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      activitiesText(globals, 'activities.error.format'),
    );
  },
};

const preview = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(
    within(canvasElement).getByRole('region', { name: activitiesText(globals, 'activities.preview.label') }),
  );

/** The preview of a YouTube video: photo, title, place, date, text, and a poster until Play. */
export const PreviewYouTube: Story = {
  play: async ({ canvasElement, globals }) => {
    const shown = preview(canvasElement, globals);
    await expect(shown.getByRole('heading', { level: 2, name: YOUTUBE_ACTIVITY.title })).toBeVisible();
    await expect(shown.getByText(YOUTUBE_ACTIVITY.location)).toBeVisible();
    await expect(shown.getByRole('img', { name: /./ })).toBeVisible();
    const play = shown.getByRole('button', {
      name: storyUiMessage(globals, 'ui.video.play').replace('{title}', isolateText(YOUTUBE_ACTIVITY.title)),
    });
    await expect(play).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const PreviewFacebook: Story = {
  args: screenArgs({ selected: FACEBOOK_ACTIVITY }),
  play: async ({ canvasElement, globals }) => {
    const shown = preview(canvasElement, globals);
    await expect(shown.getAllByText(/Facebook/)[0]).toBeVisible();
    await expect(shown.getByRole('button', { name: new RegExp(FACEBOOK_ACTIVITY.title) })).toBeVisible();
  },
};

/** A link to another site: a plain link opening in a new tab; no date set. */
export const PreviewPlainLink: Story = {
  args: screenArgs({ selected: LINK_ACTIVITY }),
  play: async ({ canvasElement, globals }) => {
    const shown = preview(canvasElement, globals);
    await expect(shown.getByRole('link')).toHaveAttribute('href', 'https://vimeo.com/76979871');
    await expect(shown.getByText(activitiesText(globals, 'activities.preview.noDate'))).toBeVisible();
  },
};

/** No video: 'No video available'; no place given. */
export const PreviewNoVideo: Story = {
  args: screenArgs({ selected: NO_VIDEO_ACTIVITY }),
  play: async ({ canvasElement, globals }) => {
    const shown = preview(canvasElement, globals);
    await expect(shown.getByText(storyUiMessage(globals, 'ui.video.none'))).toBeVisible();
    await expect(shown.getByText(activitiesText(globals, 'activities.preview.noPlace'))).toBeVisible();
  },
};

/** Nothing selected: the placeholder picture and a hint. */
export const NothingSelected: Story = {
  args: screenArgs({ selected: null }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      preview(canvasElement, globals).getByText(activitiesText(globals, 'activities.preview.placeholder')),
    ).toBeVisible();
  },
};

const LONG = storyActivity(
  9,
  { title: LONG_TITLE, location: LONG_PLACE, description: LONG_DESCRIPTION },
  {
    video_link:
      'https://example.org/a/very/long/address/of/a/video/that/is/not/on/youtube/or/facebook/at/all?with=parameters',
  },
);

/** Long title, place and text: cut to five words in the list, whole in the preview; nothing overflows. */
export const LongText: Story = {
  args: screenArgs({ activities: [LONG, ...STORY_ACTIVITIES], selected: LONG }),
  play: async ({ canvasElement, globals }) => {
    await expect(list(canvasElement, globals).getByText(firstWords(LONG.title))).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
