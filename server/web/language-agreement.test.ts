import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../contract/constants';
import type { RenderPage } from '../../contract/ssr';
import { useServer } from '../test/harness';
import type { PageRenderer } from './pages';

/**
 * The API and the server-rendered pages read Accept-Language with one rule (contract/language.ts):
 * for every header below, the API (v1: the 21 languages the pages have) and the page pick the same
 * language, and when the API refuses with 406 (no supported language is acceptable) the page falls
 * back to the deployment's language instead of reading the header its own way. v2 has no
 * Hungarian, so there it picks what comes next, or refuses.
 */

const ENTRY = path.resolve('src/entry-server.tsx');
const TEMPLATE = readFileSync(path.resolve('index.html'), 'utf8');
let pages: PageRenderer;
beforeAll(async () => {
  const module = (await import(/* @vite-ignore */ ENTRY)) as { render: RenderPage };
  pages = { render: module.render, template: async () => TEMPLATE };
}, 60_000);

// The deployment's language is Finnish, so a page that falls back is told apart from one that chose English.
const server = useServer({ env: { VTDB_DEFAULT_LANGUAGE: 'fi' }, pages: { render: (request) => pages.render(request), template: async () => TEMPLATE } });

/** Header → [v1 and the page, v2]; null: the API answers 406 and the page renders in the deployment's language. */
const HEADERS: [string, Language | null, Language | null][] = [
  ['de', 'de', 'de'],
  ['DE-at', 'de', 'de'],
  ['fr;q=0.5, de;q=0.9', 'de', 'de'],
  ['zh-TW, en;q=0.1', 'zs', 'zs'],
  ['no-NO', 'nb', 'nb'],
  // q=0 refuses a language, also through a regional tag that maps to it, and for "*".
  ['de;q=0, de-AT;q=0.8', null, null],
  ['de;q=0, de', null, null],
  ['de-AT;q=0, fr;q=0.5', 'fr', 'fr'],
  ['en;q=0', null, null],
  ['*;q=0', null, null],
  // A language v2 lacks.
  ['hu', 'hu', null],
  ['hu, de;q=0.5', 'hu', 'de'],
  // Languages the catalogue does not have at all, and headers that name no language range.
  ['xx, yy-ZZ', null, null],
  ['de;q=abc', 'de', 'de'],
  ['de;q=1.5, fr;q=0.5', 'de', 'de'],
  [';;;, ,', null, null],
  ['1234, de_DE', null, null],
  ['en-', null, null],
];

async function apiLanguage(version: 'v1' | 'v2', header: string): Promise<Language | null> {
  const response = await server.get(`/api/${version}/types`, { key: 'demo', language: header });
  if (response.status === 406) return null;
  expect(response.status, header).toBe(200);
  return response.headers.get('content-language') as Language;
}

async function pageLanguage(header: string): Promise<string | null> {
  const response = await server.get('/settings', { language: header, headers: { 'accept-encoding': 'identity' } });
  expect(response.status, header).toBe(200);
  return response.headers.get('content-language');
}

describe('Accept-Language: the API and the pages agree', () => {
  it.each(HEADERS)('%j', async (header, v1, v2) => {
    const [api1, api2, page] = await Promise.all([apiLanguage('v1', header), apiLanguage('v2', header), pageLanguage(header)]);
    expect(api1).toBe(v1);
    expect(api2).toBe(v2);
    // The page: the API's language, or the deployment's (Finnish) where the API says 406.
    expect(page).toBe(v1 === 'zs' ? 'zh-Hans' : (v1 ?? 'fi'));
  });

  it('a "*" alone is the reader’s fallback: English for the API, the deployment’s language for the page; never a refused one', async () => {
    expect(await apiLanguage('v1', '*')).toBe('en');
    expect(await pageLanguage('*')).toBe('fi');
    // English refused: the API takes the first language it has that is not refused; the page its own.
    expect(await apiLanguage('v1', 'en;q=0, *')).toBe('bg');
    expect(await pageLanguage('en;q=0, *')).toBe('fi');
    expect(await pageLanguage('fi;q=0, *')).toBe('bg');
    expect(await apiLanguage('v1', '*, de;q=0')).toBe('en');
    expect(await pageLanguage('*, de;q=0')).toBe('fi');
  });

  it('an English page formats in the regional English the header wants most, and tells the browser (which then draws nothing again)', async () => {
    const localeOf = async (header: string, cookie?: string) => {
      const response = await server.get('/settings', { language: header, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
      return /"locale":"([^"]*)"/.exec(response.text)?.[1];
    };
    expect(await localeOf('en-GB,en;q=0.9')).toBe('en-GB');
    expect(await localeOf('en-us')).toBe('en-US');
    expect(await localeOf('fr;q=0.2, en-AU;q=0.8')).toBe('en-AU');
    expect(await localeOf('en')).toBe('en');
    // Not English: the language's own locale; an English page for a German browser: plain English.
    expect(await localeOf('de-DE, en-GB;q=0.5')).toBe('de');
    expect(await localeOf('de-DE, en-GB;q=0.5', 'vtdb_lang=en')).toBe('en');
    expect(await localeOf('zh-TW')).toBe('zh-Hans');
    // Junk is no locale.
    expect(await localeOf('en-a"b, en;q=0.5')).toBe('en');
    expect(await localeOf(`en-${'abcdefgh-'.repeat(5)}x`)).toBe('en');
  });
});
