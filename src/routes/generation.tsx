import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { generationQuery } from '../api/queries';
import { FilteredList, matchesFilter } from '../components/filter-input';
import { OriginBadge } from '../components/origin-badge';
import { PageHeader } from '../components/page-header';
import { EngineTable } from '../features/catalogue/engine-table';
import { CompareToggle } from '../features/compare/compare-toggle';
import { CompareTray } from '../features/compare/compare-tray';
import { yearRange } from '../features/catalogue/years';
import { useSession } from '../hooks/use-session';
import { engineRoute } from './engine.route';
import type { generationRoute } from './generation.route';
import type { RouteData } from './route-kit';
import '../i18n/lazy-english';

/** Engines of one generation: code, capacity, fuel, power and torque, ECUs. */
export function Page() {
  const { t } = useTranslation();
  const session = useSession();
  const ids = useLoaderData<RouteData<typeof generationRoute>>();
  const { data: generation } = useSuspenseQuery(generationQuery(session, ids.generationId));
  const [filter, setFilter] = useState('');
  const vehicle = {
    type: generation.type,
    manufacturer: generation.manufacturer,
    model: generation.model,
    generation: { id: generation.id, name: generation.name },
  };
  const engines = generation.engines.filter((engine) =>
    matchesFilter(
      [engine.name, engine.engine_code, engine.fuel, engine.engine_type, ...engine.ecus.map((ecu) => `${ecu.manufacturer} ${ecu.name}`)].join(' '),
      filter,
    ),
  );
  const years = yearRange(generation.year, generation.year_end, '');
  const status = filter.trim()
    ? t('engines.filtered', { count: engines.length, total: generation.engines.length })
    : t('engines.count', { count: generation.engines.length });

  return (
    <div className="page">
      <PageHeader title={`${generation.manufacturer.name} ${generation.model.name} ${generation.name}`} after={<OriginBadge origin={generation.origin} />}>
        {years ? <p className="page-intro">{t('engines.years', { years })}</p> : null}
      </PageHeader>
      <FilteredList
        total={generation.engines.length}
        matching={engines.length}
        empty={t('engines.empty')}
        label={t('engines.filter')}
        filter={filter}
        onFilter={setFilter}
        status={status}
      >
        <EngineTable
          engines={engines}
          caption={t('engines.caption', { generation: generation.name })}
          target={(engine) => engineRoute.target({ ...ids, engineId: engine.id })}
          badge={(engine) => <OriginBadge origin={engine.origin} />}
          action={{
            label: t('compare.column'),
            render: (engine) => <CompareToggle named engine={{ ...vehicle, engine: { id: engine.id, name: engine.name } }} />,
          }}
        />
      </FilteredList>
      <CompareTray />
    </div>
  );
}
