import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { manufacturerQuery } from '../api/queries';
import { CatalogueLink } from '../components/catalogue-link';
import { FilteredList, matchesFilter } from '../components/filter-input';
import { OriginBadge } from '../components/origin-badge';
import { PageHeader } from '../components/page-header';
import { SafeImage } from '../components/safe-image';
import { VirtualList } from '../components/virtual-list';
import { useSession } from '../hooks/use-session';
import { themedLogo, useResolvedTheme } from '../hooks/use-theme';
import type { manufacturerRoute } from './manufacturer.route';
import { modelRoute } from './model.route';
import type { RouteData } from './route-kit';
import '../i18n/lazy-english';
import '../features/catalogue/catalogue.css';

/** Models of one manufacturer: up to 1000, filtered as you type, virtualised when long. */
export function Page() {
  const { t } = useTranslation();
  const session = useSession();
  const ids = useLoaderData<RouteData<typeof manufacturerRoute>>();
  const { data: manufacturer } = useSuspenseQuery(manufacturerQuery(session, ids.manufacturerId));
  const [filter, setFilter] = useState('');
  const theme = useResolvedTheme();
  const models = manufacturer.models.filter((model) => matchesFilter(model.name, filter));
  const logo = themedLogo(manufacturer, theme);
  const status = filter.trim()
    ? t('models.filtered', { count: models.length, total: manufacturer.models.length })
    : t('models.count', { count: manufacturer.models.length });

  return (
    <div className="page">
      <PageHeader title={manufacturer.name} after={<OriginBadge origin={manufacturer.origin} />}>
        <SafeImage src={logo} width={64} height={64} placeholder="logo" className="page-header__logo" />
      </PageHeader>
      <FilteredList
        total={manufacturer.models.length}
        matching={models.length}
        empty={t('models.empty')}
        label={t('models.filter')}
        filter={filter}
        onFilter={setFilter}
        status={status}
      >
        <VirtualList
          items={models}
          getKey={(model) => model.id}
          rowHeight={64}
          className="row-list"
          label={t('models.listLabel', { manufacturer: manufacturer.name })}
          renderRow={(model) => (
            <CatalogueLink className="row row--media" to={modelRoute.target({ ...ids, modelId: model.id })}>
              <SafeImage src={model.photo} width={80} height={45} placeholder="photo" className="row__thumb" />
              <span className="row__title">{model.name}</span>
              <OriginBadge origin={model.origin} />
            </CatalogueLink>
          )}
        />
      </FilteredList>
    </div>
  );
}
