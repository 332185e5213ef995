import { useToast } from '@minbar/ui/toast/toast';
import { useState } from 'react';
import { useLocale } from '../../../lib/locale-state';
import { useAuthT } from '../auth-intl';
import { SignUpScreen } from '../components/sign-up-screen';
import { type FormFailure, signUpFailure } from '../error-messages';
import { useAuthNavigation } from '../navigation/auth-navigation';
import { useRegister } from '../queries/use-register';

const NO_FAILURE: FormFailure = { fieldErrors: {}, top: null };

export function SignUpRoute() {
  const [locale, setLocale] = useLocale();
  const t = useAuthT();
  const toast = useToast();
  const { navigate } = useAuthNavigation();
  const register = useRegister();
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);

  return (
    <SignUpScreen
      locale={locale}
      onLocaleChange={setLocale}
      submitting={register.isPending}
      serverFieldErrors={failure.fieldErrors}
      failure={failure.top}
      onSubmit={(values) => {
        setFailure(NO_FAILURE);
        register.mutate(values, {
          onSuccess: () => {
            toast.show({ tone: 'success', message: t('signUp.success') });
            // A new account must verify its email before it can sign in (docs/decisions/0004).
            navigate('/verify', { state: { email: values.email } });
          },
          onError: (error) => setFailure(signUpFailure(error)),
        });
      }}
    />
  );
}
