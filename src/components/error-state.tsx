import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError, ApiErrorKind, RecordParents } from '../api/errors';
import { urls } from '../../contract/urls';
import { useFormat } from '../hooks/use-format';
import { useOnline } from '../hooks/use-online';
import './error-state.css';

/**
 * What went wrong, in the user's words, and what they can do about it. One place decides the
 * message for every kind of failure (see api/errors.ts); pages and lists only pass the error.
 */

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/** Seconds left until `retryAt`, ticking; calls `onReady` once when it reaches zero. */
export function useCountdown(retryAt: number | undefined, onReady?: () => void) {
  const now = useNow(retryAt !== undefined);
  const seconds = retryAt === undefined ? 0 : Math.max(0, Math.ceil((retryAt - now) / 1000));
  const ready = seconds === 0;
  useEffect(() => {
    if (ready && retryAt !== undefined) onReady?.();
    // Only when the countdown ends, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, retryAt]);
  return seconds;
}

interface Props {
  error: ApiError;
  /** Retry the failed work; offered where retrying can help. */
  onRetry?: () => void;
  /** Smaller, inline variant (a failed page of a list). */
  compact?: boolean;
  /** Heading level of the title: 1 on an error page, 2 inside a page. */
  level?: 1 | 2;
}

export function ErrorState({ error, onRetry, compact = false, level = 2 }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // An error page takes the focus a page heading would have taken.
  useEffect(() => {
    if (level === 1) heading.current?.focus({ preventScroll: true });
  }, [level]);
  const format = useFormat();
  const online = useOnline();
  const rateLimited = error.kind === 'rate-limited';
  const seconds = useCountdown(rateLimited ? error.retryAt : undefined, rateLimited ? onRetry : undefined);
  const kind: ApiErrorKind | 'offline' = error.kind === 'network' && !online ? 'offline' : error.kind;

  const title = t(`errors.${kind}.title`);
  let body: ReactNode = t(`errors.${kind}.body`);
  if (rateLimited && error.retryAt) {
    body = t('errors.rate-limited.bodyWhen', { time: format.time(error.retryAt), when: format.wait(seconds) });
  }
  const Heading = level === 1 ? 'h1' : 'h2';
  const retryable = onRetry && kind !== 'not-found' && kind !== 'gone' && kind !== 'auth' && kind !== 'forbidden';

  return (
    <section className={`error-state${compact ? ' error-state--compact' : ''}`} role="alert" aria-live="assertive">
      <Heading ref={heading} className="error-state__title" tabIndex={-1}>
        {title}
      </Heading>
      <p>{body}</p>
      {kind === 'contract' || kind === 'server' || kind === 'bad-request' ? (
        <p className="error-state__detail">{t('errors.detail', { path: error.details.path ?? '—', status: error.status ?? '—' })}</p>
      ) : null}
      <div className="error-state__actions">
        {retryable ? (
          <button type="button" className="button" onClick={onRetry} disabled={rateLimited && seconds > 0}>
            {rateLimited && seconds > 0 ? t('errors.retryWhen', { when: format.wait(seconds) }) : t('actions.retry')}
          </button>
        ) : null}
        {kind === 'auth' || kind === 'forbidden' ? (
          <Link className="button" to={urls.settings.href()}>
            {t('actions.openSettings')}
          </Link>
        ) : null}
        {kind === 'not-found' && error.details.within ? <ParentLinks within={error.details.within} /> : null}
        {kind === 'not-found' || kind === 'gone' ? (
          <Link className="button" to={urls.types.href()}>
            {t('actions.backToStart')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** A missing record's parents that do exist, nearest first: the generation it was asked under, its model, its manufacturer. */
function ParentLinks({ within }: { within: RecordParents }) {
  const { t } = useTranslation();
  const { type, manufacturer, model, generation } = within;
  const ids = { typeId: type.id, manufacturerId: manufacturer.id, modelId: model.id, generationId: generation.id };
  return (
    <>
      <Link className="button button--primary" to={urls.generation.href(ids)}>
        {t('errors.backTo', { name: `${manufacturer.name} ${model.name} ${generation.name}` })}
      </Link>
      <Link className="button" to={urls.model.href(ids)}>
        {t('errors.backTo', { name: `${manufacturer.name} ${model.name}` })}
      </Link>
      <Link className="button" to={urls.manufacturer.href(ids)}>
        {t('errors.backTo', { name: manufacturer.name })}
      </Link>
    </>
  );
}
