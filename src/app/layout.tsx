import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { CatalogueLanguageNote, LanguageSwitcher } from '../components/language-switcher';
import { OfflineBanner } from '../components/offline-banner';
import { ProgressBar } from '../components/progress-bar';
import { ShareButton } from '../components/share-button';
import { PageSkeleton } from '../components/skeletons';
import { StaleNote } from '../components/stale-note';
import { ThemeSwitch } from '../components/theme-switch';
import { useHostBridge } from '../embed/host-bridge';
import { SearchBox } from '../features/search/search-box';
import { urls } from '../../contract/urls';
import './layout.css';

/** How long a click may wait for its next page before the old one is marked as busy: quick pages cause no flicker. */
export const PENDING_PAGE_DELAY_MS = 300;

/**
 * True while a click's next page has been loading for longer than the delay: the old page is
 * then dimmed and marked busy, so it does not look ready to use while the new one is coming.
 */
function usePendingPage(): boolean {
  const loading = useNavigation().state === 'loading';
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setLate(true), PENDING_PAGE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setLate(false);
    };
  }, [loading]);
  return loading && late;
}

/**
 * Marks the page as live (hydrated, or drawn by the browser): tests and the bench wait on it.
 * It sits inside the page's Suspense boundary, which React hydrates after the frame around it,
 * so the mark means the page itself answers input (a unit chosen before that would be lost).
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

/**
 * The frame around every page: header (home, search, language, settings), notices, the page.
 * Embedded in a host page, the outer chrome (brand, settings, footer) is hidden by CSS.
 */
export function Layout() {
  const { t } = useTranslation();
  useHostBridge();
  const pending = usePendingPage();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className="app-header">
        <Link to={urls.types.href()} className="brand">
          <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" />
            <path d="M6 22 A10 10 0 0 1 26 22" />
            <path d="M16 22 L22 13" className="brand__needle" />
          </svg>
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <SearchBox />
        <div className="app-header__tools">
          <LanguageSwitcher />
          <ThemeSwitch />
          <ShareButton />
          <NavLink to={urls.settings.href()} className="header-link">
            <span className="header-link__icon" aria-hidden="true" />
            <span className="header-link__text">{t('nav.settings')}</span>
          </NavLink>
        </div>
      </header>
      <ProgressBar />
      <OfflineBanner />
      <StaleNote />
      <CatalogueLanguageNote />
      <main id="main" className="main" tabIndex={-1} aria-busy={pending || undefined} data-pending={pending ? '' : undefined}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
          <ReadyMark />
        </Suspense>
      </main>
      <footer className="app-footer">
        <p>{t('app.footer')}</p>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
