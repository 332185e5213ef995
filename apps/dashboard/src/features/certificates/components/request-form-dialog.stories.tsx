import type { RequestType } from '@minbar/domain/certificates/request-form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { certificatesText, storyRequest } from '../../../test/certificates-story-support';
import { withFeatureMessages } from '../../../test/story-decorators';
import { CertificatesIntlProvider, type CertificatesMessageId } from '../certificates-intl';
import { RequestFormDialog } from './request-form-dialog';
import { initialRequestValues } from './request-form-model';

const TODAY = '2026-11-24';

const meta = {
  title: 'Dashboard/Certificates/Request form',
  component: RequestFormDialog,
  decorators: withFeatureMessages(CertificatesIntlProvider),
  parameters: { a11y: { test: 'error' } },
  args: {
    mode: 'create',
    initialValues: initialRequestValues(),
    today: TODAY,
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RequestFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const dialog = () => screen.findByRole('dialog');
const text = certificatesText;
const field = (scope: HTMLElement, globals: Globals, name: string) =>
  within(scope).getByLabelText(text(globals, `certificates.field.${name}` as CertificatesMessageId), {
    exact: false,
  });
const chooseType = async (scope: HTMLElement, globals: Globals, type: RequestType) =>
  userEvent.click(within(scope).getByRole('radio', { name: text(globals, `certificates.type.${type}`) }));
const submit = (scope: HTMLElement, globals: Globals) =>
  userEvent.click(within(scope).getByRole('button', { name: text(globals, 'certificates.form.create') }));
const fieldNames = (scope: HTMLElement) =>
  [...scope.querySelectorAll('input[name], textarea[name]')]
    .map((element) => element.getAttribute('name'))
    .filter((name, index, all) => name !== 'request_type' && all.indexOf(name) === index);

/** The Add form as it opens: only the type is asked; submitting without it says to choose one. */
export const ChooseTypeFirst: Story = {
  play: async ({ globals }) => {
    const form = await dialog();
    await expect(within(form).getAllByRole('radio')).toHaveLength(3);
    await expect(fieldNames(form)).toEqual([]);
    await submit(form, globals);
    await expect(
      await within(form).findByText(text(globals, 'certificates.issue.type_invalid')),
    ).toBeVisible();
  },
};

/** A marriage certificate: the applicant, their father, ID, phone, the spouse, the date and the place. */
export const MarriageFields: Story = {
  play: async ({ globals }) => {
    const form = await dialog();
    await chooseType(form, globals, 'marriage');
    await waitFor(() =>
      expect(fieldNames(form)).toEqual([
        'applicant_name',
        'applicant_father_name',
        'applicant_id_number',
        'applicant_phone',
        'spouse_name',
        'spouse_father_name',
        'marriage_date',
        'marriage_location',
        'applicant_email',
        'admin_notes',
      ]),
    );
    // The date is the kit's segmented field, a group of its own.
    await expect(
      within(form).getByRole('group', {
        name: new RegExp(text(globals, 'certificates.field.marriage_date')),
      }),
    ).toBeVisible();
  },
};

/** A conversion: the previous religion, the date of the shahada and its witnesses instead of a spouse. */
export const ConversionFields: Story = {
  play: async ({ globals }) => {
    const form = await dialog();
    await chooseType(form, globals, 'conversion');
    await waitFor(() =>
      expect(fieldNames(form)).toEqual([
        'applicant_name',
        'applicant_father_name',
        'applicant_id_number',
        'applicant_phone',
        'previous_religion',
        'revert_date',
        'shahada_witnesses',
        'applicant_email',
        'admin_notes',
      ]),
    );
  },
};

/** A custom request: a name, a phone and a description of what is asked. */
export const CustomFields: Story = {
  play: async ({ globals }) => {
    const form = await dialog();
    await chooseType(form, globals, 'custom');
    await waitFor(() =>
      expect(fieldNames(form)).toEqual([
        'applicant_name',
        'applicant_phone',
        'custom_request_description',
        'applicant_email',
        'admin_notes',
      ]),
    );
  },
};

/** The rules on submit: required fields, a bad phone and ID, one witness, a javascript: place; nothing is sent. */
export const Validation: Story = {
  args: {
    initialValues: {
      ...initialRequestValues(),
      request_type: 'conversion',
      applicant_name: 'Jan Malinowski',
      applicant_phone: '12-34',
      applicant_id_number: 'A1',
      shahada_witnesses: 'Omar Nowak',
      applicant_email: 'jan.malinowski@',
    },
  },
  play: async ({ args, globals }) => {
    const form = await dialog();
    await submit(form, globals);
    await expect(
      await within(form).findByText(text(globals, 'certificates.issue.phone_invalid')),
    ).toBeVisible();
    await expect(within(form).getByText(text(globals, 'certificates.issue.id_number_invalid'))).toBeVisible();
    await expect(within(form).getByText(text(globals, 'certificates.issue.witnesses_too_few'))).toBeVisible();
    await expect(
      within(form).getByText(text(globals, 'certificates.issue.email_invalid', { max: 254 })),
    ).toBeVisible();
    await expect(
      within(form).getAllByText(text(globals, 'certificates.issue.required')).length,
    ).toBeGreaterThan(0);
    // The first bad field (the father's name) has the focus; what was typed stays.
    await waitFor(() => expect(field(form, globals, 'applicant_father_name')).toHaveFocus());
    await expect(field(form, globals, 'applicant_name')).toHaveValue('Jan Malinowski');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A marriage place that is a link must be an http(s) one. */
export const InvalidPlace: Story = {
  args: {
    initialValues: initialRequestValues(storyRequest(1, { marriage_location: 'javascript:alert(1)' })),
  },
  play: async ({ globals }) => {
    const form = await dialog();
    await submit(form, globals);
    await expect(
      await within(form).findByText(text(globals, 'certificates.issue.location_invalid')),
    ).toBeVisible();
  },
};

/** A valid marriage request is sent as the stored payload: phone, ID and address normalised, the mails' language kept. */
export const ValidSave: Story = {
  args: {
    initialValues: initialRequestValues(
      storyRequest(1, {
        applicant_phone: '+48 600-123-456',
        applicant_id_number: 'abc 123 456',
        applicant_email: ' Yusuf.Kowalski@Example.org',
        preferred_language: 'ar',
      }),
    ),
  },
  play: async ({ args, globals }) => {
    const form = await dialog();
    await submit(form, globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          request_type: 'marriage',
          applicant_phone: '+48600123456',
          applicant_id_number: 'ABC123456',
          applicant_email: 'yusuf.kowalski@example.org',
          preferred_language: 'ar',
          revert_date: null,
        }),
      ),
    );
  },
};

/** Editing a stored request: prefilled; a change raises the unsaved flag. */
export const EditPrefilled: Story = {
  args: {
    mode: 'edit',
    initialValues: initialRequestValues(storyRequest(1)),
    applicantName: 'Yusuf Kowalski',
  },
  play: async ({ globals }) => {
    const form = await dialog();
    await expect(
      within(form).getByRole('radio', { name: text(globals, 'certificates.type.marriage') }),
    ).toBeChecked();
    const spouse = field(form, globals, 'spouse_name');
    await expect(spouse).toHaveValue('Mariam Nowak');
    await userEvent.type(spouse, ' Kowalska');
    await expect(within(form).getByText(text(globals, 'certificates.form.unsaved'))).toBeVisible();
  },
};

/** A refused save: what failed, in the form, every value kept. */
export const SaveFailed: Story = {
  args: {
    initialValues: initialRequestValues(storyRequest(1)),
    failure: { message: { id: 'certificates.error.create' }, reason: { id: 'error.server' } },
  },
  play: async ({ globals }) => {
    const form = await dialog();
    await expect(within(form).getByRole('alert')).toHaveTextContent(
      text(globals, 'certificates.error.create'),
    );
    await expect(field(form, globals, 'applicant_name')).toHaveValue('Yusuf Kowalski');
  },
};
