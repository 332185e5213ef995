import { useAtom } from 'jotai';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { localeAtom } from '../../../lib/i18n';
import { LoginScreen } from '../components/login-screen';
import { type LoginFailure, loginFailure } from '../error-messages';
import { useSignIn } from '../queries/use-sign-in';
import { useSignedInLanding } from './use-signed-in-landing';

export function LoginRoute() {
  const [locale, setLocale] = useAtom(localeAtom);
  const landing = useSignedInLanding();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  if (landing) return <Navigate to={landing} replace />;

  return (
    <LoginScreen
      locale={locale}
      onLocaleChange={setLocale}
      submitting={signIn.isPending}
      failure={failure?.message ?? null}
      offerVerify={failure?.offerVerify ?? false}
      onSubmit={(values) => {
        setFailure(null);
        signIn.mutate(values, {
          onSuccess: (result) => {
            if (result.ok) navigate(result.landingPath, { replace: true });
            else setFailure({ message: { id: 'error.unauthorizedRole' }, offerVerify: false });
          },
          onError: (error) => setFailure(loginFailure(error)),
        });
      }}
    />
  );
}
