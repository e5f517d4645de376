import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title';
import { Breadcrumbs, usePageTrail } from './breadcrumbs';

let firstPage = true;

/**
 * A page's breadcrumbs (its route module's trail) and heading. On every navigation after the first page, focus moves to
 * the heading, so keyboard and screen-reader users start reading the new page; the tab title
 * follows the heading. Not while the user is typing in the search box: its results page opens
 * as they type, and the box keeps the focus (arrow down moves into the results).
 */
export function PageHeader({
  title,
  vehicle,
  after,
  children,
}: {
  title: string;
  /** What the title belongs to ("Audi A4 B5" before an engine): part of the heading, on its own line. */
  vehicle?: string;
  after?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(vehicle ? `${vehicle} ${title}` : title);
  // The ancestors, from the page's route module (its last crumb is the page itself: the title here).
  const ancestors = usePageTrail().slice(0, -1);
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    if (document.activeElement?.closest('[role="search"]')) return;
    heading.current?.focus({ preventScroll: true });
  }, [key]);
  return (
    <div className="page-header">
      {ancestors.length > 0 ? <Breadcrumbs items={ancestors} current={title} /> : null}
      <div className="page-title-row">
        <h1 ref={heading} tabIndex={-1}>
          {vehicle ? (
            <>
              <span className="page-title__vehicle">{vehicle}</span>{' '}
            </>
          ) : null}
          {title}
        </h1>
        {after}
      </div>
      {children}
    </div>
  );
}
