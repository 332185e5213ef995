import { useState } from 'react';
import { useLocale } from '../../../lib/locale-state';
import type { AuthFeedback } from '../auth-intl';
import { VerifyResetCodeScreen } from '../components/verify-reset-code-screen';
import { forgotPasswordFailure, resetCodeFailure } from '../error-messages';
import { Redirect, useAuthNavigation } from '../navigation/auth-navigation';
import { useRequestPasswordReset } from '../queries/use-request-password-reset';
import { useVerifyResetCode } from '../queries/use-verify-reset-code';
import { emailFromState } from '../reset-flow-state';
import { useSignedInLanding } from './use-signed-in-landing';

export function VerifyResetCodeRoute() {
  const [locale, setLocale] = useLocale();
  const landing = useSignedInLanding();
  const { navigate, location } = useAuthNavigation();
  const email = emailFromState(location.state);
  const verify = useVerifyResetCode();
  const resend = useRequestPasswordReset();
  const [failure, setFailure] = useState<AuthFeedback | null>(null);
  const [resent, setResent] = useState(false);

  if (landing) return <Redirect to={landing} />;

  return (
    <VerifyResetCodeScreen
      locale={locale}
      onLocaleChange={setLocale}
      email={email}
      submitting={verify.isPending}
      resending={resend.isPending}
      resent={resent}
      failure={failure}
      onSubmit={({ code }) => {
        if (!email) return;
        setFailure(null);
        setResent(false);
        verify.mutate(
          { email, code },
          {
            onSuccess: () => navigate('/reset-password', { state: { email, code } }),
            onError: (error) => setFailure(resetCodeFailure(error)),
          },
        );
      }}
      onResend={() => {
        if (!email) return;
        setFailure(null);
        setResent(false);
        resend.mutate(
          { email },
          {
            onSuccess: () => setResent(true),
            onError: (error) => setFailure(forgotPasswordFailure(error).top),
          },
        );
      }}
    />
  );
}
