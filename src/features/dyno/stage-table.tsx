import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineDetail, Stage } from '../../../contract/schemas';
import { useFormat } from '../../hooks/use-format';
import { gain, type Gain } from './gains';
import { useUnits } from './units';
import '../../i18n/lazy-english';
import './stage-table.css';

/** A stage's identity: its `id` (v2), never its `stage_number`, which can repeat. */
export function stageKey(stage: Stage, index: number): string {
  return stage.id !== undefined ? `id-${stage.id}` : `position-${index}`;
}

/** "Stage 1", or "Stage 1 · variant 2" where a stage number repeats. */
export function stageLabel(stages: Stage[], index: number, t: TFunction): string {
  const number = stages[index]!.stage_number;
  const same = stages.filter((stage) => stage.stage_number === number).length;
  if (same === 1) return t('stages.name', { number });
  const variant = stages.slice(0, index + 1).filter((stage) => stage.stage_number === number).length;
  return t('stages.nameVariant', { number, variant });
}

/** "+28 hp (+19 %)": a gain over stock in the chosen unit, absolute and relative. */
export function useGainText() {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  return (metric: 'power' | 'torque', value: Gain) =>
    t('stages.gain', {
      value: format.signed(units[metric].convert(value.absolute)),
      unit: units[metric].label,
      percent: value.ratio === null ? '—' : format.percent(value.ratio),
    });
}

/**
 * Stock and every stage side by side: power and torque, each with its gain over stock beneath
 * it (absolute and %), top speed, the sprint and the hardware each stage needs. A column that
 * no record fills is left out (the contract gives stock no top speed or sprint, and many stages
 * none either). Units in a header never break apart (app.css). On a phone each record is a card
 * whose values sit in the same grid columns as the stock card's.
 */
/** A column the engine page adds per stage (stock's cell stays empty). */
export interface StageColumn {
  header: string;
  cell: (stage: Stage, index: number) => ReactNode;
  /** Hide the header visually (it still names the column for screen readers). */
  hiddenHeader?: boolean;
}

interface StageTableProps {
  engine: EngineDetail;
  stages: Stage[];
  /** The workshop's price of each stage (src/features/pricing/), before the action column. */
  price?: StageColumn;
  /** The last column: one action per stage (for the enquiry: "Request this remap"). */
  action?: StageColumn;
  /**
   * Which stages a printed quote quotes (src/features/quote/): a column of boxes after the price,
   * ticked for each stage on the quote (screen only); a row left out carries `data-left-out`, and
   * the printed sheet omits it.
   */
  choice?: StageChoice;
}

/** A stage put on, or left off, the quote. */
export interface StageChoice {
  isChosen: (stage: Stage, index: number) => boolean;
  onToggle: (stage: Stage, index: number) => void;
  /** The column's header ("On the quote"). */
  header: string;
  /** The box's accessible name for a stage ("Quote Stage 1"). */
  label: (stageName: string) => string;
}

