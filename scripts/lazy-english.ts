import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * English is bundled with the first page (src/i18n/i18n.ts), other languages are lazy chunks.
 * The sections of English named here are used only by lazy pages: the build leaves them out of
 * the first page's copy of `en.json` and serves them as `virtual:lazy-english`, a module those
 * pages import (src/i18n/lazy-english.ts), so they load with the pages that use them. Every
 * other language file carries these sections as usual (its whole file is one lazy chunk).
 * Outside the build (dev server, Vitest) `en.json` stays whole and the virtual module repeats
 * the sections.
 */
export const LAZY_ENGLISH_SECTIONS = ['compare'] as const;

const VIRTUAL_ID = 'virtual:lazy-english';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function lazyEnglish(root = process.cwd()): Plugin {
  const english = resolve(root, 'src/i18n/locales/en.json');
  let build = false;
  return {
    name: 'lazy-english',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && !process.env.VITEST;
    },
    resolveId(source) {
      return source === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(english);
      const all = JSON.parse(readFileSync(english, 'utf8')) as Record<string, unknown>;
      const sections = Object.fromEntries(LAZY_ENGLISH_SECTIONS.map((name) => [name, all[name]]));
      return `export default ${JSON.stringify(sections)};`;
    },
    transform(code, id) {
      if (!build || id.split('?')[0] !== english) return undefined;
      const all = JSON.parse(code) as Record<string, unknown>;
      for (const name of LAZY_ENGLISH_SECTIONS) delete all[name];
      return { code: JSON.stringify(all), map: null };
    },
  };
}
