import { useTranslation } from 'react-i18next';
import type { EngineDetail, Unit } from '../../../contract/schemas';
import { DataList } from '../../components/data-list';
import { useFormat } from '../../hooks/use-format';
import './engine.css';

/** An engine's technical data: code, capacity, cylinders, type, fuel, year. */
export function TechnicalData({ engine }: { engine: EngineDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: [string, string][] = [
    [t('engine.code'), engine.engine_code || '—'],
    [t('engine.capacity'), engine.capacity ? t('units.cc', { value: format.integer(engine.capacity) }) : '—'],
    [t('engine.cylinders'), engine.cylinders ? format.integer(engine.cylinders) : '—'],
    [t('engine.type'), engine.engine_type || '—'],
    [t('engine.fuel'), engine.fuel || '—'],
    [t('engine.year'), engine.year ? String(engine.year) : t('engine.yearUnknown')],
  ];
  return (
    <section className="section" aria-labelledby="technical-heading">
      <h2 id="technical-heading">{t('engine.technical')}</h2>
      <DataList rows={rows} />
    </section>
  );
}

/** An engine's control units (ECUs and TCUs), each list with its own heading. */
export function EngineUnits({ engine }: { engine: EngineDetail }) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="units-heading">
      <h2 id="units-heading">{t('engine.units')}</h2>
      <UnitList title={t('engine.ecus')} units={engine.ecus} empty={t('engine.noEcu')} />
      <UnitList title={t('engine.tcus')} units={engine.tcus} empty={t('engine.noTcu')} />
    </section>
  );
}

function UnitList({ title, units, empty }: { title: string; units: Unit[]; empty: string }) {
  return (
    <div className="unit-list">
      <h3>{title}</h3>
      {units.length === 0 ? (
        <p className="empty-line">{empty}</p>
      ) : (
        <ul>
          {units.map((unit, index) => (
            <li key={`${unit.manufacturer}-${unit.name}-${index}`}>
              <span className="unit-list__maker">{unit.manufacturer}</span> {unit.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
