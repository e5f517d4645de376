import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/lazy-english';
import '../../components/share-button.css';

type Outcome = 'copied' | 'failed' | null;

/**
 * Copies the comparison's own link (only the engines shown, each with its vehicle), whatever
 * the address bar holds, and says whether that worked in a visible, announced line.
 */
export function CopyLinkButton({ href }: { href: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    let next: Outcome = 'failed';
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.href).href);
      next = 'copied';
    } catch {
      // No clipboard (permission, an insecure origin, a frame without the right): say so.
    }
    setOutcome(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOutcome(null), 4000);
  };

  return (
    <div className="share">
      <button type="button" className="button button--quiet" onClick={() => void copy()}>
        {t('compare.copyLink')}
      </button>
      <p className={outcome ? `share__status share__status--${outcome}` : 'share__status'} role="status">
        {outcome ? t(`share.${outcome}`) : ''}
      </p>
    </div>
  );
}
