import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Engine name · Tuning catalogue" in the tab, restored on leave. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
