import { resetPasswordFormSchema } from '@minbar/domain/access/credentials';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { useAccountForm } from '../../../lib/forms/account-form';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { type AuthFeedback, useAuthT } from '../auth-intl';
import { AuthLink } from '../navigation/auth-navigation';
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
  serverFieldErrors?: ServerFieldErrors;
  failure?: AuthFeedback | null;
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
  serverFieldErrors,
  failure = null,
  onSubmit,
}: ResetPasswordScreenProps) {
  const t = useAuthT();
  const form = useAccountForm({
    schema: resetPasswordFormSchema,
    defaultValues: initialValues,
    onSubmit: (values) => onSubmit({ password: values.password }),
  });

  return (
    <AuthLayout
      title={t('reset.title')}
      locale={locale}
      onLocaleChange={onLocaleChange}
      footer={<AuthLink to="/">{t('app.backToLogin')}</AuthLink>}
    >
      {hasResetContext ? (
        <form.AppForm>
          <AuthForm
            serverFieldErrors={serverFieldErrors}
            submitting={submitting}
            submitLabel={t('reset.submit')}
            done={succeeded}
            failure={failure}
            notice={succeeded ? <FormAlert tone="success" feedback={{ id: 'reset.success' }} /> : null}
          >
            <form.AppField name="password">
              {(field) => (
                <field.PasswordField
                  label={t('auth.field.newPassword')}
                  autoComplete="new-password"
                  required
                />
              )}
            </form.AppField>
            <form.AppField name="confirmPassword">
              {(field) => (
                <field.PasswordField
                  label={t('auth.field.confirmPassword')}
                  autoComplete="new-password"
                  required
                />
              )}
            </form.AppField>
          </AuthForm>
        </form.AppForm>
      ) : (
        <MissingResetContext />
      )}
    </AuthLayout>
  );
}
