import { Button } from '@minbar/ui/button/button';
import { Link } from 'wouter';
import { useInstallMessages } from '../install-intl';
import type { InstallState } from '../install-state';
import '../../../lib/content-page.css';
import '../install.css';

export interface InstallViewProps {
  state: InstallState;
  /** Shows the browser's own install prompt (state 'prompt'). */
  onInstall?: () => void;
  /** The visitor closed the browser's prompt without installing. */
  dismissed?: boolean;
}

/**
 * The install page as the browser allows it: its install button where it offers a prompt, Safari's
 * Add to Home Screen steps on an iPhone or iPad, the browser menu's steps elsewhere, and a plain
 * "installed" note inside the installed app.
 */
export function InstallView({ state, onInstall, dismissed = false }: InstallViewProps) {
  const t = useInstallMessages();
  return (
    <section className="content-page install-page" aria-labelledby="install-title">
      <header className="content-page__header">
        <h1 id="install-title">{t('install.title')}</h1>
        <p>{t('install.intro')}</p>
      </header>
      {state === 'installed' ? (
        <div className="install-page__card">
          <h2>{t('install.installed.heading')}</h2>
          <p>{t('install.installed.text')}</p>
          <Link href="/prayer-times" className="install-page__link">
            {t('install.installed.link')}
          </Link>
        </div>
      ) : null}
      {state === 'prompt' ? (
        <div className="install-page__card">
          <p>{t('install.prompt.text')}</p>
          <Button onClick={onInstall}>{t('install.button')}</Button>
          {dismissed ? <p role="status">{t('install.prompt.dismissed')}</p> : null}
        </div>
      ) : null}
      {state === 'ios' ? (
        <Steps
          heading={t('install.ios.heading')}
          steps={[t('install.ios.step1'), t('install.ios.step2'), t('install.ios.step3')]}
        />
      ) : null}
      {state === 'manual' ? (
        <Steps
          heading={t('install.manual.heading')}
          steps={[t('install.manual.step1'), t('install.manual.step2'), t('install.manual.step3')]}
        />
      ) : null}
      {state !== 'installed' ? <p className="install-page__note">{t('install.offline')}</p> : null}
    </section>
  );
}

function Steps({ heading, steps }: { heading: string; steps: string[] }) {
  return (
    <div className="install-page__card">
      <h2>{heading}</h2>
      <ol className="install-page__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
