import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { modelQuery } from '../api/queries';
import type { Generation } from '../../contract/schemas';
import { CatalogueLink } from '../components/catalogue-link';
import { EmptyState } from '../components/empty-state';
import { OriginBadge } from '../components/origin-badge';
import { PageHeader } from '../components/page-header';
import { SafeImage } from '../components/safe-image';
import { VirtualList } from '../components/virtual-list';
import { useSession } from '../hooks/use-session';
import { yearRange } from '../features/catalogue/years';
import { generationRoute } from './generation.route';
import type { modelRoute } from './model.route';
import type { RouteData } from './route-kit';
import '../i18n/lazy-english';
import '../features/catalogue/catalogue.css';

/** Generations of one model, with their years and photos. */
export function Page() {
  const { t } = useTranslation();
  const session = useSession();
  const ids = useLoaderData<RouteData<typeof modelRoute>>();
  const { data: model } = useSuspenseQuery(modelQuery(session, ids.modelId));

  return (
    <div className="page">
      <PageHeader title={`${model.manufacturer.name} ${model.name}`} after={<OriginBadge origin={model.origin} />} />
      {model.generations.length === 0 ? (
        <EmptyState title={t('generations.empty')} />
      ) : (
        <VirtualList
          items={model.generations}
          getKey={(generation) => generation.id}
          rowHeight={116}
          threshold={120}
          className="card-grid card-grid--photos"
          label={t('generations.listLabel', { model: model.name })}
          renderRow={(generation) => <GenerationCard generation={generation} ids={ids} />}
        />
      )}
    </div>
  );
}

function GenerationCard({ generation, ids }: { generation: Generation; ids: RouteData<typeof modelRoute> }) {
  const { t } = useTranslation();
  return (
    <CatalogueLink className="card card--photo" to={generationRoute.target({ ...ids, generationId: generation.id })}>
      <SafeImage src={generation.photo} width={160} height={90} placeholder="photo" className="card__photo" />
      <span className="card__body">
        <span className="card__title">{generation.name}</span>
        <span className="card__meta">{yearRange(generation.year, generation.year_end, t('generations.yearsUnknown'))}</span>
        <OriginBadge origin={generation.origin} />
      </span>
    </CatalogueLink>
  );
}
