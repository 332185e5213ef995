import { useAppMessages } from '../../../lib/app-intl';
import { AppDownload } from '../components/app-download';
import { CategoryTabs } from '../components/category-tabs';
import '../home.css';

/**
 * /Home and /: the hero first (the page's largest paint, drawn without waiting for data), then the
 * categories' tabs, then the app download below them, whose QR code loads as it nears the viewport.
 */
export function HomeRoute({ reducedMotion }: { reducedMotion?: boolean }) {
  const t = useAppMessages();
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title" className="hero__title">
          {t('home.title')}
        </h1>
        <p className="hero__intro">{t('home.intro')}</p>
      </section>
      <section className="home-categories" aria-labelledby="categories-heading">
        <h2 id="categories-heading">{t('home.categoriesHeading')}</h2>
        <CategoryTabs reducedMotion={reducedMotion} />
      </section>
      <AppDownload />
    </>
  );
}
