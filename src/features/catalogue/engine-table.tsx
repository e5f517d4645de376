import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine } from '../../../contract/schemas';
import { CatalogueLink, type RouteTarget } from '../../components/catalogue-link';
import { useFormat } from '../../hooks/use-format';
import { NARROW, useMediaQuery } from '../../hooks/use-media-query';
import { useUnits } from '../dyno/units';
import '../../i18n/lazy-english';
import './engine-table.css';

interface Props {
  engines: Engine[];
  caption: string;
  /** Where an engine's row links to (its route's target: URL and preload). */
  target: (engine: Engine) => RouteTarget;
  badge: (engine: Engine) => ReactNode;
  /** A last column of controls for each engine (e.g. "Add to comparison"), under this header. */
  action?: { label: string; render: (engine: Engine) => ReactNode };
}

/** First guesses of a row's height: a table row, or (below 640 px) a labelled card. Rows are measured once drawn. */
const ROW_ESTIMATE = 56;
const CARD_ESTIMATE = 110;
const VIRTUALISE_FROM = 150;

/**
 * Engines as a table (a workshop compares them side by side). Long tables (the contract allows
 * 1000 engines in a generation) render only the rows in view, with spacer rows above and below
 * so the scroll bar stays true; each drawn row is measured, so rows may wrap. Below 640 px the
 * rows become labelled cards (CSS).
 */
export function EngineTable({ engines, caption, target, badge, action }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  const narrow = useMediaQuery(NARROW);
  const body = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtual = engines.length >= VIRTUALISE_FROM;

  useLayoutEffect(() => {
    if (!virtual) return;
    const measure = () => setScrollMargin(body.current ? body.current.getBoundingClientRect().top + window.scrollY : 0);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [virtual]);

  const virtualizer = useWindowVirtualizer({
    count: virtual ? engines.length : 0,
    estimateSize: () => (narrow ? CARD_ESTIMATE : ROW_ESTIMATE),
    overscan: 10,
    scrollMargin,
  });
  const windowRows = virtualizer.getVirtualItems();
  const rows = virtual ? windowRows.map((row) => row.index) : engines.map((_, index) => index);
  const top = virtual && windowRows[0] ? windowRows[0].start - scrollMargin : 0;
  const bottom = virtual && windowRows.length > 0 ? virtualizer.getTotalSize() - (windowRows[windowRows.length - 1]!.end - scrollMargin) : 0;

  const labels = {
    engine: t('engine.name'),
    code: t('engine.code'),
    capacity: t('engine.capacity'),
    fuel: t('engine.fuel'),
    power: t('engine.power'),
    torque: t('engine.torque'),
    ecu: t('engine.ecu'),
  };

  return (
    <div className="table-wrap">
      <table className="engine-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.engine}</th>
            <th scope="col">{labels.code}</th>
            <th scope="col" className="numeric">
              {labels.capacity}
            </th>
            <th scope="col">{labels.fuel}</th>
            <th scope="col" className="numeric">
              {labels.power}
            </th>
            <th scope="col" className="numeric">
              {labels.torque}
            </th>
            <th scope="col">{labels.ecu}</th>
            {action ? <th scope="col">{action.label}</th> : null}
          </tr>
        </thead>
        <tbody ref={body}>
          {top > 0 ? <tr aria-hidden="true" style={{ height: top }} /> : null}
          {rows.map((index) => {
            const engine = engines[index]!;
            return (
              <tr key={engine.id} data-index={index} ref={virtual ? virtualizer.measureElement : undefined}>
                <th scope="row" data-label={labels.engine}>
                  <CatalogueLink to={target(engine)} className="engine-table__link">
                    {engine.name}
                  </CatalogueLink>
                  {badge(engine)}
                </th>
                <td data-label={labels.code}>{engine.engine_code || '—'}</td>
                <td data-label={labels.capacity} className="numeric">
                  {engine.capacity ? t('units.cc', { value: format.integer(engine.capacity) }) : '—'}
                </td>
                <td data-label={labels.fuel}>{engine.fuel || '—'}</td>
                <td data-label={labels.power} className="numeric">
                  {units.power.format(engine.performance.power, format)}
                </td>
                <td data-label={labels.torque} className="numeric">
                  {units.torque.format(engine.performance.torque, format)}
                </td>
                <td data-label={labels.ecu}>
                  {engine.ecus.length > 0 ? format.list(engine.ecus.map((ecu) => `${ecu.manufacturer} ${ecu.name}`)) : t('engine.none')}
                </td>
                {action ? (
                  <td className="engine-table__action" data-label={action.label}>
                    {action.render(engine)}
                  </td>
                ) : null}
              </tr>
            );
          })}
          {bottom > 0 ? <tr aria-hidden="true" style={{ height: bottom }} /> : null}
        </tbody>
      </table>
    </div>
  );
}
