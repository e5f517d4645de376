import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { useApp } from '../core/app-context';
import { isPageHandle, type Crumb } from '../core/page';
import './breadcrumbs.css';

/** Every ancestor of the page, each a link, then the page itself. */
export function Breadcrumbs({ items, current }: { items: Crumb[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
      <ol>
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href}>{item.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

/**
 * The matched page's trail, from the start page down to the page itself, as its route module
 * writes it (the same trail the server writes as the page's JSON-LD BreadcrumbList), read from
 * the cache the page itself is rendering from.
 */
export function usePageTrail(): Crumb[] {
  const matches = useMatches();
  const queryClient = useQueryClient();
  const { session } = useApp();
  const { t } = useTranslation();
  const location = useLocation();
  const match = matches.findLast((each) => isPageHandle(each.handle));
  if (!match || !isPageHandle(match.handle)) return [];
  const url = new URL(`${location.pathname}${location.search}`, 'http://localhost');
  return match.handle.describe({ queryClient, session, t, url }, match.loaderData)?.crumbs ?? [];
}
