import { resetRequestSchema } from '@minbar/domain/access/credentials';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { useAccountForm } from '../../../lib/forms/account-form';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { type AuthFeedback, useAuthT } from '../auth-intl';
import { AuthLink } from '../navigation/auth-navigation';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';

export interface ForgotPasswordScreenProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  initialEmail?: string;
  submitting?: boolean;
  /** The address a code was just sent to; the screen confirms it while moving on. */
  sentTo?: string | null;
  serverFieldErrors?: ServerFieldErrors;
  failure?: AuthFeedback | null;
  onSubmit: (values: { email: string }) => void;
}

/** /forgot-password: asks for the email that receives a reset code. */
export function ForgotPasswordScreen({
  locale,
  onLocaleChange,
  initialEmail = '',
  submitting = false,
  sentTo = null,
  serverFieldErrors,
  failure = null,
  onSubmit,
}: ForgotPasswordScreenProps) {
  const t = useAuthT();
  const form = useAccountForm({
    schema: resetRequestSchema,
    defaultValues: { email: initialEmail },
    onSubmit,
  });

  return (
    <AuthLayout
      title={t('forgot.title')}
      description={t('forgot.description')}
      locale={locale}
      onLocaleChange={onLocaleChange}
      footer={<AuthLink to="/">{t('app.backToLogin')}</AuthLink>}
    >
      <form.AppForm>
        <AuthForm
          submitting={submitting}
          submitLabel={t('forgot.submit')}
          failure={failure}
          serverFieldErrors={serverFieldErrors}
          notice={
            sentTo ? (
              <FormAlert tone="success" feedback={{ id: 'forgot.sent', values: { email: sentTo } }} />
            ) : null
          }
        >
          <form.AppField name="email">
            {(field) => (
              <field.TextField label={t('auth.field.email')} type="email" autoComplete="email" required />
            )}
          </form.AppField>
        </AuthForm>
      </form.AppForm>
    </AuthLayout>
  );
}
