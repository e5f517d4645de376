import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './share-button.css';

type Outcome = 'copied' | 'failed' | null;

/**
 * Shares the page being read: the system's share sheet where the browser has one (phones),
 * otherwise the link is copied, and a visible, announced line says whether that worked.
 */
export function ShareButton() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (next: Outcome) => {
    setOutcome(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOutcome(null), 4000);
  };

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: document.title, url });
        return;
      } catch (error) {
        // The reader closed the sheet: nothing to say. Anything else: fall back to copying.
        if ((error as Error | null)?.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      show('copied');
    } catch {
      show('failed');
    }
  };

  return (
    <div className="share">
      <button type="button" className="header-button" onClick={() => void share()}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M10 2v11M6 6l4-4 4 4M4 10v7h12v-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="share__text">{t('share.button')}</span>
      </button>
      <p className={outcome ? `share__status share__status--${outcome}` : 'share__status'} role="status">
        {outcome ? t(`share.${outcome}`) : ''}
      </p>
    </div>
  );
}
