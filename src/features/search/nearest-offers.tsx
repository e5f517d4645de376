import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { searchQuery } from '../../api/queries';
import type { SearchResult } from '../../../contract/schemas';
import { CatalogueLink, type RouteTarget } from '../../components/catalogue-link';
import { useFormat } from '../../hooks/use-format';
import { useSession } from '../../hooks/use-session';
import { nearestByPower, powerInQuery } from './nearest';

/**
 * For a query with a power that matched nothing ("golf 7 2.0 tdi 150"): the same search without
 * the power, and links to the engines nearest to it ("Nearest to 150 hp: 140 hp, 163 hp"). The
 * browser does this itself, from the first page of hits and the powers their names state, so it
 * works against any catalogue whose engine names carry the power (the contract's search answer
 * has no power field). Nothing shows while it loads, when it fails, or when nothing is near.
 * The page gives where a hit links (`target`, from its route module): a feature knows no route.
 */
export function NearestOffers({ query, target }: { query: string; target: (hit: SearchResult) => RouteTarget }) {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const wanted = powerInQuery(query);
  const search = useInfiniteQuery({ ...searchQuery(session, wanted?.rest ?? ''), enabled: wanted !== undefined });
  if (!wanted || !search.data) return null;
  const nearest = nearestByPower(search.data.pages[0]?.results ?? [], wanted.power);
  if (nearest.length === 0) return null;
  // A no-break space: "163 PS" never wraps between number and unit.
  const hp = (power: number) => `${format.integer(power)}\u00a0${t('units.power.hp')}`;
  return (
    <p className="search-nearest">
      {t('searchPage.nearest', { power: hp(wanted.power) })}{' '}
      {nearest.map(({ hit, power }, index) => (
        <Fragment key={hit.engine.id}>
          {index > 0 ? ', ' : null}
          <CatalogueLink to={target(hit)} title={`${hit.manufacturer.name} ${hit.model.name} ${hit.generation.name} ${hit.engine.name}`}>
            {hp(power)}
          </CatalogueLink>
        </Fragment>
      ))}
    </p>
  );
}
