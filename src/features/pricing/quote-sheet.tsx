import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { EngineDetail, Unit } from '../../../contract/schemas';
import { qrCodeHref, quotePage } from '../../../contract/qr-code';
import type { WorkshopProfile } from '../../../contract/workshop';
import { useApp } from '../../core/app-context';
import { dateFormat, useFormat } from '../../hooks/use-format';
import { useHydrated } from '../../hooks/use-hydrated';
import { usePrinting } from '../../hooks/use-printing';
import { PriceTag } from './price-tag';
import { localized, useWorkshop } from './profile';
import type { Pricing } from './use-pricing';
import '../../i18n/lazy-english';
import './quote.css';

/**
 * The printed engine page is a quote a customer takes home (one A4 page: `@media print` in app.css, quote.css, stage-table.css, engine.css):
 * the workshop's logo and contacts, the date and how long the quote is valid, a QR code of the
 * page's address (these three parts are print-only), the vehicle with its engine code, ECU and
 * TCU, the stage table with prices (the page's own), and the tools and options.
 */

const DAY = 24 * 60 * 60 * 1000;

/** The page's address as printed under the QR code: without `embed=1`, so it names the full page. */
export function quoteUrl(href: string): string {
  const url = new URL(href);
  return `${url.origin}${quotePage(`${url.pathname}${url.search}`)}`;
}

/**
 * Whether a print is coming: the sheet's dates are written only then (the browser's first date
 * format costs a phone's CPU a long task). The Print button asks on hover, focus and press and
 * prints once the sheet is ready; Ctrl+P and Cmd+P do the same while a quote is on the page; the
 * browser's own menu is seen at `beforeprint` (usePrinting). The QR code needs none of this: it is
 * an image the server draws (server/web/qr-code.ts), named in the page's own markup.
 */
let printWanted = false;
const printListeners = new Set<() => void>();
const subscribePrint = (listener: () => void) => {
  printListeners.add(listener);
  return () => printListeners.delete(listener);
};

/** Readies the sheet for print: its dates written, its QR code loaded. */
export async function preparePrint(): Promise<void> {
  if (!printWanted) {
    printWanted = true;
    for (const listener of printListeners) listener();
  }
  // The code loads with the page, at low priority: a print straight after a cold load waits for it.
  const codes = [...document.querySelectorAll<HTMLImageElement>('.quote-header__qr img')];
  await Promise.all(codes.map((code) => (typeof code.decode === 'function' ? code.decode().catch(() => undefined) : undefined)));
  // React commits the dates in a task of its own: two frames later they are on the sheet.
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** The Print button's handlers: ready the sheet on intent, print once it is ready. */
export const printButton = {
  onPointerEnter: () => void preparePrint(),
  onFocus: () => void preparePrint(),
  onClick: () => void preparePrint().then(() => window.print()),
};

/** Whether a print is coming (see printWanted) or under way. */
function usePrintComing(): boolean {
  const printing = usePrinting();
  const wanted = useSyncExternalStore(
    subscribePrint,
    () => printWanted,
    () => false,
  );
  return wanted || printing;
}

/** Ctrl+P and Cmd+P, while a quote is on the page: the sheet readied first, then the browser's print. */
function usePrintShortcut() {
  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'p' && !printWanted) {
        event.preventDefault();
        void preparePrint().then(() => window.print());
      }
    };
    window.addEventListener('keydown', keys);
    return () => window.removeEventListener('keydown', keys);
  }, []);
}

/**
 * The top of the sheet: the workshop, the date and validity, the QR code. The code is the
 * server's drawing of the page's address, in the server's markup too. The address in words and
 * today's date are the browser's: written once the page has hydrated (a date written on the
 * server could differ from the visitor's), the dates once a print is coming.
 */
