import { useAuthT } from '../auth-intl';
import { AuthLink } from '../navigation/auth-navigation';
import { FormAlert } from './form-alert';

/** Shown in place of a reset step's form when the email (and code) from the earlier steps are gone. */
export function MissingResetContext() {
  const t = useAuthT();
  return (
    <FormAlert tone="error" feedback={{ id: 'verifyReset.missingEmail' }}>
      <AuthLink to="/forgot-password">{t('verifyReset.startAgain')}</AuthLink>
    </FormAlert>
  );
}
