import { verifySchema } from '@minbar/domain/access/credentials';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { useAccountForm } from '../../../lib/forms/account-form';
import { type AuthFeedback, useAuthT } from '../auth-intl';
import { AuthLink } from '../navigation/auth-navigation';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';

export type VerifyValues = {
  email: string;
  code: string;
};

export interface VerifyScreenProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  initialValues?: VerifyValues;
  submitting?: boolean;
  failure?: AuthFeedback | null;
  onSubmit: (values: VerifyValues) => void;
}

/** Account verification (/verify): email and the emailed 6-digit code. */
export function VerifyScreen({
  locale,
  onLocaleChange,
  initialValues = { email: '', code: '' },
  submitting = false,
  failure = null,
  onSubmit,
}: VerifyScreenProps) {
  const t = useAuthT();
  const form = useAccountForm({ schema: verifySchema, defaultValues: initialValues, onSubmit });

  return (
    <AuthLayout
      title={t('verify.title')}
      description={t('verify.description')}
      locale={locale}
      onLocaleChange={onLocaleChange}
      footer={<AuthLink to="/">{t('app.backToLogin')}</AuthLink>}
    >
      <form.AppForm>
        <AuthForm submitting={submitting} submitLabel={t('verify.submit')} failure={failure}>
          <form.AppField name="email">
            {(field) => (
              <field.TextField label={t('auth.field.email')} type="email" autoComplete="email" required />
            )}
          </form.AppField>
          <form.AppField name="code">
            {(field) => (
              <field.TextField
                label={t('auth.field.code')}
                autoComplete="one-time-code"
                inputMode="numeric"
                required
              />
            )}
          </form.AppField>
        </AuthForm>
      </form.AppForm>
    </AuthLayout>
  );
}
