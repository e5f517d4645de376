import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { typesQuery } from '../api/queries';
import { CatalogueLink } from '../components/catalogue-link';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { TypeIcon } from '../components/type-icon';
import { loadRecent } from '../features/recent/load-recent';
import { useHydrated } from '../hooks/use-hydrated';
import { useSession } from '../hooks/use-session';
import { engineRoute } from './engine.route';
import { typeRoute } from './type.route';
import '../features/catalogue/catalogue.css';

/** The engines last opened on this device: its own chunk, once the page is live (only the browser knows them). */
const RecentEngines = lazy(() => loadRecent().then((module) => ({ default: module.RecentEngines })));

/** The start: the engines viewed last, then every vehicle type of the catalogue. */
export function Page() {
  const { t } = useTranslation();
  const session = useSession();
  const { data: types } = useSuspenseQuery(typesQuery(session));
  const hydrated = useHydrated();
  return (
    <div className="page">
      <PageHeader title={t('types.title')}>
        <p className="page-intro">{t('types.intro')}</p>
      </PageHeader>
      {hydrated ? (
        <Suspense fallback={null}>
          <RecentEngines target={(entry) => engineRoute.target(entry)} />
        </Suspense>
      ) : null}
      {types.length === 0 ? (
        <EmptyState title={t('types.empty')} />
      ) : (
        <ul className="card-grid card-grid--types" aria-label={t('types.title')}>
          {types.map((type) => (
            <li key={type.id}>
              <CatalogueLink className="card card--type" to={typeRoute.target({ typeId: type.id })}>
                <TypeIcon slug={type.slug} />
                <span className="card__title">{type.name}</span>
              </CatalogueLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
