import type { FastifyInstance } from 'fastify';
import type { Segment } from '../demo/catalogue/data/types';
import type { Catalogue } from '../demo/catalogue/model';
import { hashString } from '../demo/catalogue/random';

/**
 * Drawn placeholders for the logos and photos the demo catalogue names, so the demo shows no
 * broken image offline: a monogram badge per manufacturer (light and dark variants) and a
 * silhouette per vehicle segment, tinted per record. Only names the catalogue knows are drawn;
 * nothing from the URL reaches the SVG text.
 */

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
};

/** A well-spread hue from a name (FNV's low bits alone repeat). */
function hueOf(text: string): number {
  let hash = hashString(text);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return (hash >>> 0) % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The letters a name offers for a monogram, best first: its initials, then its first letter with
 * each later consonant, then with each later letter, then three letters.
 */
function monogramCandidates(name: string): string[] {
  const clean = name.replace(/[^\p{L}\p{N} -]/gu, '').toUpperCase();
  const words = clean.split(/[\s-]+/).filter(Boolean);
  const candidates: string[] = [];
  // A short all-capitals name is its own monogram (BMW, KTM, DS).
  if (words.length === 1 && /^[\p{Lu}\p{N}]{2,3}$/u.test(name)) candidates.push(clean);
  if (words.length > 1) candidates.push(words[0]![0]! + words[1]![0]!);
  const letters = [...words.join('')];
  const first = letters[0] ?? '?';
  const rest = letters.slice(1);
  candidates.push(first + (rest[0] ?? ''));
  for (const letter of rest) if (!/[AEIOUY\p{N}]/u.test(letter)) candidates.push(first + letter);
  for (const letter of rest) candidates.push(first + letter);
  for (const word of words.slice(2)) candidates.push(words[0]![0]! + word[0]!);
  // Three letters when two run out: the first two letters with each later consonant (Moto Guzzi: "MOG", Smart: "SMR").
  if (words.length > 1 && words[0]!.length > 1) candidates.push(words[0]!.slice(0, 2) + words[1]![0]!);
  const consonants = rest.slice(1).filter((letter) => !/[AEIOUY\p{N}]/u.test(letter));
  for (const letter of consonants) candidates.push(first + (rest[0] ?? '') + letter);
  return [...new Set(candidates.filter((candidate) => candidate.length >= 2))];
}

/**
 * One monogram per name, distinct within the list (Volkswagen and Volvo do not share "VO"):
 * names in alphabetical order each take their first candidate not yet taken; a name that runs
 * out of letters gets its first letter and a number. The same list gives the same monograms.
 */
export function monograms(names: Iterable<string>): Map<string, string> {
  const unique = [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));
  const taken = new Set<string>();
  const result = new Map<string, string>();
  // First the names whose best candidate nobody else wants as theirs, so "Audi" keeps "AU".
  const firstChoice = new Map<string, number>();
  for (const name of unique) {
    const best = monogramCandidates(name)[0] ?? '?';
    firstChoice.set(best, (firstChoice.get(best) ?? 0) + 1);
  }
  for (const name of unique) {
    const best = monogramCandidates(name)[0] ?? '?';
    if (firstChoice.get(best) === 1) {
      result.set(name, best);
      taken.add(best);
    }
  }
  for (const name of unique) {
    if (result.has(name)) continue;
    const candidates = monogramCandidates(name);
    let chosen = candidates.find((candidate) => !taken.has(candidate));
    for (let number = 2; !chosen; number += 1) if (!taken.has(`${candidates[0]?.[0] ?? '?'}${number}`)) chosen = `${candidates[0]?.[0] ?? '?'}${number}`;
    result.set(name, chosen);
    taken.add(chosen);
  }
  return result;
}

export function logoSvg(name: string, monogram: string, dark: boolean): string {
  const hue = hueOf(name);
  const ring = `hsl(${hue} 55% ${dark ? 70 : 35}%)`;
  const text = dark ? '#f4f6fa' : '#1b2330';
  const fill = dark ? '#1f2937' : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(name)}">
<circle cx="48" cy="48" r="44" fill="${fill}" stroke="${ring}" stroke-width="6"/>
<text x="48" y="58" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="30" fill="${text}">${escapeXml(monogram)}</text>
</svg>`;
}

const PLACEHOLDER_LOGO = (dark: boolean) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<circle cx="48" cy="48" r="44" fill="${dark ? '#1f2937' : '#f1f3f6'}" stroke="${dark ? '#4b5563' : '#c5ccd6'}" stroke-width="4" stroke-dasharray="8 6"/>
</svg>`;

