import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real WordPress for e2e/wordpress.spec.ts: Debian's wordpress package (installed by
 * scripts/ensure-wordpress.sh), served by `php -S` on a loopback port, on its own MariaDB
 * (`mariadbd` with a temporary data directory on another loopback port). Debian's wp-config.php
 * reads /etc/wordpress/config-<name>.php, <name> from $_SERVER['WORDPRESS_CONFIG']: the router
 * script sets it, and the file, named by port, is removed when the site stops. wp-content is
 * temporary too (uploads, the plugin installed from its zip). WordPress may call no host but
 * 127.0.0.1 (WP_HTTP_BLOCK_EXTERNAL), so it never waits on the internet.
 */

const WORDPRESS = '/usr/share/wordpress';
const MARIADBD = existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : 'mariadbd';

export interface WordPressSite {
  url: string;
  dir: string;
  stop(): Promise<void>;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number, process?: ChildProcess) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (process && process.exitCode !== null) throw new Error(`${what}: the process ended (${process.exitCode})`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`);
}

/** Stops a process started with `detached: true` and everything in its group (php -S's workers). */
function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid) return Promise.resolve();
  const pid = child.pid;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // The group is gone.
    }
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal('SIGKILL'), 10_000);
    const done = () => {
      clearTimeout(timer);
      // Workers may outlive their parent by a moment.
      signal('SIGKILL');
      resolve();
    };
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    signal('SIGTERM');
  });
}

const ROUTER = `<?php
// php -S router for WordPress: Debian's configuration by name, static files as they are, every
// other path to index.php (pretty permalinks), wp-content from its temporary directory.
$_SERVER['WORDPRESS_CONFIG'] = getenv('VTDB_WORDPRESS_CONFIG');
$root = $_SERVER['DOCUMENT_ROOT'];
$path = '/' . ltrim(rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/'), '/');
$content = getenv('VTDB_WP_CONTENT');
if (strpos($path, '/wp-content/') === 0) {
  $file = realpath($content . substr($path, strlen('/wp-content')));
  if ($file && is_file($file) && substr($file, -4) !== '.php') {
    $types = ['css' => 'text/css', 'js' => 'text/javascript', 'svg' => 'image/svg+xml', 'png' => 'image/png', 'jpg' => 'image/jpeg', 'woff2' => 'font/woff2', 'json' => 'application/json'];
    header('Content-Type: ' . ($types[pathinfo($file, PATHINFO_EXTENSION)] ?? 'application/octet-stream'));
    readfile($file);
    return true;
  }
}
if (file_exists($root . $path)) {
  if (is_dir($root . $path)) {
    if (substr($path, -1) !== '/') { header('Location: ' . $path . '/', true, 301); return true; }
    $path .= 'index.php';
  }
  if (substr($path, -4) === '.php' && is_file($root . $path)) {
    chdir(dirname($root . $path));
    $_SERVER['SCRIPT_NAME'] = $_SERVER['PHP_SELF'] = $path;
    $_SERVER['SCRIPT_FILENAME'] = $root . $path;
    require $root . $path;
    return true;
  }
  if (is_file($root . $path)) return false;
}
chdir($root);
$_SERVER['SCRIPT_NAME'] = $_SERVER['PHP_SELF'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
require $root . '/index.php';
`;

/** Starts MariaDB and WordPress (not yet installed) on `port` (WordPress) and `port + 1` (MariaDB). */
export async function startWordPress(port: number): Promise<WordPressSite> {
  const dir = mkdtempSync(path.join(tmpdir(), `vtdb-wordpress-${port}-`));
  const url = `http://127.0.0.1:${port}`;
  const dbPort = port + 1;
  const name = `vtdb-e2e-${port}`;
  const configFile = `/etc/wordpress/config-${name}.php`;
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopProcess(child);
    rmSync(configFile, { force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // MariaDB: its own data directory, socket and port; no grant tables (nothing but this test can reach it).
    const data = path.join(dir, 'db');
    const install = spawnSync(
      'mariadb-install-db',
      ['--no-defaults', `--datadir=${data}`, '--auth-root-authentication-method=normal', '--skip-test-db', '--user=root'],
      { encoding: 'utf8' },
    );
    if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${install.stderr || install.stdout}`);
    const socket = path.join(dir, 'mysqld.sock');
    const mariadb = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${data}`,
        `--port=${dbPort}`,
        '--bind-address=127.0.0.1',
        `--socket=${socket}`,
        `--pid-file=${path.join(dir, 'mysqld.pid')}`,
        `--log-error=${path.join(dir, 'mysqld.log')}`,
        '--user=root',
        '--skip-grant-tables',
        '--innodb-buffer-pool-size=32M',
        '--innodb-log-file-size=8M',
        '--skip-log-bin',
      ],
      { stdio: 'ignore', detached: true },
    );
    children.push(mariadb);
    await waitFor(
      async () => spawnSync('mariadb-admin', ['--no-defaults', `--socket=${socket}`, 'ping'], { encoding: 'utf8' }).status === 0,
      'MariaDB',
      60_000,
      mariadb,
    );
    const created = spawnSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-e', 'CREATE DATABASE wordpress CHARACTER SET utf8mb4'], {
      encoding: 'utf8',
    });
    if (created.status !== 0) throw new Error(`CREATE DATABASE failed: ${created.stderr}`);

    // wp-content: temporary, with Debian's default theme; plugins are installed into it.
    const content = path.join(dir, 'wp-content');
    for (const folder of ['plugins', 'themes', 'uploads', 'upgrade', 'mu-plugins']) mkdirSync(path.join(content, folder), { recursive: true });
    // php -S sends every missing path to index.php, as Apache's or nginx's rewrite would: WordPress
    // cannot detect that, and without it offers only /index.php/… permalinks.
    writeFileSync(path.join(content, 'mu-plugins/e2e-rewrite.php'), "<?php\nadd_filter( 'got_url_rewrite', '__return_true' );\n");
    symlinkSync(path.join(WORDPRESS, 'wp-content/themes/twentytwentythree'), path.join(content, 'themes/twentytwentythree'));
    const salt = () => randomBytes(32).toString('hex');
    const config = `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', '127.0.0.1:${dbPort}');
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_CONTENT_DIR', '${content}');
define('WP_CONTENT_URL', '${url}/wp-content');
define('FS_METHOD', 'direct');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_DEBUG', false);
define('AUTH_KEY', '${salt()}');
define('SECURE_AUTH_KEY', '${salt()}');
define('LOGGED_IN_KEY', '${salt()}');
define('NONCE_KEY', '${salt()}');
define('AUTH_SALT', '${salt()}');
define('SECURE_AUTH_SALT', '${salt()}');
define('LOGGED_IN_SALT', '${salt()}');
define('NONCE_SALT', '${salt()}');
`;
    try {
      writeFileSync(configFile, config);
    } catch (error) {
      throw new Error(`Cannot write ${configFile} (Debian's WordPress reads its configuration there): run the e2e tests as root.`, { cause: error });
    }
    const router = path.join(dir, 'router.php');
    writeFileSync(router, ROUTER);
    const php = spawn('php', ['-d', 'upload_max_filesize=8M', '-d', 'post_max_size=8M', '-S', `127.0.0.1:${port}`, '-t', WORDPRESS, router], {
      env: { ...process.env, VTDB_WORDPRESS_CONFIG: name, VTDB_WP_CONTENT: content, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: 'ignore',
      detached: true,
    });
    children.push(php);
    await waitFor(async () => (await fetch(`${url}/wp-admin/install.php`)).status === 200, 'WordPress', 30_000, php);
    return { url, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Installs WordPress as its own installer does it (wp-admin/install.php, over HTTP). */
export async function installWordPress(site: WordPressSite, admin: { user: string; password: string }) {
  const form = new URLSearchParams({
    weblog_title: 'Example Performance Workshop',
    user_name: admin.user,
    admin_password: admin.password,
    admin_password2: admin.password,
    pw_weak: 'on',
    admin_email: 'admin@workshop.example',
    blog_public: '1',
    Submit: 'Install WordPress',
    language: '',
  });
  const response = await fetch(`${site.url}/wp-admin/install.php?step=2`, { method: 'POST', body: form });
  const text = await response.text();
  if (!response.ok || !/Success!|Erfolg|wp-login\.php/.test(text)) throw new Error(`WordPress did not install: ${response.status} ${text.slice(0, 500)}`);
}
