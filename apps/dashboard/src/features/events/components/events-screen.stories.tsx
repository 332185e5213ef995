import { firstWords } from '@minbar/domain/events/words';
import { type InEachLanguage, inStoryLanguage } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CENTRE_ADDRESS,
  EVENT_NAMES,
  eventsText,
  LONG_ADDRESS,
  LONG_NAME,
  STORY_EVENTS,
  STORY_TODAY,
  storyDetails,
  storyEvent,
} from '../../../test/events-story-support';
import { inLanguages, withContentLanguage, wordsIn } from '../../../test/story-content';
import { withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { EventsIntlProvider } from '../events-intl';
import type { CalendarView } from '../events-model';
import { EventCalendar } from './event-calendar';
import { type DeleteFailure, EventList } from './event-list';
import { EventsScreen } from './events-screen';
import { RegistrantsToldNotice } from './registrants-told';

interface ScreenState {
  events?: typeof STORY_EVENTS;
  loading?: boolean;
  error?: boolean;
  view?: CalendarView;
  anchor?: string;
  trashMode?: boolean;
  selectedIds?: number[];
  deleteConfirmOpen?: boolean;
  deleteFailures?: DeleteFailure[];
  openEventId?: number;
}

const onAdd = fn();
const onTrashModeChange = fn();
const onDeleteRequest = fn();
const onViewChange = fn();
const onStep = fn();

/** The screen as the route composes it: the list beside the calendar, in one state. */
function screenArgs(state: ScreenState = {}) {
  const events = state.loading || state.error ? undefined : (state.events ?? STORY_EVENTS);
  return {
    contentLanguage: 'en' as const,
    onContentLanguageChange: fn(),
    list: (
      <EventList
        events={events}
        loading={state.loading}
        error={state.error ? { id: 'events.error.load' } : null}
        onRetry={fn()}
        onAdd={onAdd}
        onEdit={fn()}
        trashMode={state.trashMode ?? false}
        onTrashModeChange={onTrashModeChange}
        selectedIds={state.selectedIds ?? []}
        onSelectedIdsChange={fn()}
        onDeleteRequest={onDeleteRequest}
        deleteConfirmOpen={state.deleteConfirmOpen ?? false}
        onDeleteCancel={fn()}
        onDeleteConfirm={fn()}
        deleteFailures={state.deleteFailures}
      />
    ),
    calendar: (
      <EventCalendar
        view={state.view ?? 'month'}
        onViewChange={onViewChange}
        anchor={state.anchor ?? STORY_TODAY}
        onStep={onStep}
        today={STORY_TODAY}
        events={events}
        renderDetails={storyDetails}
        openEventId={state.openEventId}
      />
    ),
  };
}

/** The confirmation's code loads when it opens: on a busy machine that can outlast a second. */
const LAZY_DIALOG = { timeout: 5_000 };

const meta = {
  title: 'Dashboard/Events/Screen',
  component: EventsScreen,
  decorators: [withContentLanguage, withDashboardPage, ...withFeatureMessages(EventsIntlProvider)],
  parameters: { a11y: { test: 'error' }, layout: 'fullscreen' },
  args: screenArgs(),
} satisfies Meta<typeof EventsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list and the month: names cut to five words, the canceled event marked in words, Sunday first. */
export const ListAndMonth: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: eventsText(globals, 'events.title') }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: eventsText(globals, 'events.list.title') });
    const picnic = within(list).getByRole('link', {
      name: firstWords(wordsIn(globals, EVENT_NAMES.picnic)),
    });
    await expect(picnic).toHaveAttribute('href', '/dashboard/Events/1/registrations');
    await expect(within(list).getAllByText(eventsText(globals, 'events.status.canceled'))).toHaveLength(1);
    const month = canvas.getByRole('table');
    const headers = within(month).getAllByRole('columnheader');
    await expect(headers).toHaveLength(7);
    // 2030-06-02 is a Sunday: the first column is Sunday in every language.
    await expect(headers[0]).toHaveAttribute(
      'abbr',
      new Intl.DateTimeFormat(storyLocale(globals), { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2030, 5, 2)),
      ),
    );
    await expect(within(month).getAllByRole('button')).toHaveLength(STORY_EVENTS.length);
    await userEvent.click(canvas.getByRole('button', { name: eventsText(globals, 'events.add') }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

/** The week of the 12th, Sunday to Saturday, each day's events in time order. */
export const WeekView: Story = {
  args: screenArgs({ view: 'week', anchor: '2030-06-12' }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: eventsText(globals, 'events.view.week') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const days = canvas.getAllByRole('heading', { level: 3 });
    await expect(days).toHaveLength(7);
    const wednesday = days[3]?.closest('li') as HTMLElement;
    const chips = within(wednesday).getAllByRole('button');
    // The canceled 10:00 bazaar comes before the 19:30 recitation.
    await expect(chips[0]).toHaveTextContent(wordsIn(globals, EVENT_NAMES.bazaar));
    await expect(chips[1]).toHaveTextContent(wordsIn(globals, EVENT_NAMES.recitation));
  },
};

/** Focusing an event (as the keyboard does) opens its details without taking focus; Enter goes in. */
export const DetailsOnFocus: Story = {
  play: async ({ canvasElement, globals }) => {
    const name = wordsIn(globals, EVENT_NAMES.recitation);
    const chip = within(canvasElement.querySelector('table') as HTMLElement).getByRole('button', {
      name: new RegExp(name),
    });
    chip.focus();
    const card = await screen.findByRole('dialog', { name: new RegExp(name) });
    await expect(card).toBeVisible();
    await expect(chip).toHaveFocus();
    await expect(within(card).getByText(wordsIn(globals, CENTRE_ADDRESS))).toBeVisible();
    await userEvent.keyboard('{Enter}');
    const link = within(card).getByRole('link', {
      name: eventsText(globals, 'events.details.registrations', { count: 12 }),
    });
    await waitFor(() => expect(link).toHaveFocus());
    await expect(link).toHaveAttribute('href', '/dashboard/Events/2/registrations');
  },
};

/** The pointer resting on an event shows the same card. */
export const DetailsOnHover: Story = {
  play: async ({ canvasElement, globals }) => {
    const name = firstWords(wordsIn(globals, EVENT_NAMES.picnic), 2).replace('…', '');
    const chip = within(canvasElement.querySelector('table') as HTMLElement).getByRole('button', {
      name: new RegExp(name),
    });
    await userEvent.hover(chip);
    await expect(await screen.findByRole('dialog', { name: new RegExp(name) })).toBeVisible();
  },
};

/** A card open: name, when, where, the deadline, the prices and the registrations link. */
export const DetailsOpen: Story = {
  args: screenArgs({ openEventId: 1 }),
};

/** Trash mode: a checkbox per event, one chosen, Delete enabled. */
export const TrashModeWithSelection: Story = {
  args: screenArgs({ trashMode: true, selectedIds: [2] }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(STORY_EVENTS.length);
    await expect(canvas.getByText(eventsText(globals, 'events.trash.selected', { count: 1 }))).toBeVisible();
    const remove = canvas.getByRole('button', { name: eventsText(globals, 'events.trash.delete') });
    await expect(remove).toBeEnabled();
    await userEvent.click(remove);
    await expect(onDeleteRequest).toHaveBeenCalled();
  },
};

/** Trash mode with nothing chosen: Delete is disabled. */
export const TrashModeEmptySelection: Story = {
  args: screenArgs({ trashMode: true }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: eventsText(globals, 'events.trash.delete') }),
    ).toBeDisabled();
  },
};

