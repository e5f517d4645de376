import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentProps } from 'react';
import { Link } from 'react-router';
import type { CatalogueSession } from '../api/queries';
import { useApp } from '../core/app-context';

/**
 * Where a link goes: the URL, and how to get that page ready (its data and its code). Route
 * modules make these (`typeRoute.target({ typeId })`), so a call site names only the record.
 */
export interface RouteTarget {
  href: string;
  preload: (context: { queryClient: QueryClient; session: CatalogueSession | null }) => void;
}

/**
 * A link into the catalogue that gets the next page ready when the user shows intent: on
 * focus at once, on hover after a short pause (so sweeping across a list costs nothing), through
 * the target route's own preload. Cached data is not asked for again.
 */
export function CatalogueLink({ to: target, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch' | 'to'> & { to: RouteTarget }) {
  const queryClient = useQueryClient();
  const { session } = useApp();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const warm = () => {
    window.clearTimeout(timer.current);
    target.preload({ queryClient, session });
  };
  return (
    <Link
      {...props}
      to={target.href}
      onFocus={(event) => {
        warm();
        props.onFocus?.(event);
      }}
      onMouseEnter={(event) => {
        timer.current = window.setTimeout(warm, 90);
        props.onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        window.clearTimeout(timer.current);
        props.onMouseLeave?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        props.onTouchStart?.(event);
      }}
    />
  );
}
