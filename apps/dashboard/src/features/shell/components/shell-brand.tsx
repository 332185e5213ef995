import MoonStar from 'lucide-react/icons/moon-star';
import { useShellT } from '../shell-intl';
import './dashboard-shell.css';

/** The centre's mark and name at the top of the sidebar. */
export function ShellBrand() {
  const t = useShellT();
  return (
    <p className="dashboard-brand" data-slot="brand">
      <span className="dashboard-brand__mark" aria-hidden="true">
        <MoonStar size={22} focusable="false" />
      </span>
      <span className="dashboard-brand__text">
        <span className="dashboard-brand__name">{t('app.name')}</span>
        <span className="dashboard-brand__tagline">{t('shell.brand.tagline')}</span>
      </span>
    </p>
  );
}
