import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Reference } from '../../contract/schemas';
import { paths } from '../core/paths';

export interface Crumb {
  label: string;
  href: string;
}

/** Every ancestor of the page, each a link, then the page itself. */
export function Breadcrumbs({ items, current }: { items: Crumb[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
      <ol>
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href}>{item.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

interface Ancestors {
  type?: Reference;
  manufacturer?: Reference;
  model?: Reference;
  generation?: Reference;
}

/**
 * The crumbs from the start page down to the page's parent, from the records' own references
 * (pass the ancestors the page has; each needs the ones above it).
 */
export function useCatalogueCrumbs({ type, manufacturer, model, generation }: Ancestors): Crumb[] {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [{ label: t('types.title'), href: paths.types.href() }];
  if (!type) return crumbs;
  crumbs.push({ label: type.name, href: paths.manufacturers.href({ typeId: type.id }) });
  if (!manufacturer) return crumbs;
  const ids = { typeId: type.id, manufacturerId: manufacturer.id };
  crumbs.push({ label: manufacturer.name, href: paths.models.href(ids) });
  if (!model) return crumbs;
  crumbs.push({ label: model.name, href: paths.generations.href({ ...ids, modelId: model.id }) });
  if (!generation) return crumbs;
  crumbs.push({ label: generation.name, href: paths.engines.href({ ...ids, modelId: model.id, generationId: generation.id }) });
  return crumbs;
}