/** The delete confirmation names how many events go. */
export const DeleteConfirmation: Story = {
  args: screenArgs({ trashMode: true, selectedIds: [2, 4], deleteConfirmOpen: true }),
  play: async ({ globals }) => {
    const dialog = await screen.findByRole(
      'alertdialog',
      {
        name: eventsText(globals, 'events.delete.title'),
      },
      LAZY_DIALOG,
    );
    await expect(dialog).toHaveTextContent(eventsText(globals, 'events.delete.message', { count: 2 }));
  },
};

/** One event of a delete failed: it is named with the reason and stays selected. */
export const DeleteFailed: Story = {
  args: screenArgs({
    trashMode: true,
    selectedIds: [4],
    deleteFailures: [
      inLanguages(
        { id: 4, name: EVENT_NAMES.football.en, reason: { id: 'events.error.delete' } },
        { name: EVENT_NAMES.football },
      ),
    ],
  }),
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(eventsText(globals, 'events.deleteFailed', { count: 1 }));
    await expect(alert).toHaveTextContent(wordsIn(globals, EVENT_NAMES.football));
  },
};

const onDismissTold = fn();

/** The notice after a save, naming the event in the story's language (read when it renders). */
function ToldNotice({
  kind,
  count,
  eventId,
  name,
  canOpenMails,
  onDismiss,
}: {
  kind: 'event_changed' | 'event_cancelled';
  count: number;
  eventId: number;
  name: InEachLanguage<string>;
  canOpenMails: boolean;
  onDismiss: () => void;
}) {
  return (
    <RegistrantsToldNotice
      told={{ kind, count, eventId, eventName: inStoryLanguage(name) }}
      canOpenMails={canOpenMails}
      onDismiss={onDismiss}
    />
  );
}

