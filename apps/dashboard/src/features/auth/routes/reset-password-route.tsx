import { useToast } from '@minbar/ui/toast/toast';
import { useState } from 'react';
import { useLocale } from '../../../lib/locale-state';
import { useAuthT } from '../auth-intl';
import { ResetPasswordScreen } from '../components/reset-password-screen';
import { type FormFailure, resetPasswordFailure } from '../error-messages';
import { Redirect, useAuthNavigation } from '../navigation/auth-navigation';
import { useConfirmPasswordReset } from '../queries/use-confirm-password-reset';
import { resetContextFromState } from '../reset-flow-state';
import { useSignedInLanding } from './use-signed-in-landing';

const NO_FAILURE: FormFailure = { fieldErrors: {}, top: null };

export function ResetPasswordRoute() {
  const [locale, setLocale] = useLocale();
  const t = useAuthT();
  const toast = useToast();
  const landing = useSignedInLanding();
  const { navigate, location } = useAuthNavigation();
  const context = resetContextFromState(location.state);
  const confirm = useConfirmPasswordReset();
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);

  if (landing) return <Redirect to={landing} />;

  return (
    <ResetPasswordScreen
      locale={locale}
      onLocaleChange={setLocale}
      hasResetContext={context !== null}
      submitting={confirm.isPending}
      succeeded={confirm.isSuccess}
      serverFieldErrors={failure.fieldErrors}
      failure={failure.top}
      onSubmit={({ password }) => {
        if (!context) return;
        setFailure(NO_FAILURE);
        confirm.mutate(
          { email: context.email, code: context.code, new_password: password },
          {
            onSuccess: () => {
              toast.show({ tone: 'success', message: t('reset.success') });
              navigate('/', { replace: true });
            },
            onError: (error) => setFailure(resetPasswordFailure(error)),
          },
        );
      }}
    />
  );
}
