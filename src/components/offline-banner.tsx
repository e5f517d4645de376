import { useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online';

/** Says so when the browser is offline; pages already seen still show from the cache. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="notice notice--warning" role="status">
      {t('status.offline')}
    </p>
  );
}
