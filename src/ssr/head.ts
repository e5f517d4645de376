import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Language } from '../../contract/constants';
import type { HeadData } from '../../contract/ssr';
import { urls } from '../../contract/urls';
import type { CatalogueSession } from '../api/queries';
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
  const head: Partial<PageHead> = described.head ?? {};
  return { ...base, ...head, path: head.path ?? base.path, jsonLd: head.jsonLd ?? [], crumbs: described.crumbs };
}

function breadcrumbLd(crumbs: Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: origin + crumb.href })),
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
