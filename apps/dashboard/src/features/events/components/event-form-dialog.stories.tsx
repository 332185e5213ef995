import { inStoryLanguage } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  EVENT_NAMES,
  eventsText,
  LONG_ADDRESS,
  LONG_NAME,
  STORY_PRICES,
  STORY_TODAY,
  storyEvent,
} from '../../../test/events-story-support';
import { argsInLanguage } from '../../../test/story-content';
import { withFeatureMessages } from '../../../test/story-decorators';
import { EventsIntlProvider } from '../events-intl';
import { formatPrice } from '../format';
import { EventFormDialog } from './event-form-dialog';
import { type EventDialogValues, initialEventValues, PRICE_FIELDS } from './event-form-model';

const STORED = {
  event: {
    ...storyEvent(2, EVENT_NAMES.recitation, '2030-06-12', {
      time: '19:30',
      registration_deadline: '2030-06-11',
    }),
    about: 'An evening of recitation for the whole community.',
    ...STORY_PRICES,
  },
  texts: {
    en: {
      name: 'Quran recitation evening',
      address: 'Islamic Centre, ul. Wiertnicza 103, Warsaw',
      about: 'An evening of recitation for the whole community.',
    },
    ar: {
      name: 'أمسية تلاوة القرآن',
      address: 'المركز الإسلامي، شارع فييرتنيتشا 103، وارسو',
      about: 'أمسية تلاوة لكل أفراد المجتمع.',
    },
    pl: {
      name: 'Wieczór recytacji Koranu',
      address: 'Centrum Islamskie, ul. Wiertnicza 103, Warszawa',
      about: 'Wieczór recytacji dla całej społeczności.',
    },
  },
};

/** Every field of a new event filled and valid, in all three languages, with a photo chosen. */
const FILLED: EventDialogValues = {
  ...initialEventValues(STORED),
  photo: 'picnic.jpg',
};

const meta = {
  title: 'Dashboard/Events/Event form',
  component: EventFormDialog,
  decorators: withFeatureMessages(EventsIntlProvider),
  parameters: { a11y: { test: 'error' } },
  args: {
    mode: 'create',
    initialValues: initialEventValues(),
    today: STORY_TODAY,
    onSave: fn(async () => true),
    onClose: fn(),
  },
} satisfies Meta<typeof EventFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { exact: false });
const formLabel = (
  globals: Record<string, unknown>,
  id: 'events.form.name' | 'events.form.address' | 'events.form.about',
  language: string,
) => eventsText(globals, id, { language });
const languageName = (globals: Record<string, unknown>, language: 'en' | 'ar' | 'pl') =>
  eventsText(globals, `forms.language.${language}`);

/**
 * The add dialog as it opens: blank texts and prices, the discount 0. No price box holds a sample
 * number (one would read as a price already filled in); the prices say to type 0 for free.
 */
