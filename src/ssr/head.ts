import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Language } from '../../contract/constants';
import type { HeadData } from '../../contract/ssr';
import {
  engineQuery,
  generationQuery,
  manufacturerQuery,
  manufacturersQuery,
  modelQuery,
  searchQuery,
  typesQuery,
  type CatalogueSession,
} from '../api/queries';
import { paths } from '../core/paths';
import { normaliseQuery, queryProblem } from '../features/search/validate';
import { intlLocale, LANGUAGES } from '../i18n/languages';

/**
 * The head of a server-rendered page, written from the data its loader fetched: title, meta
 * description, canonical URL, hreflang alternates, Open Graph and Twitter card, and JSON-LD (a
 * BreadcrumbList on every level; a schema.org Vehicle with its EngineSpecification on the engine
 * page). Every value is escaped as HTML text; JSON-LD is escaped so it cannot close its element.
 */

export interface HeadInput {
  routeId: string | undefined;
  /** The route's loader data (its ids), when it loaded. */
  params: Record<string, unknown> | undefined;
  url: URL;
  language: Language;
  t: TFunction;
  session: CatalogueSession | null;
  queryClient: QueryClient;
  /** Embedded in a host page, or an error page: not for search engines. */
  noindex: boolean;
  /** The error's title, for an error page. */
  errorTitle?: string;
}

interface Head {
  title: string;
  description: string;
  image?: string | null;
  /** The path of the page's own URL (canonical), without the language. */
  path: string;
  crumbs: { name: string; path: string }[];
  jsonLd: unknown[];
}

const MAX_LISTED = 8;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function listed(names: string[]): string {
  return names.length > MAX_LISTED ? `${names.slice(0, MAX_LISTED).join(', ')}, …` : names.join(', ');
}

function id(params: Record<string, unknown> | undefined, name: string): number | undefined {
  const value = params?.[name];
  return typeof value === 'number' ? value : undefined;
}

/** The engines a comparison's loader data names (its `entries`), read without trusting its shape. */
function compareEntries(params: Record<string, unknown> | undefined): { engineId: number; generationId: number | null }[] {
  const entries = params?.entries;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || !('engineId' in entry) || typeof entry.engineId !== 'number') return [];
    const generationId = 'generationId' in entry && typeof entry.generationId === 'number' ? entry.generationId : null;
    return [{ engineId: entry.engineId, generationId }];
  });
}

