import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import type { DrawnCurve } from './chart-model';
import type { ChartRow } from './series';

/** The values at one rpm: only the curves that have a reading there (no column of "—"). */
export function ChartReading({ row, curves, powerUnit, torqueUnit }: { row: ChartRow; curves: readonly DrawnCurve[]; powerUnit: string; torqueUnit: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const present = curves.filter((curve) => row[curve.id] != null);
  return (
    <>
      <p className="chart-tooltip__rpm">{t('dyno.atRpm', { rpm: format.integer(row.rpm) })}</p>
      <table>
        <tbody>
          {present.map((curve) => (
            <tr key={curve.id}>
              <th scope="row">
                <svg width="22" height="10" aria-hidden="true">
                  <line x1="1" y1="5" x2="21" y2="5" stroke={curve.style.colour} strokeWidth={2} strokeDasharray={curve.style.dash} />
                </svg>
                {curve.label}
              </th>
              <td>{`${format.integer(row[curve.id]!)} ${curve.metric === 'power' ? powerUnit : torqueUnit}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