/** Side views, drawn in a 160 x 90 box. */
const SILHOUETTES: Record<string, string> = {
  car: 'M18 62 L26 46 Q30 40 40 38 L62 30 Q70 27 84 27 L104 28 Q114 29 122 36 L134 46 Q146 48 148 56 L148 64 L18 64 Z',
  suv: 'M16 64 L18 44 Q20 34 32 32 L52 24 Q58 21 70 21 L116 21 Q124 21 128 28 L136 42 Q148 44 148 54 L148 64 Z',
  van: 'M14 64 L14 26 Q14 18 24 18 L106 18 Q116 18 122 26 L138 44 Q148 46 148 56 L148 64 Z',
  bike: 'M30 60 L60 40 L92 40 L106 30 L118 32 L104 44 L130 60 L120 62 L100 50 L70 52 L48 62 Z',
  truck: 'M10 64 L10 20 L98 20 L98 64 Z M102 64 L102 30 L124 30 Q132 30 136 38 L146 52 L148 64 Z',
  bus: 'M10 64 L10 22 Q10 16 18 16 L140 16 Q148 16 148 26 L148 64 Z',
  tractor: 'M20 60 L24 40 L56 40 L60 20 L96 20 L100 40 L132 42 L136 60 Z',
  boat: 'M12 50 L148 50 L132 66 L30 66 Z M52 50 L60 34 L104 34 L112 50 Z',
  atv: 'M24 58 L36 42 L70 40 L82 32 L104 32 L116 44 L136 48 L136 58 Z',
};

const WHEELS: Record<string, [number, number][]> = {
  car: [
    [44, 64],
    [120, 64],
  ],
  suv: [
    [42, 64],
    [122, 64],
  ],
  van: [
    [36, 64],
    [124, 64],
  ],
  bike: [
    [40, 62],
    [122, 62],
  ],
  truck: [
    [30, 64],
    [78, 64],
    [126, 64],
  ],
  bus: [
    [34, 64],
    [126, 64],
  ],
  tractor: [
    [44, 60],
    [118, 62],
  ],
  atv: [
    [42, 60],
    [120, 60],
  ],
};

function silhouetteFor(segment: Segment): string {
  if (segment.startsWith('bike')) return 'bike';
  if (segment === 'suv' || segment === 'pickup') return 'suv';
  if (segment === 'van' || segment === 'mpv') return 'van';
  if (segment === 'truck-light' || segment === 'truck-heavy') return 'truck';
  if (segment === 'bus') return 'bus';
  if (segment.startsWith('tractor') || segment === 'harvester') return 'tractor';
  if (segment === 'outboard' || segment === 'inboard' || segment === 'pwc') return 'boat';
  if (segment === 'atv') return 'atv';
  return 'car';
}

export function photoSvg(segment: Segment, seed: string): string {
  const hue = hueOf(seed);
  const kind = silhouetteFor(segment);
  const wheels = (WHEELS[kind] ?? [])
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="${kind === 'tractor' && cx < 60 ? 14 : 10}" fill="#222a35" stroke="#9aa4b2" stroke-width="3"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" width="320" height="180">
<rect width="160" height="90" fill="hsl(${hue} 30% 94%)"/>
<rect y="68" width="160" height="22" fill="hsl(${hue} 15% 84%)"/>
<path d="${SILHOUETTES[kind]}" fill="hsl(${hue} 55% 42%)"/>
${wheels}
</svg>`;
}

const PLACEHOLDER_PHOTO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" width="320" height="180">
<rect width="160" height="90" fill="#eef1f5"/><path d="M60 58 L74 40 L86 52 L94 44 L108 58 Z" fill="#c5ccd6"/><circle cx="98" cy="34" r="5" fill="#c5ccd6"/>
</svg>`;

export async function mediaRoutes(app: FastifyInstance, { catalogue }: { catalogue: Catalogue }) {
  const bySlug = new Map(catalogue.manufacturers.map((item) => [item.slug, item.name]));
  const monogramOf = monograms(bySlug.values());
  const segments = new Set<string>(catalogue.models.map((item) => item.segment));

  app.get('/media/logos/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^([a-z0-9-]+?)(-dark)?\.svg$/.exec(file);
    if (!match) return reply.code(404).headers(SVG_HEADERS).send(PLACEHOLDER_LOGO(false));
    const [, slug = '', dark] = match;
    const name = bySlug.get(slug);
    if (!name)
      return reply
        .code(slug === 'placeholder' ? 200 : 404)
        .headers(SVG_HEADERS)
        .send(PLACEHOLDER_LOGO(Boolean(dark)));
    return reply.headers(SVG_HEADERS).send(logoSvg(name, monogramOf.get(name) ?? '?', Boolean(dark)));
  });

  app.get('/media/photos/placeholder.svg', async (_request, reply) => reply.headers(SVG_HEADERS).send(PLACEHOLDER_PHOTO));

  app.get('/media/photos/:segment/:file', async (request, reply) => {
    const { segment, file } = request.params as { segment: string; file: string };
    const match = /^([mg])(\d{1,16})\.svg$/.exec(file);
    if (!segments.has(segment) || !match) return reply.code(404).headers(SVG_HEADERS).send(PLACEHOLDER_PHOTO);
    return reply.headers(SVG_HEADERS).send(photoSvg(segment as Segment, `${match[1]}${match[2]}`));
  });
}
