import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors';
import { subscriptionQuery, type CatalogueSession } from '../api/queries';
import { useApp } from '../core/app-context';
import { isValidBaseUrl } from '../core/connection';
import { DataList } from '../components/data-list';
import { ErrorState } from '../components/error-state';
import { PageHeader } from '../components/page-header';
import { StaffViewSetting } from '../features/pricing/staff-view';
import { useFormat } from '../hooks/use-format';
import '../i18n/lazy-english';
import './settings.css';

/**
 * Which catalogue the browser uses, and the state of its subscription. A key entered here
 * stays in this tab (session storage) unless the user asks to be remembered on this device.
 */
export function Page() {
  const { t } = useTranslation();
  const { session } = useApp();
  return (
    <div className="page page--narrow">
      <PageHeader title={t('settings.title')} />
      <ConnectionForm />
      <section className="section" aria-labelledby="subscription-heading">
        <h2 id="subscription-heading">{t('settings.subscription')}</h2>
        {session ? <SubscriptionStatus session={session} /> : <p className="empty-line">{t('settings.noConnection')}</p>}
      </section>
      <StaffViewSetting />
    </div>
  );
}

function ConnectionForm() {
  const { t } = useTranslation();
  const { config, saved, setConnection } = useApp();
  const baseId = useId();
  const keyId = useId();
  const rememberId = useId();
  const baseErrorId = useId();
  // The address in use starts the field (the server's own `/api` in demo and proxy mode): a saved key is most often for that same place.
  const [baseUrl, setBaseUrl] = useState(saved?.baseUrl ?? (config.mode === 'direct' ? '' : config.apiBase));
  const [apiKey, setApiKey] = useState(saved?.apiKey ?? '');
  const [remember, setRemember] = useState(saved?.remember ?? false);
  const [showKey, setShowKey] = useState(false);
  const [touched, setTouched] = useState(false);
  const [message, setMessage] = useState('');
  const baseInvalid = touched && !isValidBaseUrl(baseUrl);

  const current = saved
    ? t('settings.currentCustom', { url: saved.baseUrl })
    : config.mode === 'demo'
      ? t('settings.currentDemo')
      : config.mode === 'proxy'
        ? t('settings.currentProxy')
        : t('settings.currentNone');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isValidBaseUrl(baseUrl)) return;
    setConnection({ baseUrl: baseUrl.trim(), apiKey: apiKey.trim(), remember });
    setMessage(t('settings.saved'));
  };

  return (
    <section className="section" aria-labelledby="connection-heading">
      <h2 id="connection-heading">{t('settings.connection')}</h2>
      <p>{current}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="form__field">
          <label htmlFor={baseId}>{t('settings.baseUrl')}</label>
          <input
            id={baseId}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://…/api"
            value={baseUrl}
            aria-invalid={baseInvalid}
            aria-describedby={baseInvalid ? baseErrorId : undefined}
            onChange={(event) => setBaseUrl(event.target.value)}
            onBlur={() => setTouched(true)}
            required
          />
          <p className="form__hint">{t('settings.baseUrlHint')}</p>
          {baseInvalid ? (
            <p id={baseErrorId} className="form__error">
              {t('settings.baseUrlInvalid')}
            </p>
          ) : null}
        </div>
        <div className="form__field">
          <label htmlFor={keyId}>{t('settings.apiKey')}</label>
          <div className="form__inline">
            <input
              id={keyId}
              type={showKey ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
            />
            <button type="button" className="button button--quiet" aria-pressed={showKey} onClick={() => setShowKey((value) => !value)}>
              {showKey ? t('settings.hideKey') : t('settings.showKey')}
            </button>
          </div>
          <p className="form__hint">{t('settings.apiKeyHint')}</p>
        </div>
        <div className="form__check">
          <input id={rememberId} type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <label htmlFor={rememberId}>{t('settings.remember')}</label>
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('settings.save')}
          </button>
          {saved && config.mode !== 'direct' ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                setConnection(null);
                setBaseUrl('');
                setApiKey('');
                setRemember(false);
                setTouched(false);
                setMessage(t('settings.resetDone'));
              }}
            >
              {t('settings.useDefault')}
            </button>
          ) : null}
        </div>
        <p className="form__message" role="status">
          {message}
        </p>
      </form>
    </section>
  );
}

function SubscriptionStatus({ session }: { session: CatalogueSession }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(subscriptionQuery(session));
  if (query.isPending) return <p role="status">{t('status.loading')}</p>;
  if (query.isError) return isApiError(query.error) ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null;
  const { subscription, calls_limit: callsLimit, scopes } = query.data;
  const yes = t('settings.yes');
  const no = t('settings.no');
  const rows: [string, string][] = [
    [t('settings.active'), subscription.is_active ? yes : no],
    [t('settings.apiAccess'), subscription.api_access ? yes : no],
    [t('settings.endDate'), subscription.end_date ? format.date(subscription.end_date) : '—'],
    [t('settings.callsLimit'), callsLimit != null ? format.integer(callsLimit) : '—'],
    [t('settings.profile'), subscription.catalog_profile ?? '—'],
    [t('settings.scopes'), scopes.length > 0 ? scopes.join(', ') : '—'],
  ];
  return (
    <>
      <p className={`notice ${subscription.is_active && subscription.api_access ? 'notice--success' : 'notice--warning'}`} role="status">
        {subscription.is_active && subscription.api_access ? t('settings.statusOk') : t('settings.statusBlocked')}
      </p>
      <DataList rows={rows} />
    </>
  );
}
