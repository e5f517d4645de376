import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../core/app-context';

const never = () => () => undefined;

/**
 * A quiet note while the catalogue server answers from stale copies (its upstream could not be
 * asked: allowance spent, service down). The page still works; the data may be minutes old.
 */
export function StaleNote() {
  const { t } = useTranslation();
  const client = useApp().session?.client;
  const stale = useSyncExternalStore(
    client?.subscribeStale ?? never,
    () => client?.stale ?? false,
    () => false,
  );
  if (!stale) return null;
  return (
    <p className="notice notice--quiet" role="status">
      {t('freshness.staleNote')}
    </p>
  );
}