/** What the page is about, from the cache the loader filled (undefined pieces are simply left out). */
function describe(input: HeadInput): Head {
  const { t, queryClient, session, params, url } = input;
  const home = { name: t('types.title'), path: paths.types.href() };
  const base: Head = { title: t('types.title'), description: t('types.intro'), path: url.pathname, crumbs: [home], jsonLd: [] };
  if (input.errorTitle) return { ...base, title: input.errorTitle, crumbs: [] };
  if (!session) return base;
  const typeId = id(params, 'typeId');
  const manufacturerId = id(params, 'manufacturerId');
  const modelId = id(params, 'modelId');
  const generationId = id(params, 'generationId');
  const engineId = id(params, 'engineId');
  const types = queryClient.getQueryData(typesQuery(session).queryKey);

  switch (input.routeId) {
    case 'types':
      return { ...base, path: '/', description: `${t('types.intro')} ${listed((types ?? []).map((type) => type.name))}` };
    case 'type': {
      const type = types?.find((item) => item.id === typeId);
      const page = typeId === undefined ? undefined : queryClient.getQueryData(manufacturersQuery(session, typeId).queryKey);
      const makes = page?.pages.flatMap((item) => item.items) ?? [];
      if (!type) return base;
      return {
        ...base,
        title: type.name,
        description: `${type.name}: ${t('manufacturers.count', { count: makes.length })}${page?.pages.at(-1)?.pagination.has_more ? '+' : ''}. ${listed(makes.map((make) => make.name))}`,
        crumbs: [home, { name: type.name, path: paths.manufacturers.href({ typeId: type.id }) }],
      };
    }
    case 'manufacturer': {
      const manufacturer = manufacturerId === undefined ? undefined : queryClient.getQueryData(manufacturerQuery(session, manufacturerId).queryKey);
      if (!manufacturer) return base;
      const ids = { typeId: manufacturer.type.id, manufacturerId: manufacturer.id };
      return {
        ...base,
        title: manufacturer.name,
        description: `${manufacturer.name} (${manufacturer.type.name}): ${t('models.count', { count: manufacturer.models.length })}. ${listed(manufacturer.models.map((model) => model.name))}`,
        image: manufacturer.logo,
        crumbs: [home, { name: manufacturer.type.name, path: paths.manufacturers.href(ids) }, { name: manufacturer.name, path: paths.models.href(ids) }],
      };
    }
    case 'model': {
      const model = modelId === undefined ? undefined : queryClient.getQueryData(modelQuery(session, modelId).queryKey);
      if (!model) return base;
      const ids = { typeId: model.type.id, manufacturerId: model.manufacturer.id, modelId: model.id };
      const title = `${model.manufacturer.name} ${model.name}`;
      return {
        ...base,
        title,
        description: `${title}: ${listed(model.generations.map((generation) => generation.name))}`,
        image: model.photo ?? model.generations.find((generation) => generation.photo)?.photo,
        crumbs: [
          home,
          { name: model.type.name, path: paths.manufacturers.href(ids) },
          { name: model.manufacturer.name, path: paths.models.href(ids) },
          { name: model.name, path: paths.generations.href(ids) },
        ],
      };
    }
    case 'generation':
    case 'engine': {
      const generation = generationId === undefined ? undefined : queryClient.getQueryData(generationQuery(session, generationId).queryKey);
      if (!generation) return base;
      const ids = { typeId: generation.type.id, manufacturerId: generation.manufacturer.id, modelId: generation.model.id, generationId: generation.id };
      const vehicle = `${generation.manufacturer.name} ${generation.model.name} ${generation.name}`;
      const crumbs = [
        home,
        { name: generation.type.name, path: paths.manufacturers.href(ids) },
        { name: generation.manufacturer.name, path: paths.models.href(ids) },
        { name: generation.model.name, path: paths.generations.href(ids) },
        { name: generation.name, path: paths.engines.href(ids) },
      ];
      if (input.routeId === 'generation') {
        return {
          ...base,
          title: vehicle,
          description: `${vehicle}: ${t('engines.count', { count: generation.engines.length })}. ${listed(generation.engines.map((engine) => engine.name))}`,
          image: generation.photo,
          crumbs,
        };
      }
      const engine = engineId === undefined ? undefined : queryClient.getQueryData(engineQuery(session, engineId).queryKey);
      if (!engine) return base;
      const hp = t('units.power.hp');
      const nm = t('units.torque.nm');
      const figures = (power: number, torque: number) => `${t('units.value', { value: power, unit: hp })} / ${t('units.value', { value: torque, unit: nm })}`;
      const stages = (engine.tuning?.stages ?? []).map(
        (stage) => `${t('stages.name', { number: stage.stage_number })} ${figures(stage.performance.power, stage.performance.torque)}`,
      );
      const title = `${vehicle} ${engine.name}`;
      const stock = `${title} ${t('units.value', { value: engine.performance.power, unit: hp })}`;
      const enginePath = paths.engine.href({ ...ids, engineId: engine.id });
      return {
        ...base,
        title,
        description: stages.length > 0 ? `${stock}: ${stages.join(', ')}` : `${stock}, ${t('units.value', { value: engine.performance.torque, unit: nm })}`,
        image: generation.photo,
        crumbs: [...crumbs, { name: engine.name, path: enginePath }],
        jsonLd: [vehicleLd(generation, engine, input.url.origin + enginePath, generation.photo)],
      };
    }
    case 'search': {
      const raw = url.searchParams.get('q') ?? '';
      if (queryProblem(raw) !== null) return { ...base, title: t('search.title'), path: paths.search.href() };
      const query = normaliseQuery(raw);
      const data = queryClient.getQueryData(searchQuery(session, query).queryKey);
      const total = data?.pages[0]?.total ?? 0;
      return {
        ...base,
        title: t('search.titleFor', { query }),
        description: t('search.count', { count: total, formatted: String(total), query }),
        path: paths.search.href(query),
        crumbs: [],
      };
    }
    case 'compare': {
      // The engines compared, named from the cache the loader filled ("Audi A4 B5 1.8T 150hp 210Nm").
      const entries = compareEntries(params);
      const names = entries.flatMap(({ engineId, generationId }) => {
        const engine = queryClient.getQueryData(engineQuery(session, engineId).queryKey);
        if (!engine) return [];
        const generation = generationId === null ? undefined : queryClient.getQueryData(generationQuery(session, generationId).queryKey);
        const named = generation?.engines.some((item) => item.id === engineId);
        return [named && generation ? `${generation.manufacturer.name} ${generation.model.name} ${generation.name} ${engine.name}` : engine.name];
      });
      return {
        ...base,
        title: t('compare.title'),
        description: names.length > 0 ? listed(names) : t('compare.empty'),
        path: paths.compare.href(entries),
        crumbs: [home, { name: t('compare.title'), path: paths.compare.href(entries) }],
      };
    }
    case 'settings':
      return { ...base, title: t('settings.title'), crumbs: [] };
    case 'not-found':
      return { ...base, title: t('notFound.title'), crumbs: [] };
    default:
      return base;
  }
}

