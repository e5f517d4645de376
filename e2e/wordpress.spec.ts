import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { APP_PORT, WORDPRESS_PORT } from '../playwright.config';
import { installWordPress, startWordPress, type WordPressSite } from './support/wordpress';

/**
 * The WordPress plugin (wordpress/vtdb-catalogue/) on a real WordPress: Debian's package on its
 * own MariaDB (e2e/support/wordpress.ts), installed through its installer, the plugin uploaded as
 * `npm run wordpress:zip` builds it, configured through its settings page, a page with the
 * shortcode. Then a visitor opens a vehicle's clean URL: the widget shows the engine, and the
 * host page's own title, canonical and JSON-LD name it; an unknown vehicle is a 404 on the host.
 */

test.describe.configure({ mode: 'serial' });

const PLUGIN = path.resolve('wordpress/vtdb-catalogue');
const ZIP = path.resolve('dist-wordpress/vtdb-catalogue.zip');
const ADMIN = { user: 'admin', password: 'a long test password for the e2e site' };
const CATALOGUE = `http://127.0.0.1:${APP_PORT}`;
const ENGINE = 'Audi A4 B5 1.8T 150hp 210Nm';
const SLUG_PATH = '/catalogue/cars-lcv/audi/a4/b5-1994/1-8t-150hp-210nm/';

let site: WordPressSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  execFileSync('bash', ['scripts/wordpress-zip.sh'], { stdio: 'ignore' });
  site = await startWordPress(WORDPRESS_PORT);
  await installWordPress(site, ADMIN);
});

test.afterAll(async () => {
  await site?.stop();
});

// WordPress's pages ask other hosts (avatars, emoji): nothing leaves this machine.
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

function phpFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return phpFiles(file);
    return file.endsWith('.php') ? [file] : [];
  });
}

