import { type SignInInput, signInSchema } from '@minbar/domain/access/credentials';
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

export interface LoginScreenProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  initialValues?: SignInInput;
  submitting?: boolean;
  failure?: Feedback | null;
  /** The account is not verified yet: the failure message links to /verify. */
  offerVerify?: boolean;
  onSubmit: (values: SignInInput) => void;
}

/** The login page (/): nothing is sent while either field is empty (spec part 1 §5). */
export function LoginScreen({
  locale,
  onLocaleChange,
  initialValues = { email: '', password: '' },
  submitting = false,
  failure = null,
  offerVerify = false,
  onSubmit,
}: LoginScreenProps) {
  const t = useT();
  const text = useFeedbackText();
  const form = useFormValues(initialValues);

  return (
    <AuthLayout
      title={t('login.title')}
      locale={locale}
      onLocaleChange={onLocaleChange}
      footer={
        <>
          <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
          <Link to="/SignUp">{t('login.signUp')}</Link>
        </>
      }
    >
      <AuthForm
        onSubmit={() => {
          const values = form.validate(signInSchema);
          if (values) onSubmit(values);
        }}
        submitting={submitting}
        submitLabel={t('login.submit')}
        failure={failure}
        failureAction={offerVerify ? <Link to="/verify">{t('login.verifyLink')}</Link> : null}
      >
        <TextField
          label={t('auth.field.emailOrPhone')}
          name="email"
          autoComplete="username"
          required
          value={form.values.email}
          onChange={form.change('email')}
          error={form.errors.email ? text(form.errors.email) : undefined}
        />
        <PasswordField
          label={t('auth.field.password')}
          name="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={form.change('password')}
          error={form.errors.password ? text(form.errors.password) : undefined}
        />
      </AuthForm>
    </AuthLayout>
  );
}
