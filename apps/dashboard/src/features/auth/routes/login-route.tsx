import { useState } from 'react';
import { useLocale } from '../../../lib/locale-state';
import { LoginScreen } from '../components/login-screen';
import { type LoginFailure, loginFailure } from '../error-messages';
import { Redirect, useAuthNavigation } from '../navigation/auth-navigation';
import { useSignIn } from '../queries/use-sign-in';
import { useSignedInLanding } from './use-signed-in-landing';

export function LoginRoute() {
  const [locale, setLocale] = useLocale();
  const landing = useSignedInLanding();
  const { navigate, preload } = useAuthNavigation();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  // Signed in: the button stays busy while the dashboard loads, so the form is not sent twice.
  const [leaving, setLeaving] = useState(false);

  if (landing) return <Redirect to={landing} />;

  return (
    <LoginScreen
      locale={locale}
      onLocaleChange={setLocale}
      submitting={signIn.isPending || leaving}
      onEngage={preload}
      failure={failure?.message ?? null}
      offerVerify={failure?.offerVerify ?? false}
      onSubmit={(values) => {
        setFailure(null);
        signIn.mutate(values, {
          onSuccess: (result) => {
            if (result.ok) {
              setLeaving(true);
              navigate(result.landingPath, { replace: true });
            } else setFailure({ message: { id: 'error.unauthorizedRole' }, offerVerify: false });
          },
          onError: (error) => setFailure(loginFailure(error)),
        });
      }}
    />
  );
}
