import { useToast } from '@minbar/ui/toast/toast';
import { useState } from 'react';
import { useLocale } from '../../../lib/locale-state';
import { type AuthFeedback, useAuthT } from '../auth-intl';
import { VerifyScreen } from '../components/verify-screen';
import { verifyFailure } from '../error-messages';
import { useAuthNavigation } from '../navigation/auth-navigation';
import { useVerifyAccount } from '../queries/use-verify-account';
import { emailFromState } from '../reset-flow-state';

export function VerifyRoute() {
  const [locale, setLocale] = useLocale();
  const t = useAuthT();
  const toast = useToast();
  const { navigate, location } = useAuthNavigation();
  const verify = useVerifyAccount();
  const [failure, setFailure] = useState<AuthFeedback | null>(null);

  return (
    <VerifyScreen
      locale={locale}
      onLocaleChange={setLocale}
      initialValues={{ email: emailFromState(location.state) ?? '', code: '' }}
      submitting={verify.isPending}
      failure={failure}
      onSubmit={(values) => {
        setFailure(null);
        verify.mutate(values, {
          onSuccess: () => {
            toast.show({ tone: 'success', message: t('verify.success') });
            navigate('/', { replace: true });
          },
          onError: (error) => setFailure(verifyFailure(error).top),
        });
      }}
    />
  );
}
