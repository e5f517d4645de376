import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { inlineStylesheet, routeAssetTags } from './pages';

/**
 * A server-rendered page names its route's chunk and styles in its head, so that nothing on it
 * waits for its chunk to look right, and hydration does not wait a round trip more.
 */
it("names the matched route's page chunk, the chunks it imports and their styles, not what the template loads", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'route-assets-'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_tray-1.js': { file: 'assets/tray-1.js', css: ['assets/tray-1.css'], imports: ['_react-1.js'] },
      'src/routes/generation.tsx': { file: 'assets/generation-1.js', imports: ['index.html', '_react-1.js', '_tray-1.js'] },
      'src/features/dyno/dyno-section.tsx': { file: 'assets/dyno-1.js' },
    }),
  );
  const template =
    '<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-1.js"><link rel="stylesheet" href="/assets/index-1.css">';
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'tray-1.css'), '.tray{color:red}\n/*# sourceMappingURL=tray-1.css.map */');
  const tags = routeAssetTags(root, template)!;
  // Each matched page names its component module by its manifest key (src/routes/route-kit.ts).
  const html = tags(['src/routes/generation.tsx']);
  // Its styles are written in (nothing to fetch before the first paint); the link stays, disabled, for the loader of lazy chunks.
  expect(html).toContain('<style>.tray{color:red}\n</style><link rel="stylesheet" crossorigin href="/assets/tray-1.css" disabled>');
  expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/generation-1.js">');
  expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/tray-1.js">');
  // Already in the template, or only loaded later (dynamic imports): not repeated.
  expect(html).not.toContain('index-1');
  expect(html).not.toContain('react-1');
  expect(html).not.toContain('dyno-1');
  expect(tags(['src/routes/no-such-page.tsx'])).toBe('');
});

it('gives nothing without a manifest (a build without one, or the dev server)', () => {
  expect(routeAssetTags(mkdtempSync(path.join(tmpdir(), 'route-assets-')), '')).toBeUndefined();
});

it("writes the build's stylesheets into the head, first, in place of their links, so the first paint needs the HTML alone", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'index-1.css'), '.card{color:red}\n/*# sourceMappingURL=index-1.css.map */');
  writeFileSync(path.join(root, 'assets', 'core-1.css'), '.page{margin:0}');
  const template =
    '<html><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><title>x</title>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/core-1.css"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';
  const html = inlineStylesheet(root, template);
  // The links stay, disabled: not fetched, yet the loader of lazy chunks sees the files are there.
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/core-1.css" disabled>');
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>');
  expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(2);
  expect(html).not.toContain('sourceMappingURL');
  // Before the title, the script and its preloads; in the links' order (the cascade is kept).
  expect(html).toMatch(
    /<meta name="viewport" content="width=device-width" \/><style>\.page\{margin:0\}<\/style><style>\.card\{color:red\}\s*<\/style><title>x<\/title><script/,
  );
  // A stylesheet that could close the element, or one that is missing, stays a link.
  writeFileSync(path.join(root, 'assets', 'index-1.css'), '.a::after{content:"</style><script>"}');
  expect(inlineStylesheet(root, template)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  expect(inlineStylesheet(root, template)).not.toContain('</style><script>');
  expect(inlineStylesheet(root, template.replace('index-1.css', 'index-2.css'))).toContain('<link rel="stylesheet" crossorigin href="/assets/index-2.css">');
});