/** After a save that moved an event: how many who booked were told by mail, and the link to those mails (an administrator). */
export const RegistrantsTold: Story = {
  args: {
    ...screenArgs(),
    notice: (
      <ToldNotice
        kind="event_changed"
        count={9}
        eventId={2}
        name={EVENT_NAMES.recitation}
        canOpenMails
        onDismiss={onDismissTold}
      />
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByText(
      eventsText(globals, 'events.told', {
        kind: 'event_changed',
        count: 9,
        name: `\u2068${wordsIn(globals, EVENT_NAMES.recitation)}\u2069`,
      }),
    );
    const region = notice.closest('[role="status"]') as HTMLElement;
    await expect(
      within(region).getByRole('link', { name: eventsText(globals, 'events.told.link') }),
    ).toHaveAttribute('href', '/dashboard/SentMail?kind=event_changed&event=2');
    await userEvent.click(
      within(region).getByRole('button', { name: eventsText(globals, 'events.told.dismiss') }),
    );
    await expect(onDismissTold).toHaveBeenCalled();
  },
};

/** After a cancellation, for an imam: how many were told, without the sent mail's link (administrators only). */
export const RegistrantsToldOfCancellation: Story = {
  args: {
    ...screenArgs(),
    notice: (
      <ToldNotice
        kind="event_cancelled"
        count={1}
        eventId={3}
        name={LONG_NAME}
        canOpenMails={false}
        onDismiss={fn()}
      />
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveTextContent(
      eventsText(globals, 'events.told', {
        kind: 'event_cancelled',
        count: 1,
        name: `\u2068${wordsIn(globals, LONG_NAME)}\u2069`,
      }),
    );
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  args: screenArgs({ events: [] }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(eventsText(globals, 'events.empty'))).toBeVisible();
    await expect(canvas.getByText(eventsText(globals, 'events.calendar.emptyMonth'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: screenArgs({ loading: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: screenArgs({ error: true }),
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(eventsText(globals, 'events.error.load'));
    await expect(within(alert).getByRole('button', { name: eventsText(globals, 'app.retry') })).toBeVisible();
  },
};

/** A long name and place: cut to five words in the list and calendar, whole in the card; nothing overflows. */
export const LongText: Story = {
  args: screenArgs({
    events: [storyEvent(7, LONG_NAME, '2030-06-12', { place: LONG_ADDRESS }), ...STORY_EVENTS],
    openEventId: 7,
  }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: firstWords(wordsIn(globals, LONG_NAME)) }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
