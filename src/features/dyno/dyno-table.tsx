import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import type { DrawnCurve } from './dyno-chart';
import { mergeCurves } from './series';
import { useUnits } from './units';

/** The chart's data as a table: one row per rpm, one column per curve, in the chosen units. */
export function DynoTable({ curves }: { curves: DrawnCurve[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  const rows = mergeCurves(curves, (curve, value) => (curve.metric === 'power' ? units.power.convert(value) : units.torque.convert(value)));
  return (
    <div className="table-wrap" role="region" aria-label={t('dyno.tableLabel')} tabIndex={0}>
      <table className="data-table">
        <caption>{t('dyno.tableCaption', { power: units.power.label, torque: units.torque.label })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dyno.rpm')}</th>
            {curves.map((curve) => (
              <th key={curve.id} scope="col" className="numeric">
                {curve.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.rpm}>
              <th scope="row">{format.integer(row.rpm)}</th>
              {curves.map((curve) => {
                const value = row[curve.id];
                return (
                  <td key={curve.id} className="numeric">
                    {value == null ? '—' : format.integer(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
