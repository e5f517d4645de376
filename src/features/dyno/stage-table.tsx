import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EngineDetail, Stage } from '../../../contract/schemas';
import { useFormat } from '../../hooks/use-format';
import { gain, type Gain } from './gains';
import { useUnits } from './units';

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
 * it (absolute and %), top speed, 0-100 and the hardware each stage needs.
 */
export function StageTable({ engine, stages }: { engine: EngineDetail; stages: Stage[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  const gainText = useGainText();
  const stock = engine.performance;

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
            <th scope="col" className="numeric">{t('engine.power')}</th>
            <th scope="col" className="numeric">{t('engine.torque')}</th>
            <th scope="col" className="numeric">{t('stages.topSpeed')}</th>
            <th scope="col" className="numeric">{t('stages.zeroToHundred')}</th>
            <th scope="col">{t('stages.modifications')}</th>
          </tr>
        </thead>
        <tbody>
          <tr className="stage-table__stock">
            <th scope="row" data-label={t('stages.stage')}>{t('stages.stock')}</th>
            <td className="numeric" data-label={t('engine.power')}>{figure(stock.power, null, 'power')}</td>
            <td className="numeric" data-label={t('engine.torque')}>{figure(stock.torque, null, 'torque')}</td>
            <td className="numeric" data-label={t('stages.topSpeed')}>—</td>
            <td className="numeric" data-label={t('stages.zeroToHundred')}>—</td>
            <td className="stage-table__text" data-label={t('stages.modifications')}>—</td>
          </tr>
          {stages.map((stage, index) => {
            const { top_speed: topSpeed, zero_to_hundred: zeroToHundred } = stage.performance;
            return (
              <tr key={stageKey(stage, index)}>
                <th scope="row" data-label={t('stages.stage')}>{stageLabel(stages, index, t)}</th>
                <td className="numeric" data-label={t('engine.power')}>
                  {figure(stage.performance.power, gain(stock.power, stage.performance.power), 'power')}
                </td>
                <td className="numeric" data-label={t('engine.torque')}>
                  {figure(stage.performance.torque, gain(stock.torque, stage.performance.torque), 'torque')}
                </td>
                <td className="numeric" data-label={t('stages.topSpeed')}>
                  {topSpeed != null ? t('units.kmh', { value: format.integer(topSpeed) }) : '—'}
                </td>
                <td className="numeric" data-label={t('stages.zeroToHundred')}>
                  {zeroToHundred != null ? t('units.seconds', { value: format.decimal(zeroToHundred) }) : '—'}
                </td>
                <td className="stage-table__text" data-label={t('stages.modifications')}>{stage.modifications_required || '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
