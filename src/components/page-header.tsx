import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

let firstPage = true;

/**
 * A page's breadcrumbs and heading. On every navigation after the first page, focus moves to
 * the heading, so keyboard and screen-reader users start reading the new page; the tab title
 * follows the heading. Not while the user is typing in the search box: its results page opens
 * as they type, and the box keeps the focus (arrow down moves into the results).
 */
export function PageHeader({
  title,
  vehicle,
  crumbs,
  after,
  children,
}: {
  title: string;
  /** What the title belongs to ("Audi A4 B5" before an engine): part of the heading, on its own line. */
  vehicle?: string;
  crumbs: Crumb[];
  after?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(vehicle ? `${vehicle} ${title}` : title);
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
      {crumbs.length > 0 ? <Breadcrumbs items={crumbs} current={title} /> : null}
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