type GenerationLike = { manufacturer: { name: string }; model: { name: string }; name: string; year?: number | null; year_end?: number | null };
type EngineLike = {
  name: string;
  engine_code?: string | null;
  capacity?: number | null;
  cylinders?: number | null;
  fuel?: string | null;
  year?: number | null;
  performance: { power: number; torque: number };
};

/** schema.org: the vehicle (make, model, generation) and its engine's stated figures. */
function vehicleLd(generation: GenerationLike, engine: EngineLike, url: string, image: string | null | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Vehicle',
    name: `${generation.manufacturer.name} ${generation.model.name} ${generation.name} ${engine.name}`,
    url,
    brand: { '@type': 'Brand', name: generation.manufacturer.name },
    model: `${generation.model.name} ${generation.name}`,
    ...(image ? { image } : {}),
    ...((engine.year ?? generation.year) ? { vehicleModelDate: String(engine.year ?? generation.year) } : {}),
    ...(engine.fuel ? { fuelType: engine.fuel } : {}),
    vehicleEngine: {
      '@type': 'EngineSpecification',
      name: engine.name,
      ...(engine.engine_code ? { engineType: engine.engine_code } : {}),
      ...(engine.fuel ? { fuelType: engine.fuel } : {}),
      ...(engine.capacity ? { engineDisplacement: { '@type': 'QuantitativeValue', value: engine.capacity, unitCode: 'CMQ' } } : {}),
      enginePower: { '@type': 'QuantitativeValue', value: engine.performance.power, unitText: 'hp' },
      torque: { '@type': 'QuantitativeValue', value: engine.performance.torque, unitCode: 'NU' },
    },
  };
}

function breadcrumbLd(crumbs: { name: string; path: string }[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: origin + crumb.path })),
  };
}

/** What goes into `<head>`, as data: the page prints it as tags (headTags), the server's /seo answers it as JSON. */
export function headData(input: HeadInput): HeadData {
  const head = describe(input);
  const { t, url } = input;
  const appName = t('app.name');
  const canonical = url.origin + head.path;
  const withLanguage = (language: Language) => `${canonical}${head.path.includes('?') ? '&' : '?'}lang=${language}`;
  const image = head.image ? new URL(head.image, url.origin).href : undefined;
  const openGraph: Record<string, string> = {
    type: 'website',
    site_name: appName,
    title: head.title,
    description: head.description,
    url: canonical,
    locale: intlLocale(input.language).replace('-', '_'),
  };
  if (image) openGraph.image = image;
  const twitter: Record<string, string> = { card: image ? 'summary_large_image' : 'summary', title: head.title, description: head.description };
  if (image) twitter.image = image;
  return {
    title: `${head.title} · ${appName}`,
    pageTitle: head.title,
    description: head.description,
    robots: input.noindex ? 'noindex' : null,
    canonical,
    path: head.path,
    alternates: [
      ...LANGUAGES.map((language) => ({ hreflang: intlLocale(language), language, href: withLanguage(language) })),
      { hreflang: 'x-default', language: null, href: canonical },
    ],
    openGraph,
    twitter,
    jsonLd: [...(head.crumbs.length > 0 ? [breadcrumbLd(head.crumbs, url.origin)] : []), ...head.jsonLd],
  };
}

/** The tags that go into `<head>`, as HTML, and the page's title (for tests and logs). */
export function headTags(input: HeadInput): { html: string; title: string; description: string } {
  const data = headData(input);
  const tags = [
    `<title>${escapeHtml(data.title)}</title>`,
    `<meta name="description" content="${escapeHtml(data.description)}" />`,
    data.robots ? `<meta name="robots" content="${escapeHtml(data.robots)}" />` : '',
    `<link rel="canonical" href="${escapeHtml(data.canonical)}" />`,
    ...data.alternates.map((alternate) => `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`),
    ...Object.entries(data.openGraph).map(([name, value]) => `<meta property="og:${name}" content="${escapeHtml(value)}" />`),
    ...Object.entries(data.twitter).map(([name, value]) => `<meta name="twitter:${name}" content="${escapeHtml(value)}" />`),
    ...data.jsonLd.map((value) => `<script type="application/ld+json">${jsonLdText(value)}</script>`),
  ];
  return { html: tags.filter(Boolean).join(''), title: data.title, description: data.description };
}
