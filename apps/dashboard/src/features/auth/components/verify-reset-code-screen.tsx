import { codeSchema } from '@minbar/domain/access/credentials';
import { Button } from '@minbar/ui/button/button';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import * as v from 'valibot';
import { useAccountForm } from '../../../lib/forms/account-form';
import { type AuthFeedback, useAuthT } from '../auth-intl';
import { AuthLink } from '../navigation/auth-navigation';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';
import { MissingResetContext } from './missing-reset-context';

const codeFormSchema = v.object({ code: codeSchema });

export interface VerifyResetCodeScreenProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** From navigation state; without it the flow must start again at /forgot-password. */
  email: string | null;
  initialCode?: string;
  submitting?: boolean;
  resending?: boolean;
  resent?: boolean;
  failure?: AuthFeedback | null;
  onSubmit: (values: { code: string }) => void;
  onResend: () => void;
}

/** /verify-reset-code: the code sent by email; Resend really sends a new one (docs/decisions/0006). */
export function VerifyResetCodeScreen({
  locale,
  onLocaleChange,
  email,
  initialCode = '',
  submitting = false,
  resending = false,
  resent = false,
  failure = null,
  onSubmit,
  onResend,
}: VerifyResetCodeScreenProps) {
  const t = useAuthT();
  const form = useAccountForm({ schema: codeFormSchema, defaultValues: { code: initialCode }, onSubmit });

  return (
    <AuthLayout
      title={t('verifyReset.title')}
      description={email ? t('verifyReset.description', { email }) : undefined}
      locale={locale}
      onLocaleChange={onLocaleChange}
      footer={<AuthLink to="/">{t('app.backToLogin')}</AuthLink>}
    >
      {email ? (
        <form.AppForm>
          <AuthForm
            submitting={submitting}
            submitLabel={t('verifyReset.submit')}
            failure={failure}
            notice={resent ? <FormAlert tone="success" feedback={{ id: 'verifyReset.resent' }} /> : null}
            secondaryActions={
              <Button variant="secondary" loading={resending} onClick={() => !resending && onResend()}>
                {t('verifyReset.resend')}
              </Button>
            }
          >
            <form.AppField name="code">
              {(field) => (
                <field.TextField
                  label={t('auth.field.resetCode')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
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
