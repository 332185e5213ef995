import { resetRequestSchema } from '@minbar/domain/access/credentials';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { TextField } from '@minbar/ui/text-field/text-field';
import { Link } from 'react-router';
import type { Feedback } from '../../../lib/feedback';
import { useT } from '../../../lib/i18n';
import { useFeedbackText } from '../../../lib/use-feedback';
import { useFormValues } from '../../../lib/use-form-values';
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
  serverFieldErrors?: Partial<Record<string, Feedback>>;
  failure?: Feedback | null;
  onSubmit: (values: { email: string }) => void;
}

/** /forgot-password: asks for the email that receives a reset code. */
export function ForgotPasswordScreen({
  locale,
  onLocaleChange,
  initialEmail = '',
  submitting = false,
  sentTo = null,
  serverFieldErrors = {},
  failure = null,
  onSubmit,
}: ForgotPasswordScreenProps) {
  const t = useT();
  const text = useFeedbackText();
  const form = useFormValues({ email: initialEmail });
  const emailError = form.errors.email ?? serverFieldErrors.email;

  return (
    <AuthLayout
      title={t('forgot.title')}
      description={t('forgot.description')}
      locale={locale}
      onLocaleChange={onLocaleChange}
      footer={<Link to="/">{t('app.backToLogin')}</Link>}
    >
      <AuthForm
        onSubmit={() => {
          const values = form.validate(resetRequestSchema);
          if (values) onSubmit(values);
        }}
        submitting={submitting}
        submitLabel={t('forgot.submit')}
        failure={failure}
        notice={
          sentTo ? (
            <FormAlert tone="success" feedback={{ id: 'forgot.sent', values: { email: sentTo } }} />
          ) : null
        }
      >
        <TextField
          label={t('auth.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={form.change('email')}
          error={emailError ? text(emailError) : undefined}
        />
      </AuthForm>
    </AuthLayout>
  );
}
