import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { ApiError, browserOnline, isApiError, isOfflineError } from '../api/errors';
import { isChunkLoadError } from '../core/chunks';
import { urls } from '../../contract/urls';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useOnline } from '../hooks/use-online';
import { ErrorState } from './error-state';

/**
 * A page that could not be shown. API failures get their specific message; anything else
 * (a bug) gets a plain apology and a way back, never a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();

  // The page's code could not be fetched: a network problem, and only a reload fetches it anew.
  const chunkFailed = isChunkLoadError(error);
  // Whether the browser was offline when this error arrived (the API client records it on its own errors).
  const offlineAtFailure = useMemo(() => (error === undefined ? false : !browserOnline()), [error]);
  const apiError = isApiError(error)
    ? error
    : isRouteErrorResponse(error) && error.status === 404
      ? new ApiError('not-found', 'Not found')
      : chunkFailed
        ? new ApiError('network', 'The page could not be loaded', { offline: offlineAtFailure })
        : undefined;
  const retry = chunkFailed ? () => window.location.reload() : () => void revalidator.revalidate();

  // A page that failed for lack of network is asked again as soon as the browser is online: no click needed.
  const online = useOnline();
  const waitingForNetwork = apiError !== undefined && isOfflineError(apiError, online);
  const retriedFor = useRef<unknown>(undefined);
  useEffect(() => {
    if (!online || !waitingForNetwork || retriedFor.current === error) return;
    retriedFor.current = error;
    retry();
    // Once per error, when the network comes back (or at once, if it came back before this rendered).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, waitingForNetwork, error]);

  const shownKind = apiError && isOfflineError(apiError, online) ? 'offline' : apiError?.kind;
  useDocumentTitle(shownKind ? t(`errors.${shownKind}.title`) : t('errors.unexpected.title'));

  if (apiError) {
    return (
      <div className="page page--error">
        <ErrorState error={apiError} level={1} onRetry={retry} />
      </div>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="page page--error">
      <section className="error-state" role="alert">
        <h1 className="error-state__title">{t('errors.unexpected.title')}</h1>
        <p>{t('errors.unexpected.body')}</p>
        <div className="error-state__actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </button>
          <Link className="button" to={urls.types.href()}>
            {t('actions.backToStart')}
          </Link>
        </div>
      </section>
    </div>
  );
}
