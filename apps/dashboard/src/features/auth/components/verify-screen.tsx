import { verifySchema } from '@minbar/domain/access/credentials';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { TextField } from '@minbar/ui/text-field/text-field';
import { Link } from 'react-router';
import type { Feedback } from '../../../lib/feedback';
import { useT } from '../../../lib/i18n';
import { useFeedbackText } from '../../../lib/use-feedback';
import { useFormValues } from '../../../lib/use-form-values';
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
  failure?: Feedback | null;
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
  const t = useT();
  const text = useFeedbackText();
  const form = useFormValues(initialValues);

  return (
    <AuthLayout
      title={t('verify.title')}
      description={t('verify.description')}
      locale={locale}
      onLocaleChange={onLocaleChange}
      footer={<Link to="/">{t('app.backToLogin')}</Link>}
    >
      <AuthForm
        onSubmit={() => {
          const values = form.validate(verifySchema);
          if (values) onSubmit(values);
        }}
        submitting={submitting}
        submitLabel={t('verify.submit')}
        failure={failure}
      >
        <TextField
          label={t('auth.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={form.change('email')}
          error={form.errors.email ? text(form.errors.email) : undefined}
        />
        <TextField
          label={t('auth.field.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          value={form.values.code}
          onChange={form.change('code')}
          error={form.errors.code ? text(form.errors.code) : undefined}
        />
      </AuthForm>
    </AuthLayout>
  );
}
