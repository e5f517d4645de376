import { useTranslation } from 'react-i18next';
import type { Origin } from '../../contract/schemas';

/** Marks a record the account added to its own catalogue (v2 `origin: private`). */
export function OriginBadge({ origin }: { origin: Origin | undefined }) {
  const { t } = useTranslation();
  if (origin !== 'private') return null;
  return (
    <span className="badge badge--private" title={t('origin.privateHint')}>
      {t('origin.private')}
    </span>
  );
}
