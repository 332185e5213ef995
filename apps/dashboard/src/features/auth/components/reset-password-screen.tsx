import { resetPasswordFormSchema } from '@minbar/domain/access/credentials';
import { Button } from '@minbar/ui/button/button';
import { PasswordField } from '@minbar/ui/password-field/password-field';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { Feedback } from '../../../lib/feedback';
import { useT } from '../../../lib/i18n';
import { useFeedbackText } from '../../../lib/use-feedback';
import { useFormValues } from '../../../lib/use-form-values';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || succeeded) return;
    const values = form.validate(resetPasswordFormSchema);
    if (values) onSubmit({ password: values.password });
  };

  return (
    <AuthLayout
      title={t('reset.title')}
      locale={locale}
      onLocaleChange={onLocaleChange}
      footer={<Link to="/">{t('app.backToLogin')}</Link>}
    >
      {hasResetContext ? (
        <form className="auth-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
          {failure ? <FormAlert tone="error" feedback={failure} /> : null}
          {succeeded ? <FormAlert tone="success" feedback={{ id: 'reset.success' }} /> : null}
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
          <div className="auth-form__actions">
            <Button type="submit" loading={submitting} disabled={succeeded}>
              {t('reset.submit')}
            </Button>
          </div>
        </form>
      ) : (
        <FormAlert tone="error" feedback={{ id: 'verifyReset.missingEmail' }}>
          <Link to="/forgot-password">{t('verifyReset.startAgain')}</Link>
        </FormAlert>
      )}
    </AuthLayout>
  );
}
