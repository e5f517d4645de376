import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { pageModules, type PageName } from '../app/page-modules';

/**
 * A link into the catalogue that gets the next page ready when the user shows intent: on
 * focus at once, on hover after a short pause (so sweeping across a list costs nothing), its
 * data (`warm`) and its code (`page`). Cached data is not asked for again.
 */
export function CatalogueLink({
  warm: warmData,
  page,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'> & { warm?: (queryClient: QueryClient) => unknown; page?: PageName }) {
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const warm = () => {
    window.clearTimeout(timer.current);
    if (page) void pageModules[page]().catch(() => undefined);
    if (warmData) void Promise.resolve(warmData(queryClient)).catch(() => undefined);
  };
  return (
    <Link
      {...props}
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