export const AddEmpty: Story = {
  play: async ({ globals }) => {
    const dialog = await dialogNamed(eventsText(globals, 'events.form.addTitle'));
    for (const name of PRICE_FIELDS) {
      const price = field(dialog, eventsText(globals, `events.form.${name}`));
      await expect(price).toHaveValue(null);
      await expect(price).toBeRequired();
      await expect(price.getAttribute('placeholder') ?? '').not.toMatch(/[0-9]/);
    }
    await expect(within(dialog).getByText(eventsText(globals, 'events.form.pricesHint'))).toBeVisible();
    await expect(field(dialog, eventsText(globals, 'events.form.discount'))).toHaveValue(0);
    // The date is typed in day, month and year segments, in the language's order, starting empty.
    const date = within(dialog).getByRole('group', { name: eventsText(globals, 'events.form.date') });
    await expect(within(date).getAllByRole('spinbutton')).toHaveLength(3);
    await expect(dialog.querySelector('input[name="date"]')).toHaveValue('');
    await expect(within(dialog).getByRole('tab', { name: /EN/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Submitting the blank form: each field's message under it, the photo's too, and the EN tab marked. */
export const EachFieldMessage: Story = {
  args: {
    initialValues: {
      ...initialEventValues(),
      event_name_en: 'Ab',
      address_en: 'Hall',
      about_en: 'Too short',
      date: '2030-06-01',
      time: '',
      registration_deadline: '2030-06-20',
      price_adult_no_transport: '-5',
      price_adult_with_transport: '20000',
      price_child_above_3_no_transport: '12.34',
      discount_percentage_children_above_3_same_family: '150',
    },
  },
  play: async ({ globals, args }) => {
    const dialog = await dialogNamed(eventsText(globals, 'events.form.addTitle'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: eventsText(globals, 'events.form.create') }),
    );
    const messageOf = (label: string) => {
      // A date or time field is a group of segments; the others are one input.
      const control = within(dialog).queryByRole('group', { name: label }) ?? field(dialog, label);
      const id = control.getAttribute('aria-describedby') ?? '';
      return id
        .split(' ')
        .map((each) => canvasText(each))
        .join(' ');
    };
    const canvasText = (id: string) => dialog.ownerDocument.getElementById(id)?.textContent ?? '';
    await waitFor(() =>
      expect(messageOf(formLabel(globals, 'events.form.name', languageName(globals, 'en')))).toContain(
        eventsText(globals, 'events.issue.tooShort', { min: 3 }),
      ),
    );
    await expect(messageOf(formLabel(globals, 'events.form.address', languageName(globals, 'en')))).toContain(
      eventsText(globals, 'events.issue.tooShort', { min: 5 }),
    );
    await expect(messageOf(formLabel(globals, 'events.form.about', languageName(globals, 'en')))).toContain(
      eventsText(globals, 'events.issue.tooShort', { min: 10 }),
    );
    await expect(messageOf(eventsText(globals, 'events.form.date'))).toContain(
      eventsText(globals, 'events.issue.dateInPast'),
    );
    await expect(messageOf(eventsText(globals, 'events.form.time'))).toContain(
      eventsText(globals, 'events.issue.required'),
    );
    await expect(messageOf(eventsText(globals, 'events.form.deadline'))).toContain(
      eventsText(globals, 'events.issue.deadlineAfterDate'),
    );
    await expect(messageOf(eventsText(globals, 'events.form.price_adult_no_transport'))).toContain(
      eventsText(globals, 'events.issue.priceNegative'),
    );
    await expect(messageOf(eventsText(globals, 'events.form.price_adult_with_transport'))).toContain(
      eventsText(globals, 'events.issue.priceTooHigh', { max: 10000 }),
    );
    await expect(messageOf(eventsText(globals, 'events.form.price_child_above_3_no_transport'))).toContain(
      eventsText(globals, 'events.issue.priceStep'),
    );
    await expect(messageOf(eventsText(globals, 'events.form.discount'))).toContain(
      eventsText(globals, 'events.issue.discountTooHigh', { max: 100 }),
    );
    await expect(messageOf(eventsText(globals, 'events.form.photo'))).toContain(
      eventsText(globals, 'events.issue.photoRequired'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** English filled in, Arabic left blank: on submit the AR tab is marked (icon and name) and opened. */
export const ErrorOnAnotherTab: Story = {
  args: {
    initialValues: {
      ...FILLED,
      event_name_ar: '',
      address_ar: '',
      about_ar: '',
    },
  },
  play: async ({ globals, args }) => {
    const dialog = await dialogNamed(eventsText(globals, 'events.form.addTitle'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: eventsText(globals, 'events.form.create') }),
    );
    const arabic = within(dialog).getByRole('tab', {
      name: new RegExp(eventsText(globals, 'forms.tab.invalid', { language: languageName(globals, 'ar') })),
    });
    await waitFor(() => expect(arabic).toHaveAttribute('aria-selected', 'true'));
    const name = field(dialog, formLabel(globals, 'events.form.name', languageName(globals, 'ar')));
    await waitFor(() => expect(name).toHaveFocus());
    const panel = name.closest('[dir]');
    await expect(panel).toHaveAttribute('dir', 'rtl');
    await expect(panel).toHaveAttribute('lang', 'ar');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A price left blank is not taken as 0: its own message says to type 0 for a free one. */
export const BlankPrice: Story = {
  args: { initialValues: { ...FILLED, price_child_below_3_with_transport: '' } },
  play: async ({ globals, args }) => {
    const dialog = await dialogNamed(eventsText(globals, 'events.form.addTitle'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: eventsText(globals, 'events.form.create') }),
    );
    const price = field(dialog, eventsText(globals, 'events.form.price_child_below_3_with_transport'));
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(
        expect.stringContaining(eventsText(globals, 'events.issue.priceRequired')),
      ),
    );
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * An adult's price with transport below the one without: before saving, the form asks, naming both
 * prices. "Check the prices" goes back to the form with nothing saved; "Save these prices" saves.
 */
export const TransportCheaperConfirmation: Story = {
  args: { initialValues: { ...FILLED, price_adult_no_transport: '50', price_adult_with_transport: '40' } },
  play: async ({ globals, args }) => {
    const dialog = await dialogNamed(eventsText(globals, 'events.form.addTitle'));
    const create = within(dialog).getByRole('button', { name: eventsText(globals, 'events.form.create') });
    await userEvent.click(create);
    let ask = await screen.findByRole('alertdialog', {
      name: eventsText(globals, 'events.transportPrices.title'),
    });
    const locale = storyLocale(globals);
    await expect(ask).toHaveTextContent(
      eventsText(globals, 'events.transportPrices.adult', {
        withTransport: formatPrice(locale, 40),
        withoutTransport: formatPrice(locale, 50),
      }).replace(/\s+/g, ' '),
    );
    // Only the adult's pair is named: the children's prices with transport are dearer.
    await expect(ask.querySelectorAll('.events-form__price-pair')).toHaveLength(1);
    await userEvent.click(
      within(ask).getByRole('button', { name: eventsText(globals, 'events.transportPrices.cancel') }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(field(dialog, eventsText(globals, 'events.form.price_adult_with_transport'))).toHaveValue(
      40,
    );

    await userEvent.click(create);
    ask = await screen.findByRole('alertdialog', {
      name: eventsText(globals, 'events.transportPrices.title'),
    });
    await userEvent.click(
      within(ask).getByRole('button', { name: eventsText(globals, 'events.transportPrices.confirm') }),
    );
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ price_adult_no_transport: 50, price_adult_with_transport: 40 }),
      null,
      'close',
    );
  },
};

/** A save running: the button spins and the form is busy. */
export const Saving: Story = {
  args: { initialValues: FILLED, saving: true },
  play: async ({ globals }) => {
    const dialog = await dialogNamed(eventsText(globals, 'events.form.addTitle'));
    await expect(within(dialog).getByRole('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused the photo (not an image, over 5 MB) and the save: both shown, the values kept. */
export const ServerRefusal: Story = {
  args: {
    initialValues: FILLED,
    failure: { id: 'events.error.fieldsRefused' },
    serverErrors: { photo: { id: 'events.issue.photoTooLarge' } },
  },
  play: async ({ globals }) => {
    const dialog = await dialogNamed(eventsText(globals, 'events.form.addTitle'));
    await expect(within(dialog).getByText(eventsText(globals, 'events.issue.photoTooLarge'))).toBeVisible();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      eventsText(globals, 'events.error.fieldsRefused'),
    );
    await expect(
      field(dialog, formLabel(globals, 'events.form.name', languageName(globals, 'en'))),
    ).toHaveValue('Quran recitation evening');
  },
};

/** The edit dialog loaded in all three languages, the common fields and the status. */
export const EditLoaded: Story = {
  args: {
    mode: 'edit',
    initialValues: initialEventValues(STORED),
  },
  decorators: [argsInLanguage(() => ({ eventName: inStoryLanguage(EVENT_NAMES.recitation) }))],
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(
      field(dialog, formLabel(globals, 'events.form.name', languageName(globals, 'en'))),
    ).toHaveValue('Quran recitation evening');
    await expect(dialog.querySelector('input[name="registration_deadline"]')).toHaveValue('2030-06-11');
    await expect(field(dialog, eventsText(globals, 'events.form.price_adult_with_transport'))).toHaveValue(
      70,
    );
    await expect(
      within(dialog).getByRole('radio', { name: eventsText(globals, 'events.status.active') }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole('tab', { name: /PL/ }));
    await expect(
      field(dialog, formLabel(globals, 'events.form.name', languageName(globals, 'pl'))),
    ).toHaveValue('Wieczór recytacji Koranu');
  },
};

/** Changed, then another tab chosen: "save first?" — cancelling keeps the tab, confirming saves then switches. */
export const UnsavedChangesConfirmation: Story = {
  args: {
    mode: 'edit',
    initialValues: initialEventValues(STORED),
  },
  decorators: [argsInLanguage(() => ({ eventName: inStoryLanguage(EVENT_NAMES.recitation) }))],
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('dialog');
    const name = field(dialog, formLabel(globals, 'events.form.name', languageName(globals, 'en')));
    await userEvent.type(name, ' for families');
    await expect(within(dialog).getByText(eventsText(globals, 'events.form.unsaved'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: /AR/ }));
    let ask = await screen.findByRole('alertdialog', { name: eventsText(globals, 'events.switch.title') });
    await userEvent.click(
      within(ask).getByRole('button', { name: eventsText(globals, 'events.switch.cancel') }),
    );
    await expect(within(dialog).getByRole('tab', { name: /EN/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('tab', { name: /AR/ }));
    ask = await screen.findByRole('alertdialog', { name: eventsText(globals, 'events.switch.title') });
    await expect(ask).toBeVisible();
  },
};

/** Long texts in every language: the fields wrap, nothing scrolls sideways. */
export const LongText: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...FILLED,
      event_name_en: LONG_NAME.en.slice(0, 99),
      event_name_ar: LONG_NAME.ar.slice(0, 99),
      event_name_pl: LONG_NAME.pl.slice(0, 99),
      address_en: LONG_ADDRESS.en,
      address_ar: LONG_ADDRESS.ar,
      address_pl: LONG_ADDRESS.pl,
    },
  },
  decorators: [argsInLanguage(() => ({ eventName: inStoryLanguage(LONG_NAME) }))],
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};
