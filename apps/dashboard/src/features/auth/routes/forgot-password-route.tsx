import { useState } from 'react';
import { useLocale } from '../../../lib/locale-state';
import { ForgotPasswordScreen } from '../components/forgot-password-screen';
import { type FormFailure, forgotPasswordFailure } from '../error-messages';
import { Redirect, useAuthNavigation } from '../navigation/auth-navigation';
import { useRequestPasswordReset } from '../queries/use-request-password-reset';
import { useSignedInLanding } from './use-signed-in-landing';

const NO_FAILURE: FormFailure = { fieldErrors: {}, top: null };

export function ForgotPasswordRoute() {
  const [locale, setLocale] = useLocale();
  const landing = useSignedInLanding();
  const { navigate } = useAuthNavigation();
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (landing) return <Redirect to={landing} />;

  return (
    <ForgotPasswordScreen
      locale={locale}
      onLocaleChange={setLocale}
      submitting={request.isPending}
      sentTo={sentTo}
      serverFieldErrors={failure.fieldErrors}
      failure={failure.top}
      onSubmit={(values) => {
        setFailure(NO_FAILURE);
        setSentTo(null);
        request.mutate(values, {
          onSuccess: () => {
            setSentTo(values.email);
            navigate('/verify-reset-code', { state: { email: values.email } });
          },
          onError: (error) => setFailure(forgotPasswordFailure(error)),
        });
      }}
    />
  );
}
