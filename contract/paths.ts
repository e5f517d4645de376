import { V2_MAX_ID } from './constants';

/**
 * Every route's pattern and its URL builder, in one place, for the browser's router
 * (src/core/paths.ts re-exports them) and the server's links to pages (the MCP tools' page
 * URLs, server/mcp/). Catalogue URLs carry every ancestor id, so a deep link can start all its
 * requests at once and name its breadcrumbs.
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

export const paths = {
  types: {
    pattern: '/',
    href: () => '/',
  },
  manufacturers: {
    pattern: '/types/:typeId',
    href: ({ typeId }: TypeIds) => `/types/${typeId}`,
  },
  models: {
    pattern: '/types/:typeId/manufacturers/:manufacturerId',
    href: (ids: ManufacturerIds) => `${paths.manufacturers.href(ids)}/manufacturers/${ids.manufacturerId}`,
  },
  generations: {
    pattern: '/types/:typeId/manufacturers/:manufacturerId/models/:modelId',
    href: (ids: ModelIds) => `${paths.models.href(ids)}/models/${ids.modelId}`,
  },
  engines: {
    pattern: '/types/:typeId/manufacturers/:manufacturerId/models/:modelId/generations/:generationId',
    href: (ids: GenerationIds) => `${paths.generations.href(ids)}/generations/${ids.generationId}`,
  },
  engine: {
    pattern: '/types/:typeId/manufacturers/:manufacturerId/models/:modelId/generations/:generationId/engines/:engineId',
    href: (ids: EngineIds) => `${paths.engines.href(ids)}/engines/${ids.engineId}`,
  },
  search: {
    pattern: '/search',
    href: (query?: string) => (query ? `/search?${new URLSearchParams({ q: query })}` : '/search'),
  },
  settings: {
    pattern: '/settings',
    href: () => '/settings',
  },
  /**
   * Engines side by side: `engines` in the order chosen and, for each, the generation it
   * belongs to (the API cannot tell an engine's vehicle from the engine alone, so the link
   * carries it and a deep link can ask for both at once). Digits and commas only.
   */
  compare: {
    pattern: '/compare',
    href: (entries: readonly { engineId: number; generationId: number | null }[]) => {
      if (entries.length === 0) return '/compare';
      const engines = entries.map((entry) => entry.engineId).join(',');
      // An engine whose generation is not known leaves its place empty ("20,,31").
      const generations = entries.some((entry) => entry.generationId !== null)
        ? `&generations=${entries.map((entry) => entry.generationId ?? '').join(',')}`
        : '';
      return `/compare?engines=${engines}${generations}`;
    },
  },
} as const;

/** An id from a URL segment: a decimal integer from 1 to 2^53 - 1, or null. */
export function parseId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9][0-9]{0,15}$/.test(segment)) return null;
  const value = Number(segment);
  return Number.isSafeInteger(value) && value <= V2_MAX_ID ? value : null;
}
