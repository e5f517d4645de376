import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineDetail, Reference, Stage } from '../../../contract/schemas';
import { CatalogueLink, type RouteTarget } from '../../components/catalogue-link';
import { useFormat } from '../../hooks/use-format';
import { gain } from '../dyno/gains';
import { useGainText } from '../dyno/stage-table';
import { PriceTag } from '../pricing/price-tag';
import { usePricing, type Pricing } from '../pricing/use-pricing';
import { useUnits } from '../dyno/units';
import '../../i18n/lazy-english';
import './compare.css';

export interface CompareColumn {
  engine: EngineDetail;
  /** The vehicle the engine belongs to, when the link or this tab's choice says. */
  vehicle: { type: Reference; manufacturer: Reference; model: Reference; generation: Reference } | null;
}

/** "Audi A4 B5": the vehicle's line above an engine's name. */
export function vehicleName(vehicle: NonNullable<CompareColumn['vehicle']>): string {
  return `${vehicle.manufacturer.name} ${vehicle.model.name} ${vehicle.generation.name}`;
}

interface StageRow {
  key: string;
  /** Orders rows: the stage number, then the variant among equal numbers. */
  order: [number, number];
  label: string;
  /** Each column's stage in this place, or undefined. */
  stages: (Stage | undefined)[];
}

/**
 * The stages of every engine lined up by number, and among stages of one number by their order
 * ("Stage 1", or "Stage 1 · variant 2" where some engine has more than one stage 1); an engine
 * without such a stage has an empty cell.
 */
function useStageRows(columns: CompareColumn[]): StageRow[] {
  const { t } = useTranslation();
  const rows = new Map<string, StageRow>();
  const variants = new Map<number, number>();
  columns.forEach((column, columnIndex) => {
    const stages = column.engine.tuning?.stages ?? [];
    stages.forEach((stage, index) => {
      const number = stage.stage_number;
      const variant = stages.slice(0, index + 1).filter((other) => other.stage_number === number).length;
      variants.set(number, Math.max(variants.get(number) ?? 0, variant));
      const key = `${number}.${variant}`;
      const row = rows.get(key) ?? { key, order: [number, variant], label: '', stages: columns.map(() => undefined) };
      row.stages[columnIndex] = stage;
      rows.set(key, row);
    });
  });
  return [...rows.values()]
    .map((row) => {
      const [number, variant] = row.order;
      return { ...row, label: (variants.get(number) ?? 1) > 1 ? t('stages.nameVariant', { number, variant }) : t('stages.name', { number }) };
    })
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1]);
}

/** The workshop's prices for one column: only where its vehicle is known (a rule may be for any of its records). */
function useColumnPricing(column: CompareColumn | undefined): Pricing | null {
  const vehicle = column?.vehicle;
  const pricing = usePricing(
    {
      type: vehicle?.type.id ?? 0,
      manufacturer: vehicle?.manufacturer.id ?? 0,
      model: vehicle?.model.id ?? 0,
      generation: vehicle?.generation.id ?? 0,
      engine: column?.engine.id ?? 0,
    },
    {
      type: vehicle?.type.name ?? '',
      manufacturer: vehicle?.manufacturer.name ?? '',
      model: vehicle ? `${vehicle.manufacturer.name} ${vehicle.model.name}` : '',
      generation: vehicle ? vehicleName(vehicle) : '',
    },
  );
  return vehicle ? pricing : null;
}

/**
 * One row: its header and a cell per engine. A component of its own, so that React can yield to
 * the browser between rows while it hydrates (a table of three engines' stages and prices is
 * tens of milliseconds of formatting on a phone).
 */
function CompareRow({
  label,
  columns,
  cell,
  numeric,
}: {
  label: string;
  columns: CompareColumn[];
  cell: (column: CompareColumn, index: number) => ReactNode;
  numeric: boolean;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {columns.map((column, index) => (
        <td key={column.engine.id} className={numeric ? 'numeric' : undefined}>
          {cell(column, index)}
        </td>
      ))}
    </tr>
  );
}

/**
 * The engines as columns and their figures as rows: a real table, every row and column with
 * its header. Technical data, stock power and torque, then each stage's power and torque with
 * the gain over that engine's stock beneath, and the workshop's price for it (with a profile). On a phone each row's header takes a line of its
 * own above the engines' values (CSS), so three engines still fit 360 px.
 */
