import { useTranslation } from 'react-i18next';
import { useApp } from '../../core/app-context';
import { telHref } from '../enquiry/target';
import { localized, useWorkshop } from '../pricing/profile';
import './workshop-band.css';
import '../../i18n/lazy-english';

/**
 * The workshop on screen: its name, phone (a tel: link), address and opening hours in one compact
 * band over the engine page, so that a customer who scanned the quote's QR code can call. The
 * printed sheet has the same details in its own header (quote-sheet.tsx), so the band is not
 * printed. In a host page's widget it shows only when the host opts in (embed.js
 * `data-workshop-contact="1"`, read by src/embed/embed-mode.ts, which marks `<html
 * data-workshop-band>`); workshop-band.css hides it otherwise, from the server's first paint on.
 */
export function WorkshopBand() {
  const { t } = useTranslation();
  const { language } = useApp();
  const workshop = useWorkshop();
  if (!workshop) return null;
  const { contact } = workshop;
  const hours = (contact.openingHours ?? []).map((line) => localized(line, language)).filter((line) => line !== undefined);
  return (
    <section className="workshop-band no-print" aria-label={t('workshop.label')}>
      <p className="workshop-band__name">{workshop.name}</p>
      {contact.phone ? (
        <p className="workshop-band__item">
          <span className="visually-hidden">{t('quote.phone')}: </span>
          <a className="workshop-band__phone" href={telHref(contact.phone)}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
            </svg>
            {contact.phone}
          </a>
        </p>
      ) : null}
      {contact.address?.length ? (
        <p className="workshop-band__item">
          <span className="visually-hidden">{t('workshop.address')}: </span>
          {contact.address.join(', ')}
        </p>
      ) : null}
      {hours.length > 0 ? (
        <p className="workshop-band__item">
          <span className="workshop-band__label">{t('quote.openingHours')}:</span> {hours.join(' · ')}
        </p>
      ) : null}
    </section>
  );
}
