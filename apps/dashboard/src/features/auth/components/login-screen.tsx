import { type SignInInput, signInSchema } from '@minbar/domain/access/sign-in';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { useAccountForm } from '../../../lib/forms/account-form';
import { type AuthFeedback, useAuthT } from '../auth-intl';
import { AuthLink } from '../navigation/auth-navigation';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';

export interface LoginScreenProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  initialValues?: SignInInput;
  submitting?: boolean;
  failure?: AuthFeedback | null;
  /** The account is not verified yet: the failure message links to /verify. */
  offerVerify?: boolean;
  onSubmit: (values: SignInInput) => void;
  /** The visitor started filling in the form: a good moment to load what signing in leads to. */
  onEngage?: () => void;
}

/** The login page (/): nothing is sent while either field is empty. */
export function LoginScreen({
  locale,
  onLocaleChange,
  initialValues = { email: '', password: '' },
  submitting = false,
  failure = null,
  offerVerify = false,
  onSubmit,
  onEngage,
}: LoginScreenProps) {
  const t = useAuthT();
  const form = useAccountForm({ schema: signInSchema, defaultValues: initialValues, onSubmit });

  return (
    <AuthLayout
      title={t('login.title')}
      locale={locale}
      onLocaleChange={onLocaleChange}
      footer={
        <>
          <AuthLink to="/forgot-password">{t('login.forgotPassword')}</AuthLink>
          <AuthLink to="/SignUp">{t('login.signUp')}</AuthLink>
        </>
      }
    >
      <form.AppForm>
        <AuthForm
          submitting={submitting}
          submitLabel={t('login.submit')}
          failure={failure}
          failureAction={offerVerify ? <AuthLink to="/verify">{t('login.verifyLink')}</AuthLink> : null}
          onEngage={onEngage}
        >
          <form.AppField name="email">
            {(field) => (
              <field.TextField label={t('auth.field.emailOrPhone')} autoComplete="username" required />
            )}
          </form.AppField>
          <form.AppField name="password">
            {(field) => (
              <field.PasswordField
                label={t('auth.field.password')}
                autoComplete="current-password"
                required
              />
            )}
          </form.AppField>
        </AuthForm>
      </form.AppForm>
    </AuthLayout>
  );
}
