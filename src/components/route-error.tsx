import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { ApiError, isApiError } from '../api/errors';
import { isChunkLoadError } from '../core/chunks';
import { urls } from '../../contract/urls';
import { useDocumentTitle } from '../hooks/use-document-title';
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
  const apiError = isApiError(error)
    ? error
    : isRouteErrorResponse(error) && error.status === 404
      ? new ApiError('not-found', 'Not found')
      : chunkFailed
        ? new ApiError('network', 'The page could not be loaded')
        : undefined;

  useDocumentTitle(apiError ? t(`errors.${apiError.kind}.title`) : t('errors.unexpected.title'));

  if (apiError) {
    return (
      <div className="page page--error">
        <ErrorState error={apiError} level={1} onRetry={chunkFailed ? () => window.location.reload() : () => void revalidator.revalidate()} />
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
