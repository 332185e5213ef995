import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { FormAlert } from './form-alert';

/** Shown in place of a reset step's form when the email (and code) from the earlier steps are gone. */
export function MissingResetContext() {
  const t = useT();
  return (
    <FormAlert tone="error" feedback={{ id: 'verifyReset.missingEmail' }}>
      <Link to="/forgot-password">{t('verifyReset.startAgain')}</Link>
    </FormAlert>
  );
}
