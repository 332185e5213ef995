import { resetPasswordFormSchema } from '@minbar/domain/access/credentials';
import { PasswordField } from '@minbar/ui/password-field/password-field';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { Link } from 'react-router';
import type { Feedback } from '../../../lib/feedback';
import { useT } from '../../../lib/i18n';
import { useFeedbackText } from '../../../lib/use-feedback';
import { useFormValues } from '../../../lib/use-form-values';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';
import { MissingResetContext } from './missing-reset-context';

export interface ResetPasswordScreenProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Email and code arrive through navigation state; without them the flow starts again. */
  hasResetContext: boolean;
  initialValues?: { password: string; confirmPassword: string };
  submitting?: boolean;
  succeeded?: boolean;
  serverFieldErrors?: Partial<Record<string, Feedback>>;
  failure?: Feedback | null;
  onSubmit: (values: { password: string }) => void;
}

/** /reset-password: the new password typed twice, each with show/hide; both must match. */
export function ResetPasswordScreen({
  locale,
  onLocaleChange,
  hasResetContext,
  initialValues = { password: '', confirmPassword: '' },
  submitting = false,
  succeeded = false,
  serverFieldErrors = {},
  failure = null,
  onSubmit,
}: ResetPasswordScreenProps) {
  const t = useT();
  const text = useFeedbackText();
  const form = useFormValues(initialValues);
  const passwordError = form.errors.password ?? serverFieldErrors.password;

  return (
    <AuthLayout
      title={t('reset.title')}
      locale={locale}
      onLocaleChange={onLocaleChange}
      footer={<Link to="/">{t('app.backToLogin')}</Link>}
    >
      {hasResetContext ? (
        <AuthForm
          onSubmit={() => {
            const values = form.validate(resetPasswordFormSchema);
            if (values) onSubmit({ password: values.password });
          }}
          submitting={submitting}
          submitLabel={t('reset.submit')}
          done={succeeded}
          failure={failure}
          notice={succeeded ? <FormAlert tone="success" feedback={{ id: 'reset.success' }} /> : null}
        >
          <PasswordField
            label={t('auth.field.newPassword')}
            name="password"
            autoComplete="new-password"
            required
            value={form.values.password}
            onChange={form.change('password')}
            error={passwordError ? text(passwordError) : undefined}
          />
          <PasswordField
            label={t('auth.field.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={form.values.confirmPassword}
            onChange={form.change('confirmPassword')}
            error={form.errors.confirmPassword ? text(form.errors.confirmPassword) : undefined}
          />
        </AuthForm>
      ) : (
        <MissingResetContext />
      )}
    </AuthLayout>
  );
}