export function CompareTable({
  columns,
  onRemove,
  target,
}: {
  columns: CompareColumn[];
  onRemove: (engineId: number) => void;
  /** Where an engine's name links (the page's route module gives it), when its vehicle is known. */
  target: (column: CompareColumn) => RouteTarget | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  const gainText = useGainText();
  const stageRows = useStageRows(columns);
  // One price list per place (at most three engines; a hook cannot run in a loop).
  const pricings = [useColumnPricing(columns[0]), useColumnPricing(columns[1]), useColumnPricing(columns[2])];
  const priced = pricings.some((pricing) => pricing !== null);
  const taxNote = pricings.find((pricing) => pricing?.taxNote)?.taxNote;

  const row = (label: string, cell: (column: CompareColumn, index: number) => ReactNode, numeric = false) => (
    <CompareRow label={label} columns={columns} cell={cell} numeric={numeric} />
  );

  const figure = (stock: number, stage: Stage | undefined, metric: 'power' | 'torque') => {
    if (!stage) return <span className="compare-table__none">—</span>;
    return (
      <>
        <span className="compare-table__value">{units[metric].format(stage.performance[metric], format)}</span>
        <span className="compare-table__gain">
          <span className="visually-hidden">{t(metric === 'power' ? 'stages.powerGain' : 'stages.torqueGain')}: </span>
          {gainText(metric, gain(stock, stage.performance[metric]))}
        </span>
      </>
    );
  };

  return (
    <div className="table-wrap compare-table-wrap">
      <table className="compare-table" data-columns={columns.length}>
        <caption>{t('compare.caption', { power: units.power.label, torque: units.torque.label })}</caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {columns.map((column) => (
              <th key={column.engine.id} scope="col">
                <span className="compare-table__vehicle">{column.vehicle ? vehicleName(column.vehicle) : t('compare.vehicleUnknown')}</span>{' '}
                {target(column) ? (
                  <CatalogueLink className="compare-table__engine" to={target(column)!}>
                    {column.engine.name}
                  </CatalogueLink>
                ) : (
                  <span className="compare-table__engine">{column.engine.name}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('engine.code'), ({ engine }) => engine.engine_code || '—')}
          {row(t('engine.capacity'), ({ engine }) => (engine.capacity ? t('units.cc', { value: format.integer(engine.capacity) }) : '—'))}
          {row(t('engine.fuel'), ({ engine }) => engine.fuel || '—')}
          {row(t('engine.ecu'), ({ engine }) =>
            engine.ecus.length > 0 ? format.list(engine.ecus.map((ecu) => `${ecu.manufacturer} ${ecu.name}`)) : t('engine.none'),
          )}
        </tbody>
        <tbody className="compare-table__stock">
          {row(t('engine.stockPower'), ({ engine }) => units.power.format(engine.performance.power, format), true)}
          {row(t('engine.stockTorque'), ({ engine }) => units.torque.format(engine.performance.torque, format), true)}
        </tbody>
        {stageRows.map((stageRow) => (
          <tbody key={stageRow.key}>
            {row(
              t('dyno.curvePower', { owner: stageRow.label }),
              ({ engine }, index) => figure(engine.performance.power, stageRow.stages[index], 'power'),
              true,
            )}
            {row(
              t('dyno.curveTorque', { owner: stageRow.label }),
              ({ engine }, index) => figure(engine.performance.torque, stageRow.stages[index], 'torque'),
              true,
            )}
            {priced
              ? row(
                  t('compare.price', { stage: stageRow.label }),
                  (_column, index) => {
                    const stage = stageRow.stages[index];
                    const view = stage ? pricings[index]?.stage(stage.stage_number) : null;
                    return view ? <PriceTag view={view} /> : <span className="compare-table__none">—</span>;
                  },
                  true,
                )
              : null}
          </tbody>
        ))}
        <tfoot className="no-print">
          <tr>
            <td className="compare-table__corner" />
            {columns.map((column) => (
              <td key={column.engine.id}>
                <button
                  type="button"
                  className="button button--quiet compare-table__remove"
                  aria-label={t('compare.remove', { engine: column.engine.name })}
                  onClick={() => onRemove(column.engine.id)}
                >
                  {t('compare.removeShort')}
                </button>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      {priced && taxNote ? <p className="price-note compare-table__note">{taxNote}</p> : null}
    </div>
  );
}
