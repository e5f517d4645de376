import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * A thin bar at the top while a page or any data is loading. It appears only after a short
 * delay, so quick answers cause no flicker.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const busy = navigation.state !== 'idle' || fetching > 0;
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setDelayPassed(true), 150);
    return () => {
      window.clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [busy]);
  const visible = busy && delayPassed;
  return (
    <div className={`progress-bar${visible ? ' progress-bar--active' : ''}`} aria-hidden={!visible}>
      {visible ? (
        <span className="visually-hidden" role="status">
          {t('status.loading')}
        </span>
      ) : null}
    </div>
  );
}
