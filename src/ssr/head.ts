import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Language } from '../../contract/constants';
import type { CatalogueSession } from '../api/queries';
import { urls } from '../../contract/urls';
import type { Crumb, PageHandle, PageHead } from '../core/page';
import { intlLocale, LANGUAGES } from '../i18n/languages';

/**
 * The head of a server-rendered page, written from the data its loader fetched: title, meta
 * description, canonical URL, hreflang alternates, Open Graph and Twitter card, and JSON-LD (a
 * BreadcrumbList on every level; a schema.org Vehicle with its EngineSpecification on the engine
 * page). Every value is escaped as HTML text; JSON-LD is escaped so it cannot close its element.
 */

export interface HeadInput {
  /** The matched page's handle (its route module's head and trail), if a page matched. */
  page: PageHandle | undefined;
  /** The route's loader data (its parameters), when it loaded. */
  params: unknown;
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

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** What the page is about, from its route module (the start page's head when it cannot tell). */
function describe(input: HeadInput): Required<Omit<PageHead, 'image'>> & Pick<PageHead, 'image'> & { crumbs: Crumb[] } {
  const { t, url } = input;
  const base = {
    title: t('types.title'),
    description: t('types.intro'),
    path: url.pathname,
    jsonLd: [],
    crumbs: [{ label: t('types.title'), href: urls.types.href() }],
  };
  if (input.errorTitle) return { ...base, title: input.errorTitle, crumbs: [] };
  const described = input.page?.describe({ queryClient: input.queryClient, session: input.session, t, url }, input.params);
  if (!described) return base;
  return { ...base, ...described.head, path: described.head.path ?? base.path, jsonLd: described.head.jsonLd ?? [], crumbs: described.crumbs };
}

function breadcrumbLd(crumbs: Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: origin + crumb.href })),
  };
}

/** The tags that go into `<head>`, as HTML, and the page's title (for tests and logs). */
export function headTags(input: HeadInput): { html: string; title: string; description: string } {
  const head = describe(input);
  const { t, url } = input;
  const appName = t('app.name');
  const title = `${head.title} · ${appName}`;
  const canonical = url.origin + head.path;
  const withLanguage = (language: Language) => `${canonical}${head.path.includes('?') ? '&' : '?'}lang=${language}`;
  const image = head.image ? new URL(head.image, url.origin).href : undefined;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    input.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${intlLocale(language)}" href="${escapeHtml(withLanguage(language))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(appName)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${escapeHtml(intlLocale(input.language).replace('-', '_'))}" />`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}" />` : '',
    ...[...(head.crumbs.length > 0 ? [breadcrumbLd(head.crumbs, url.origin)] : []), ...head.jsonLd].map(
      (value) => `<script type="application/ld+json">${jsonLdText(value)}</script>`,
    ),
  ];
  return { html: tags.filter(Boolean).join(''), title, description: head.description };
}
