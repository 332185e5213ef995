import { type SignUpInput, signUpSchema } from '@minbar/domain/access/credentials';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { useAccountForm } from '../../../lib/forms/account-form';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { type AuthFeedback, useAuthT } from '../auth-intl';
import { AuthLink } from '../navigation/auth-navigation';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';

export type SignUpField = keyof SignUpInput;

export interface SignUpScreenProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  initialValues?: SignUpInput;
  submitting?: boolean;
  /** The server's messages under fields; each goes when its field is edited. */
  serverFieldErrors?: ServerFieldErrors;
  failure?: AuthFeedback | null;
  onSubmit: (values: SignUpInput) => void;
}

const EMPTY: SignUpInput = { username: '', email: '', phone: '', password: '' };

/** Sign-up (/SignUp): the four fields are checked with the domain's signUpSchema before sending. */
export function SignUpScreen({
  locale,
  onLocaleChange,
  initialValues = EMPTY,
  submitting = false,
  serverFieldErrors,
  failure = null,
  onSubmit,
}: SignUpScreenProps) {
  const t = useAuthT();
  const form = useAccountForm({ schema: signUpSchema, defaultValues: initialValues, onSubmit });

  return (
    <AuthLayout
      title={t('signUp.title')}
      locale={locale}
      onLocaleChange={onLocaleChange}
      footer={<AuthLink to="/">{t('signUp.haveAccount')}</AuthLink>}
    >
      <form.AppForm>
        <AuthForm
          submitting={submitting}
          submitLabel={t('signUp.submit')}
          failure={failure}
          serverFieldErrors={serverFieldErrors}
        >
          <form.AppField name="username">
            {(field) => <field.TextField label={t('auth.field.username')} autoComplete="username" required />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => (
              <field.TextField label={t('auth.field.email')} type="email" autoComplete="email" required />
            )}
          </form.AppField>
          <form.AppField name="phone">
            {(field) => (
              <field.TextField
                label={t('auth.field.phone')}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
              />
            )}
          </form.AppField>
          <form.AppField name="password">
            {(field) => (
              <field.PasswordField label={t('auth.field.password')} autoComplete="new-password" required />
            )}
          </form.AppField>
        </AuthForm>
      </form.AppForm>
    </AuthLayout>
  );
}
