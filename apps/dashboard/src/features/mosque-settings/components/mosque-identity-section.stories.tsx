import { EMPTY_MOSQUE_IDENTITY } from '@minbar/domain/mosque/identity';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_CENTRE as CENTRE } from '../../../test/story-centre';
import { featureStoryText, withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { MOSQUE_SETTINGS_MESSAGES, MosqueSettingsIntlProvider } from '../mosque-settings-intl';
import { MosqueIdentitySection } from './mosque-identity-section';

const storyText = featureStoryText(MOSQUE_SETTINGS_MESSAGES);
type Globals = Record<string, unknown>;

/** What a save of the centre sends: the identity less its stored logo, the logo kept. */
const { logo: _logo, ...CENTRE_FIELDS } = CENTRE;
const CENTRE_UPDATE = { ...CENTRE_FIELDS, remove_logo: false };

const meta = {
  title: 'Dashboard/Mosque settings/Mosque identity',
  component: MosqueIdentitySection,
  decorators: [withDashboardPage, ...withFeatureMessages(MosqueSettingsIntlProvider)],
  parameters: { a11y: { test: 'error' }, layout: 'fullscreen' },
  args: { state: { status: 'ready', identity: CENTRE }, onRetry: fn(), onSave: fn() },
} satisfies Meta<typeof MosqueIdentitySection>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, globals: Globals, id: Parameters<typeof storyText>[1]) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${storyText(globals, id)}`) });

const save = (canvasElement: HTMLElement, globals: Globals) =>
  userEvent.click(
    within(canvasElement).getByRole('button', { name: storyText(globals, 'mosqueSettings.identity.save') }),
  );

/** The stored identity, ready to change: the names in three languages, the address and contacts. */
export const Populated: Story = {
  play: async ({ args, canvasElement, globals }) => {
    await expect(field(canvasElement, globals, 'mosqueSettings.identity.name.pl')).toHaveValue(
      CENTRE.name.pl,
    );
    await expect(field(canvasElement, globals, 'mosqueSettings.identity.name.ar')).toHaveValue(
      CENTRE.name.ar,
    );
    await expect(field(canvasElement, globals, 'mosqueSettings.identity.address')).toHaveValue(
      CENTRE.address,
    );
    await expect(field(canvasElement, globals, 'mosqueSettings.identity.bankAccount')).toHaveValue(
      CENTRE.bank_account,
    );
    await expect(
      within(canvasElement).getByRole('combobox', {
        name: storyText(globals, 'mosqueSettings.identity.mailLanguage'),
      }),
    ).toHaveValue('pl');
    await save(canvasElement, globals);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(CENTRE_UPDATE, null));
  },
};

/** Before any save every field is empty; Save names what is missing and sends nothing. */
export const NotSetYet: Story = {
  args: { state: { status: 'ready', identity: EMPTY_MOSQUE_IDENTITY } },
  play: async ({ args, canvasElement, globals }) => {
    await save(canvasElement, globals);
    const required = storyText(globals, 'validation.field.required');
    await waitFor(() =>
      expect(field(canvasElement, globals, 'mosqueSettings.identity.name.pl')).toHaveAccessibleDescription(
        new RegExp(required),
      ),
    );
    await expect(field(canvasElement, globals, 'mosqueSettings.identity.name.pl')).toHaveFocus();
    for (const id of [
      'mosqueSettings.identity.name.en',
      'mosqueSettings.identity.name.ar',
      'mosqueSettings.identity.address',
    ] as const)
      await expect(field(canvasElement, globals, id)).toHaveAccessibleDescription(new RegExp(required));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * Contacts that cannot be used, an IBAN whose check digits fail and a registration number without
 * its register are named under their fields; what was typed stays.
 */
export const ValidationErrors: Story = {
  args: {
    initial: {
      phone: 'call us',
      email: 'biuro@',
      website: 'javascript:alert(1)',
      bank_account: 'PL62 1090 1014 0000 0712 1981 2874',
      registration_2_label: '',
      registration_2_value: '000000000',
    },
  },
  play: async ({ args, canvasElement, globals }) => {
    await save(canvasElement, globals);
    const phone = field(canvasElement, globals, 'mosqueSettings.identity.phone');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        new RegExp(storyText(globals, 'mosqueSettings.identity.issue.phoneInvalid').slice(0, 20)),
      ),
    );
    await expect(phone).toHaveValue('call us');
    await expect(field(canvasElement, globals, 'mosqueSettings.identity.email')).toHaveAccessibleDescription(
      new RegExp(storyText(globals, 'mosqueSettings.identity.issue.emailInvalid').slice(0, 20)),
    );
    await expect(
      field(canvasElement, globals, 'mosqueSettings.identity.website'),
    ).toHaveAccessibleDescription(
      new RegExp(storyText(globals, 'mosqueSettings.identity.issue.websiteInvalid').slice(0, 20)),
    );
    await expect(
      field(canvasElement, globals, 'mosqueSettings.identity.bankAccount'),
    ).toHaveAccessibleDescription(
      new RegExp(storyText(globals, 'mosqueSettings.identity.issue.bankAccountInvalid').slice(0, 20)),
    );
    const register = within(canvasElement).getByRole('textbox', {
      name: new RegExp(`^${storyText(globals, 'mosqueSettings.identity.registration.label', { row: 3 })}`),
    });
    await expect(register).toHaveAccessibleDescription(
      new RegExp(storyText(globals, 'validation.field.required')),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A refused save: the banner says why, the server's field message stands under its field, nothing typed is lost. */
export const SaveFailed: Story = {
  args: {
    initial: { name_en: 'Muslim Cultural Centre, Warsaw' },
    saveError: { id: 'mosqueSettings.identity.invalid' },
    serverErrors: { email: { id: 'mosqueSettings.identity.issue.emailInvalid' } },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyText(globals, 'mosqueSettings.identity.invalid'),
    );
    await expect(field(canvasElement, globals, 'mosqueSettings.identity.name.en')).toHaveValue(
      'Muslim Cultural Centre, Warsaw',
    );
    await expect(field(canvasElement, globals, 'mosqueSettings.identity.email')).toHaveAccessibleDescription(
      new RegExp(storyText(globals, 'mosqueSettings.identity.issue.emailInvalid').slice(0, 20)),
    );
  },
};

/** Long names and a long address wrap inside the card. */
export const LongText: Story = {
  args: {
    state: {
      status: 'ready',
      identity: {
        ...CENTRE,
        name: {
          en: 'Muslim Religious Union, Warsaw Congregation: Muslim Cultural and Educational Centre named after Imam Ali',
          ar: 'الاتحاد الديني الإسلامي، جماعة وارسو: المركز الثقافي والتعليمي الإسلامي الذي يحمل اسم الإمام علي',
          pl: 'Muzułmański Związek Religijny, Gmina Wyznaniowa w Warszawie: Muzułmańskie Centrum Kulturalno-Oświatowe im. Imama Alego',
        },
        address: 'ul. Księcia Janusza Mazowieckiego 123/45, lokal usługowy na parterze\n00-000 Warszawa-Wola',
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const name = field(canvasElement, globals, 'mosqueSettings.identity.name.pl');
    await expect(name).toBeVisible();
    const card = canvasElement.querySelector('.mosque-settings__card') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyText(globals, 'mosqueSettings.identity.loading'),
    );
  },
};

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: { id: 'mosqueSettings.identity.loadFailed' } } },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyText(globals, 'mosqueSettings.identity.loadFailed'),
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'app.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A save on its way: Save is busy and the form sends nothing more. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', {
      name: storyText(globals, 'mosqueSettings.identity.save'),
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A chosen logo that is not an image is named under the logo field at once, and nothing is sent. */
export const LogoNotAnImage: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['not a picture'], 'logo.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    const choose = within(canvasElement).getByRole('button', {
      name: new RegExp(storyText(globals, 'forms.photo.chooseAnother')),
    });
    await waitFor(() =>
      expect(choose).toHaveAccessibleDescription(
        new RegExp(storyText(globals, 'mosqueSettings.identity.issue.logoNotImage').slice(0, 20)),
      ),
    );
    await save(canvasElement, globals);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A chosen image goes with the save, beside the identity's fields. */
export const LogoChosen: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, logo);
    await save(canvasElement, globals);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(CENTRE_UPDATE, logo));
  },
};

/** A stored logo can be taken away: ticked, its preview goes and the save asks to remove it. */
export const LogoRemoved: Story = {
  args: { state: { status: 'ready', identity: { ...CENTRE, logo: '/fallback/category-1.svg' } } },
  play: async ({ args, canvasElement, globals }) => {
    const current = storyText(globals, 'mosqueSettings.identity.logoCurrent');
    await expect(within(canvasElement).getByRole('img', { name: current })).toBeVisible();
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', {
        name: storyText(globals, 'mosqueSettings.identity.removeLogo'),
      }),
    );
    await expect(within(canvasElement).queryByRole('img', { name: current })).toBeNull();
    await save(canvasElement, globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ ...CENTRE_UPDATE, remove_logo: true }, null),
    );
  },
};

/** A new image chosen over a stored logo replaces it: the box to remove it goes, and nothing is removed. */
export const LogoReplaced: Story = {
  args: { state: { status: 'ready', identity: { ...CENTRE, logo: '/fallback/category-1.svg' } } },
  play: async ({ args, canvasElement, globals }) => {
    const remove = storyText(globals, 'mosqueSettings.identity.removeLogo');
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: remove }));
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, logo);
    await expect(within(canvasElement).queryByRole('checkbox', { name: remove })).toBeNull();
    await save(canvasElement, globals);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(CENTRE_UPDATE, logo));
  },
};
