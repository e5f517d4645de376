import { V2_MAX_ID } from './constants';

/**
 * The browser's URL scheme, once for both programs: every page's id, its URL pattern (react-router
 * syntax) and its URL builder. The browser's route modules and links build on it, the server's
 * sitemap lists the catalogue with it, and the MCP tools (server/mcp/) link to pages with it.
 * Catalogue URLs carry every ancestor id, so a deep link can start all its requests at once and
 * name its breadcrumbs.
 */

export interface TypeIds {
  typeId: number;
}
export interface ManufacturerIds extends TypeIds {
  manufacturerId: number;
}
export interface ModelIds extends ManufacturerIds {
  modelId: number;
}
export interface GenerationIds extends ModelIds {
  generationId: number;
}
export interface EngineIds extends GenerationIds {
  engineId: number;
}

/** Engines compared side by side at most (the browser's comparison, the MCP tool compare_engines). */
export const COMPARE_MAX = 3;

/** One engine of a comparison, with the generation that names it when known. */
export interface CompareEntry {
  engineId: number;
  generationId: number | null;
}

const typeHref = ({ typeId }: TypeIds) => `/types/${typeId}`;
const manufacturerHref = (ids: ManufacturerIds) => `${typeHref(ids)}/manufacturers/${ids.manufacturerId}`;
const modelHref = (ids: ModelIds) => `${manufacturerHref(ids)}/models/${ids.modelId}`;
const generationHref = (ids: GenerationIds) => `${modelHref(ids)}/generations/${ids.generationId}`;
const engineHref = (ids: EngineIds) => `${generationHref(ids)}/engines/${ids.engineId}`;

/** Every page, keyed by its route id (the route module `src/routes/<id>.route.ts` owns the rest). */
export const urls = {
  types: { pattern: '/', href: () => '/' },
  type: { pattern: '/types/:typeId', href: typeHref },
  manufacturer: { pattern: '/types/:typeId/manufacturers/:manufacturerId', href: manufacturerHref },
  model: { pattern: '/types/:typeId/manufacturers/:manufacturerId/models/:modelId', href: modelHref },
  generation: { pattern: '/types/:typeId/manufacturers/:manufacturerId/models/:modelId/generations/:generationId', href: generationHref },
  engine: { pattern: '/types/:typeId/manufacturers/:manufacturerId/models/:modelId/generations/:generationId/engines/:engineId', href: engineHref },
  search: {
    pattern: '/search',
    href: (query?: string) => (query ? `/search?${new URLSearchParams({ q: query })}` : '/search'),
  },
  /**
   * Engines side by side: `engines` in the order chosen and, for each, the generation it
   * belongs to (the API cannot tell an engine's vehicle from the engine alone, so the link
   * carries it and a deep link can ask for both at once). Digits and commas only.
   */
  compare: {
    pattern: '/compare',
    href: (entries: readonly CompareEntry[]) => {
      if (entries.length === 0) return '/compare';
      const engines = entries.map((entry) => entry.engineId).join(',');
      // An engine whose generation is not known leaves its place empty ("20,,31").
      const generations = entries.some((entry) => entry.generationId !== null)
        ? `&generations=${entries.map((entry) => entry.generationId ?? '').join(',')}`
        : '';
      return `/compare?engines=${engines}${generations}`;
    },
  },
  settings: { pattern: '/settings', href: () => '/settings' },
  /** Every other path: the not-found page (a true 404). */
  'not-found': { pattern: '*', href: () => '/' },
} as const;

/** A page of the URL scheme: the key of its URL and its route module's id. */
export type PageId = keyof typeof urls;

export const PAGE_IDS = Object.keys(urls) as PageId[];

/** An id from a URL segment: a decimal integer from 1 to 2^53 - 1, or null. */
export function parseId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9][0-9]{0,15}$/.test(segment)) return null;
  const value = Number(segment);
  return Number.isSafeInteger(value) && value <= V2_MAX_ID ? value : null;
}
