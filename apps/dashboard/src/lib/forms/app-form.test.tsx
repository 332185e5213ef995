import { ApiError } from '@minbar/api/errors';
import { signUpSchema } from '@minbar/domain/access/credentials';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { fieldErrorsOfResponse, useAppForm } from './app-form';
import type { ServerFieldErrors } from './form-context';
import { FormElement } from './form-element';

const EMPTY = { username: '', email: '', phone: '', password: '' };

function SignUpForm({ onSubmit }: { onSubmit: (values: unknown) => ServerFieldErrors | undefined }) {
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const form = useAppForm({
    schema: signUpSchema,
    defaultValues: EMPTY,
    onSubmit: (values) => {
      const refused = onSubmit(values);
      if (refused) setServerErrors(refused);
    },
  });
  return (
    <form.AppForm>
      <FormElement aria-label="Sign up" serverErrors={serverErrors}>
        <form.AppField name="username">{(field) => <field.TextField label="Username" />}</form.AppField>
        <form.AppField name="email">{(field) => <field.TextField label="Email" />}</form.AppField>
        <form.AppField name="phone">{(field) => <field.TextField label="Phone" />}</form.AppField>
        <form.AppField name="password">{(field) => <field.PasswordField label="Password" />}</form.AppField>
        <button type="submit">Send</button>
      </FormElement>
    </form.AppForm>
  );
}

function renderForm(onSubmit: (values: unknown) => ServerFieldErrors | undefined = () => undefined) {
  render(
    <IntlProvider locale="en" messages={en}>
      <SignUpForm onSubmit={onSubmit} />
    </IntlProvider>,
  );
  return userEvent.setup();
}

const required = en['validation.field.required'];

describe('useAppForm', () => {
  it('shows no message before a field is left, then the schema issue once it is', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.keyboard('not-an-email');
    expect(screen.queryByText(en['validation.email.invalid'])).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(en['validation.email.invalid'])).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    // Fields never visited stay quiet.
    expect(screen.queryByText(required)).not.toBeInTheDocument();
  });

  it('on a refused submit shows every message, sends nothing and focuses the first invalid field', async () => {
    const onSubmit = vi.fn(() => undefined);
    const user = renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'amina');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText(required)).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('amina');
  });

  it("hands the schema's output to onSubmit", async () => {
    const onSubmit = vi.fn(() => undefined);
    const user = renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '  amina ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Amina@Example.org');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+48 600 100 200');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'amina',
      email: 'amina@example.org',
      phone: '+48 600 100 200',
      password: 'secret-password',
    });
  });

  it("puts a 422's field errors under their fields, keeps the values, and drops one when its field is edited", async () => {
    const refusal = new ApiError({
      kind: 'http',
      status: 422,
      fieldErrors: {
        email: { code: 'value_error.email_taken', message: 'taken' },
        phone: { code: 'unknown', message: 'Phone number is blocked' },
      },
    });
    const user = renderForm(() => fieldErrorsOfResponse(refusal));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'amina');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amina@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '600100200');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(en['validation.value_error.email_taken'])).toBeInTheDocument();
    expect(screen.getByText('Phone number is blocked')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('amina@example.org');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x');
    expect(screen.queryByText(en['validation.value_error.email_taken'])).not.toBeInTheDocument();
    expect(screen.getByText('Phone number is blocked')).toBeInTheDocument();
  });
});

describe('fieldErrorsOfResponse', () => {
  it('renames server fields and words codes with the given issueMessage first', () => {
    const refusal = new ApiError({
      kind: 'http',
      status: 422,
      fieldErrors: {
        new_password: { code: 'password.too_short', message: 'too short' },
        response_en: { code: 'fatwa.too_long', message: 'too long' },
      },
    });
    expect(
      fieldErrorsOfResponse(refusal, {
        rename: { new_password: 'password' },
        issueMessage: (code) => (code === 'fatwa.too_long' ? { text: 'area wording' } : null),
      }),
    ).toEqual({
      password: { id: 'validation.password.too_short', values: { min: 8 } },
      response_en: { text: 'area wording' },
    });
    expect(fieldErrorsOfResponse(new Error('boom'))).toEqual({});
  });
});