async function logIn(page: Page) {
  await page.goto(`${site.url}/wp-login.php`, { waitUntil: 'domcontentloaded' });
  await page.locator('#user_login').fill(ADMIN.user);
  await page.locator('#user_pass').fill(ADMIN.password);
  await page.locator('#wp-submit').click();
  await page.waitForURL(/\/wp-admin\//, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await expect(page.locator('#wpadminbar')).toBeVisible();
}

async function saveSettings(page: Page, url: string) {
  await page.goto(`${site.url}/wp-admin/options-general.php?page=vtdb-catalogue`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Catalogue URL').fill(url);
  await page.getByLabel('Language').selectOption('en');
  await page.getByLabel('SEO sync').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
}

/** A visitor who is not logged in (no admin bar, what a search engine sees). */
async function visitor(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en-GB' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  return { context, page: await context.newPage() };
}

test('every PHP file of the plugin passes php -l', () => {
  const files = phpFiles(PLUGIN);
  expect(files.length).toBeGreaterThanOrEqual(8);
  for (const file of files) expect(execFileSync('php', ['-l', file], { encoding: 'utf8' }), file).toContain('No syntax errors');
});

test('the plugin installs from its zip and is configured in its settings page; the admin notice says when the catalogue cannot be reached', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logIn(page);
  await page.goto(`${site.url}/wp-admin/plugin-install.php?tab=upload`, { waitUntil: 'domcontentloaded' });
  await page.locator('#pluginzip').setInputFiles(ZIP);
  await page.locator('#install-plugin-submit').click();
  await expect(page.getByText('Plugin installed successfully.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Activate Plugin' }).click();
  await expect(page.getByText('Plugin activated.')).toBeVisible();
  await expect(page.locator('.vtdb-catalogue-notice')).toContainText('has no URL yet');

  // Pretty permalinks ("Post name"): the clean URLs are rewrite rules.
  await page.goto(`${site.url}/wp-admin/options-permalink.php`, { waitUntil: 'domcontentloaded' });
  await page.locator('input[name="selection"][value="/%postname%/"]').check();
  await page.locator('#submit').click();
  await expect(page.getByText('Permalink structure updated.')).toBeVisible();

  // A catalogue where none listens: the notice says so.
  await saveSettings(page, `http://127.0.0.1:${WORDPRESS_PORT + 4}`);
  await expect(page.locator('.vtdb-catalogue-notice')).toContainText('cannot be reached');
  // The e2e catalogue allows this site (VTDB_ALLOWED_ORIGINS in playwright.config.ts): no notice.
  await saveSettings(page, CATALOGUE);
  await expect(page.locator('.vtdb-catalogue-notice')).toHaveCount(0);

  // The page with the shortcode, through WordPress's own REST API as the editor would save it.
  const nonce = await (await page.request.get(`${site.url}/wp-admin/admin-ajax.php?action=rest-nonce`)).text();
  const created = await page.request.post(`${site.url}/?rest_route=/wp/v2/pages`, {
    headers: { 'X-WP-Nonce': nonce },
    data: {
      title: 'Catalogue',
      slug: 'catalogue',
      status: 'publish',
      // The shortcode in a wide group: the theme's text column (650 px) would be narrow for the catalogue's tables.
      content:
        '<!-- wp:group {"align":"wide","layout":{"type":"constrained","contentSize":"1200px"}} --><div class="wp-block-group alignwide"><!-- wp:shortcode -->[vtdb_catalogue]<!-- /wp:shortcode --></div><!-- /wp:group -->',
    },
  });
  expect(created.status()).toBe(201);
});

test("a vehicle's clean URL: the widget shows the engine, the host page's title, canonical and JSON-LD name it", async ({ browser }) => {
  const { context, page } = await visitor(browser, 1366, 900);
  try {
    const response = await page.goto(`${site.url}${SLUG_PATH}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${ENGINE} – Example Performance Workshop`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${SLUG_PATH}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${ENGINE} 150\\s*hp`));
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${site.url}${SLUG_PATH}`);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', `${site.url}${SLUG_PATH}?vtdb_lang=de`);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const vehicle = jsonLd.find((item) => item['@type'] === 'Vehicle');
    expect(vehicle).toMatchObject({ name: ENGINE, url: `${site.url}${SLUG_PATH}` });
    // The breadcrumbs point at this site's clean URLs, not at the catalogue.
    const crumbs = jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${site.url}/catalogue/`,
      `${site.url}/catalogue/cars-lcv/`,
      `${site.url}/catalogue/cars-lcv/audi/`,
      `${site.url}/catalogue/cars-lcv/audi/a4/`,
      `${site.url}/catalogue/cars-lcv/audi/a4/b5-1994/`,
      `${site.url}${SLUG_PATH}`,
    ]);

    const widget = page.frameLocator('iframe[title="Vehicle tuning catalogue"]');
    await expect(widget.getByRole('heading', { level: 1, name: ENGINE })).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: 'screenshots/wordpress-desktop.png', fullPage: false });
    // The address stays the clean URL (embed.js's ?catalogue= is taken off); browsing inside the
    // widget makes it the id path of what the widget shows, which answers 301 to its slug URL.
    await expect(page).toHaveURL(`${site.url}${SLUG_PATH}`);
    await widget.getByRole('link', { name: 'B5' }).first().click();
    await expect(widget.getByRole('heading', { level: 1, name: /B5/ })).toBeVisible();
    await expect(page).toHaveURL(`${site.url}/catalogue/types/1/manufacturers/4/models/40/generations/60/`);
    const reload = await page.request.get(page.url(), { maxRedirects: 0 });
    expect(reload.status()).toBe(301);
    expect(reload.headers().location).toBe(`${site.url}/catalogue/cars-lcv/audi/a4/b5-1994/`);
  } finally {
    await context.close();
  }
});

test('the same page on a phone (360 px)', async ({ browser }) => {
  const { context, page } = await visitor(browser, 360, 740);
  try {
    await page.goto(`${site.url}${SLUG_PATH}`);
    const widget = page.frameLocator('iframe[title="Vehicle tuning catalogue"]');
    await expect(widget.getByRole('heading', { level: 1, name: ENGINE })).toBeVisible({ timeout: 20_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.locator('iframe[title="Vehicle tuning catalogue"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/wordpress-phone.png', fullPage: false });
  } finally {
    await context.close();
  }
});

test('an unknown vehicle is a 404 on the host; the id path and wrong ancestors answer 301 to the slug URL', async ({ request }) => {
  for (const unknown of [
    '/catalogue/cars-lcv/audi/a4/b5-1994/no-such-engine/',
    '/catalogue/cars-lcv/no-such-make/',
    '/catalogue/types/1/manufacturers/4/models/40/generations/60/engines/1/',
  ]) {
    const response = await request.get(`${site.url}${unknown}`, { maxRedirects: 0 });
    expect(response.status(), unknown).toBe(404);
    expect(await response.text()).not.toContain('iframe');
  }
  const byId = await request.get(`${site.url}/catalogue/types/1/manufacturers/4/models/40/generations/60/engines/615/`, { maxRedirects: 0 });
  expect(byId.status()).toBe(301);
  expect(byId.headers().location).toBe(`${site.url}${SLUG_PATH}`);
  const wrongAncestors = await request.get(`${site.url}/catalogue/types/2/manufacturers/4/models/40/`, { maxRedirects: 0 });
  expect(wrongAncestors.status()).toBe(301);
  expect(wrongAncestors.headers().location).toBe(`${site.url}/catalogue/cars-lcv/audi/a4/`);
});

test("the vehicles are in WordPress's own sitemap, in pages of at most 2,000", async ({ request }) => {
  const index = await (await request.get(`${site.url}/wp-sitemap.xml`)).text();
  const pages = [...index.matchAll(/<loc>([^<]*wp-sitemap-vtdb-vehicles-(\d+)\.xml)<\/loc>/g)];
  expect(pages.length, index).toBeGreaterThan(10);
  const first = await (await request.get(pages[0]![1]!)).text();
  const urls = [...first.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(urls).toHaveLength(2000);
  expect(urls[0]).toBe(`${site.url}/catalogue/cars-lcv/`);
  expect(urls).toContain(`${site.url}/catalogue/cars-lcv/audi/a4/b5-1994/`);
  const all = await Promise.all(pages.map(async ([, url]) => [...(await (await request.get(url!)).text()).matchAll(/<loc>/g)].length));
  expect(all.slice(0, -1).every((count) => count === 2000)).toBe(true);
  const everything = (await Promise.all(pages.map(async ([, url]) => (await (await request.get(url!)).text()).includes(`${site.url}${SLUG_PATH}`)))).some(
    Boolean,
  );
  expect(everything).toBe(true);
});