export function StageTable({ engine, stages, price, action, choice }: StageTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  const gainText = useGainText();
  const stock = engine.performance;
  const hasTopSpeed = stages.some((stage) => stage.performance.top_speed != null);
  const hasSprint = stages.some((stage) => stage.performance.zero_to_hundred != null);
  const hasModifications = stages.some((stage) => (stage.modifications_required ?? '').trim() !== '');
  const sprintTitle = units.imperial ? t('speed.estimated') : undefined;
  const hasAction = action !== undefined && stages.length > 0;
  const hasChoice = choice !== undefined && stages.length > 0;

  const figure = (value: number, gainOverStock: Gain | null, metric: 'power' | 'torque') => (
    <>
      <span className="stage-table__value">{units[metric].format(value, format)}</span>
      {gainOverStock ? (
        <span className="stage-table__gain">
          <span className="visually-hidden">{t(metric === 'power' ? 'stages.powerGain' : 'stages.torqueGain')}: </span>
          {gainText(metric, gainOverStock)}
        </span>
      ) : null}
    </>
  );

  return (
    <div className="table-wrap">
      <table className="stage-table">
        <caption className="visually-hidden">{t('stages.caption', { engine: engine.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stages.stage')}</th>
            <th scope="col" className="numeric">
              {t('engine.power')}
            </th>
            <th scope="col" className="numeric">
              {t('engine.torque')}
            </th>
            {hasTopSpeed ? (
              <th scope="col" className="numeric">
                {t('stages.topSpeed')}
              </th>
            ) : null}
            {hasSprint ? (
              <th scope="col" className="numeric" title={sprintTitle}>
                {units.speed.label}
              </th>
            ) : null}
            {hasModifications ? <th scope="col">{t('stages.modifications')}</th> : null}
            {price ? (
              <th scope="col" className="numeric">
                {price.header}
              </th>
            ) : null}
            {hasChoice && choice ? (
              <th scope="col" className="stage-table__choice no-print">
                {choice.header}
              </th>
            ) : null}
            {hasAction && action ? (
              <th scope="col" className="stage-table__action">
                {action.hiddenHeader ? <span className="visually-hidden">{action.header}</span> : action.header}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          <tr className="stage-table__stock">
            <th scope="row" data-label={t('stages.stage')}>
              {t('stages.stock')}
            </th>
            <td className="numeric" data-label={t('engine.power')}>
              {figure(stock.power, null, 'power')}
            </td>
            <td className="numeric" data-label={t('engine.torque')}>
              {figure(stock.torque, null, 'torque')}
            </td>
            {hasTopSpeed ? (
              <td className="numeric stage-table__empty" data-label={t('stages.topSpeed')}>
                —
              </td>
            ) : null}
            {hasSprint ? (
              <td className="numeric stage-table__empty" data-label={units.speed.label}>
                —
              </td>
            ) : null}
            {hasModifications ? (
              <td className="stage-table__text stage-table__empty" data-label={t('stages.modifications')}>
                —
              </td>
            ) : null}
            {price ? (
              <td className="numeric stage-table__empty" data-label={price.header}>
                —
              </td>
            ) : null}
            {hasChoice ? <td className="stage-table__empty stage-table__choice no-print" /> : null}
            {hasAction ? <td className="stage-table__empty stage-table__action" /> : null}
          </tr>
          {stages.map((stage, index) => {
            const { top_speed: topSpeed, zero_to_hundred: zeroToHundred } = stage.performance;
            const name = stageLabel(stages, index, t);
            const chosen = choice?.isChosen(stage, index);
            return (
              <tr key={stageKey(stage, index)} data-left-out={chosen === false ? '' : undefined}>
                <th scope="row" data-label={t('stages.stage')}>
                  {name}
                </th>
                <td className="numeric" data-label={t('engine.power')}>
                  {figure(stage.performance.power, gain(stock.power, stage.performance.power), 'power')}
                </td>
                <td className="numeric" data-label={t('engine.torque')}>
                  {figure(stage.performance.torque, gain(stock.torque, stage.performance.torque), 'torque')}
                </td>
                {hasTopSpeed ? (
                  <td className="numeric" data-label={t('stages.topSpeed')}>
                    {topSpeed != null ? units.speed.top(topSpeed, format) : '—'}
                  </td>
                ) : null}
                {hasSprint ? (
                  <td className="numeric" data-label={units.speed.label}>
                    {zeroToHundred != null ? units.speed.sprint(zeroToHundred, format) : '—'}
                  </td>
                ) : null}
                {hasModifications ? (
                  <td className="stage-table__text" data-label={t('stages.modifications')}>
                    {stage.modifications_required || '—'}
                  </td>
                ) : null}
                {price ? (
                  <td className="numeric stage-table__price" data-label={price.header}>
                    {price.cell(stage, index)}
                  </td>
                ) : null}
                {hasChoice && choice ? (
                  <td className="stage-table__choice no-print" data-label={choice.header}>
                    <input type="checkbox" checked={chosen} onChange={() => choice.onToggle(stage, index)} aria-label={choice.label(name)} />
                  </td>
                ) : null}
                {hasAction && action ? <td className="stage-table__action">{action.cell(stage, index)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
