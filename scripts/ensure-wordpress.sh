#!/usr/bin/env bash
# Makes sure the e2e test of the WordPress plugin (e2e/wordpress.spec.ts) has a real WordPress:
# Debian's wordpress package (PHP 8.2) with its default theme, MariaDB, PHP's command line (the test serves WordPress
# with `php -S`) with its MySQL driver and SimpleXML (WordPress's sitemaps), and `zip` for `npm run wordpress:zip`. Installs what is
# missing with apt-get when possible. Nothing is started here and no service is enabled: the
# test starts its own MariaDB and PHP on loopback ports with temporary data, and stops them.
set -euo pipefail
# shellcheck source=scripts/apt-install.sh
source "$(dirname "$0")/apt-install.sh"

missing=()
[ -f /usr/share/wordpress/wp-settings.php ] || missing+=(wordpress)
# The theme Debian recommends with it (WordPress 6.1's default); --no-install-recommends below skips it otherwise.
[ -f /usr/share/wordpress/wp-content/themes/twentytwentythree/style.css ] || missing+=(wordpress-theme-twentytwentythree)
command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
command -v php >/dev/null 2>&1 || missing+=(php-cli)
if command -v php >/dev/null 2>&1 && ! php -m 2>/dev/null | grep -qi '^mysqli$'; then missing+=(php-mysql); fi
# SimpleXML: WordPress's sitemaps (wp-sitemap.xml) need it.
if command -v php >/dev/null 2>&1 && ! php -m 2>/dev/null | grep -qi '^simplexml$'; then missing+=(php-xml); fi
command -v zip >/dev/null 2>&1 || missing+=(zip)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
# php-mysql pulls PHP itself; keep the list to what is asked.
if [[ " ${missing[*]} " == *" php-cli "* ]]; then missing+=(php-mysql php-xml); fi

echo "The WordPress e2e test needs ${missing[*]}: installing Debian's packages (about a minute)..." >&2
apt_install "${missing[*]}" "Install them yourself: apt-get install wordpress wordpress-theme-twentytwentythree mariadb-server php-cli php-mysql php-xml zip (WordPress 6.1+, MariaDB 10.11+, PHP 8.2 with mysqli)." --no-install-recommends "${missing[@]}"
if [ -f /usr/share/wordpress/wp-settings.php ] && [ -f /usr/share/wordpress/wp-content/themes/twentytwentythree/style.css ] && command -v php >/dev/null 2>&1 && php -m | grep -qi '^mysqli$' && { command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ]; }; then
  echo "Installed: WordPress $(sed -n "s/^\$wp_version = '\(.*\)';/\1/p" /usr/share/wordpress/wp-includes/version.php), $(php -r 'echo "PHP ", PHP_VERSION;'), $(/usr/sbin/mariadbd --version 2>/dev/null | head -n 1)" >&2
  exit 0
fi
echo "Could not install ${missing[*]}. Install them yourself: apt-get install wordpress wordpress-theme-twentytwentythree mariadb-server php-cli php-mysql php-xml zip" >&2
exit 1
