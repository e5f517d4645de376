import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../core/app-context';
import { isEmbedded } from '../../embed/embed-mode';
import '../../i18n/lazy-english';

/**
 * Who reads the prices. The catalogue has no sign-in, and the same public page serves the staff
 * at the counter, the customer who scanned the quote's QR code and the visitor of a workshop's
 * website, so nothing in a request tells them apart. Staff say so once per device, in Settings
 * ("This device is at the counter"), kept in local storage: then each price shows the rule that
 * picked it ("Price for Audi"). Everyone else sees the price and the tax note only, and a widget
 * in a host page never shows the rule, whatever the device says. Only the explanation depends
 * on it: prices and the tax note are the same for all.
 */

export const STAFF_VIEW_KEY = 'vtdb.staffView';

const listeners = new Set<() => void>();

function readFlag(): boolean {
  try {
    return window.localStorage.getItem(STAFF_VIEW_KEY) === '1';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STAFF_VIEW_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setStaffView(on: boolean) {
  try {
    if (on) window.localStorage.setItem(STAFF_VIEW_KEY, '1');
    else window.localStorage.removeItem(STAFF_VIEW_KEY);
  } catch {
    // Blocked storage: the setting cannot be kept.
  }
  for (const listener of listeners) listener();
}

/** Whether prices explain themselves (staff at the counter): never on the server, never in a widget. */
export function useStaffView(): boolean {
  const flag = useSyncExternalStore(subscribe, readFlag, () => false);
  return flag && !isEmbedded();
}

/** The Settings switch: "This device is at the counter (show how each price was picked)". */
export function StaffViewSetting() {
  const { t } = useTranslation();
  const id = useId();
  const { config } = useApp();
  const on = useSyncExternalStore(subscribe, readFlag, () => false);
  // Only a deployment with a price list has prices to explain.
  if (!config.workshop) return null;
  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('pricing.staffTitle')}</h2>
      <div className="form__check">
        <input id={id} type="checkbox" checked={on} onChange={(event) => setStaffView(event.target.checked)} aria-describedby={`${id}-hint`} />
        <label htmlFor={id}>{t('pricing.staffView')}</label>
      </div>
      <p className="form__hint" id={`${id}-hint`}>
        {t('pricing.staffHint')}
      </p>
    </section>
  );
}