export function QuoteHeader({ now: given }: { now?: Date }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const workshop = useWorkshop();
  const hydrated = useHydrated();
  const [now] = useState(() => given ?? new Date());
  const location = useLocation();
  const url = hydrated ? quoteUrl(new URL(`${location.pathname}${location.search}`, window.location.href).href) : null;
  usePrintShortcut();
  // Written once a print is coming: the browser's first date format costs a phone's CPU a long
  // task (its calendar data), which a visitor who only reads the page should not wait through.
  const printComing = usePrintComing();
  const dates = useMemo(() => {
    if (!hydrated || !printComing) return null;
    const format = dateFormat(locale, { dateStyle: 'long' });
    return {
      today: format.format(now),
      validUntil: workshop ? format.format(new Date(now.getTime() + workshop.validityDays * DAY)) : null,
    };
  }, [hydrated, printComing, locale, now, workshop]);

  return (
    <header className="quote-header print-only">
      {workshop ? <WorkshopBlock workshop={workshop} /> : null}
      <div className="quote-header__meta">
        <p className="quote-header__title">{t('quote.title')}</p>
        {dates ? (
          <dl className="quote-header__dates">
            <div>
              <dt>{t('quote.date')}</dt>
              <dd>{dates.today}</dd>
            </div>
            {dates.validUntil ? (
              <div>
                <dt>{t('quote.validUntil')}</dt>
                <dd>{dates.validUntil}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
      <figure className="quote-header__qr">
        <img src={qrCodeHref(`${location.pathname}${location.search}`)} alt={t('quote.qrAlt')} width={88} height={88} fetchPriority="low" decoding="async" />
        <figcaption>{t('quote.scan')}</figcaption>
      </figure>
      {url ? <p className="quote-header__url">{url}</p> : null}
    </header>
  );
}

function WorkshopBlock({ workshop }: { workshop: WorkshopProfile }) {
  const { t } = useTranslation();
  const { language } = useApp();
  const { contact } = workshop;
  const hours = (contact.openingHours ?? []).map((line) => localized(line, language)).filter((line) => line !== undefined);
  return (
    <div className="quote-header__workshop">
      {workshop.logo ? <img className="quote-header__logo" src={workshop.logo} alt="" height={48} /> : null}
      <div>
        <p className="quote-header__name">{workshop.name}</p>
        {contact.address?.length ? <p>{contact.address.join(', ')}</p> : null}
        <p>
          {contact.phone ? (
            <span>
              {t('quote.phone')}: {contact.phone}
            </span>
          ) : null}
          {contact.phone && contact.email ? ' · ' : null}
          {contact.email ? (
            <span>
              {t('quote.email')}: {contact.email}
            </span>
          ) : null}
        </p>
        {hours.length > 0 ? (
          <p>
            {t('quote.openingHours')}: {hours.join(' · ')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function unitText(units: Unit[]): string {
  return units.length > 0 ? units.map((unit) => `${unit.manufacturer} ${unit.name}`).join(', ') : '—';
}

/** The vehicle's identity on the sheet: engine code, ECU and TCU (the screen shows them lower down). */
export function QuoteVehicle({ engine }: { engine: EngineDetail }) {
  const { t } = useTranslation();
  return (
    <dl className="quote-vehicle print-only">
      <div>
        <dt>{t('engine.code')}</dt>
        <dd>{engine.engine_code || '—'}</dd>
      </div>
      <div>
        <dt>{t('engine.ecus')}</dt>
        <dd>{unitText(engine.ecus)}</dd>
      </div>
      <div>
        <dt>{t('engine.tcus')}</dt>
        <dd>{unitText(engine.tcus)}</dd>
      </div>
    </dl>
  );
}

/** Tools and options on the sheet, options with their prices. */
export function QuoteDetails({ engine, pricing }: { engine: EngineDetail; pricing: Pricing | null }) {
  const { t } = useTranslation();
  const tuning = engine.tuning;
  if (!tuning || (tuning.options.length === 0 && tuning.read_tools.length === 0)) return null;
  return (
    <div className="quote-details print-only">
      {tuning.options.length > 0 ? (
        <div>
          <p className="quote-details__title">{t('tuning.options')}</p>
          <ul>
            {tuning.options.map((option, index) => {
              const price = pricing?.option(option.name);
              return (
                <li key={`${option.name}-${index}`}>
                  {option.name}
                  {price ? <PriceTag view={price} className="quote-details__price" /> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {tuning.read_tools.length > 0 ? (
        <div>
          <p className="quote-details__title">{t('tuning.readTools')}</p>
          <ul>
            {tuning.read_tools.map((tool, index) => (
              <li key={`${tool.name}-${index}`}>
                {tool.name}
                {tool.manufacturer ? ` · ${tool.manufacturer}` : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
