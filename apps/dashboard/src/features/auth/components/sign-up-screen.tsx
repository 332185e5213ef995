import { type SignUpInput, signUpSchema } from '@minbar/domain/access/credentials';
import { PasswordField } from '@minbar/ui/password-field/password-field';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { TextField } from '@minbar/ui/text-field/text-field';
import { Link } from 'react-router';
import type { Feedback } from '../../../lib/feedback';
import { useT } from '../../../lib/i18n';
import { useFeedbackText } from '../../../lib/use-feedback';
import { useFormValues } from '../../../lib/use-form-values';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';

export type SignUpField = keyof SignUpInput;

export interface SignUpScreenProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  initialValues?: SignUpInput;
  submitting?: boolean;
  /** The server's messages under fields; the container drops one when its field is edited. */
  serverFieldErrors?: Partial<Record<string, Feedback>>;
  failure?: Feedback | null;
  onFieldEdit?: (field: string) => void;
  onSubmit: (values: SignUpInput) => void;
}

const EMPTY: SignUpInput = { username: '', email: '', phone: '', password: '' };

/** Sign-up (/SignUp): the four fields are checked with the domain's signUpSchema before sending. */
export function SignUpScreen({
  locale,
  onLocaleChange,
  initialValues = EMPTY,
  submitting = false,
  serverFieldErrors = {},
  failure = null,
  onFieldEdit,
  onSubmit,
}: SignUpScreenProps) {
  const t = useT();
  const text = useFeedbackText();
  const form = useFormValues(initialValues);

  const errorOf = (field: SignUpField) => {
    const feedback = form.errors[field] ?? serverFieldErrors[field];
    return feedback ? text(feedback) : undefined;
  };

  return (
    <AuthLayout
      title={t('signUp.title')}
      locale={locale}
      onLocaleChange={onLocaleChange}
      footer={<Link to="/">{t('signUp.haveAccount')}</Link>}
    >
      <AuthForm
        onSubmit={() => {
          const values = form.validate(signUpSchema);
          if (values) onSubmit(values);
        }}
        submitting={submitting}
        submitLabel={t('signUp.submit')}
        failure={failure}
      >
        <TextField
          label={t('auth.field.username')}
          name="username"
          autoComplete="username"
          required
          value={form.values.username}
          onChange={form.change('username', onFieldEdit)}
          error={errorOf('username')}
        />
        <TextField
          label={t('auth.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={form.change('email', onFieldEdit)}
          error={errorOf('email')}
        />
        <TextField
          label={t('auth.field.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          value={form.values.phone}
          onChange={form.change('phone', onFieldEdit)}
          error={errorOf('phone')}
        />
        <PasswordField
          label={t('auth.field.password')}
          name="password"
          autoComplete="new-password"
          required
          value={form.values.password}
          onChange={form.change('password', onFieldEdit)}
          error={errorOf('password')}
        />
      </AuthForm>
    </AuthLayout>
  );
}
