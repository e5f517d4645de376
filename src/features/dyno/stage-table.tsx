import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EngineDetail, Stage } from '../../api/schemas';
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

/**
 * Stock and every stage side by side: power and torque, each with its gain over stock beneath
 * it (absolute and %), top speed, 0-100 and the hardware each stage needs.
 */
export function StageTable({ engine, stages }: { engine: EngineDetail; stages: Stage[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  const stock = engine.performance;

  const figure = (value: number, gainOverStock: Gain | null, metric: 'power' | 'torque') => {
    const unit = units[metric];
    return (
      <>
        <span className="stage-table__value">{unit.format(value, format)}</span>
        {gainOverStock ? (
          <span className="stage-table__gain">
            <span className="visually-hidden">{t(metric === 'power' ? 'stages.powerGain' : 'stages.torqueGain')}: </span>
            {t('stages.gain', {
              value: format.signed(unit.convert(gainOverStock.absolute)),
              unit: unit.label,
              percent: gainOverStock.ratio === null ? '—' : format.percent(gainOverStock.ratio),
            })}
          </span>
        ) : null}
      </>
    );
  };

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
            <td data-label={t('stages.modifications')}>—</td>
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
                <td data-label={t('stages.modifications')}>{stage.modifications_required || '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
