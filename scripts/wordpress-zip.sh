#!/usr/bin/env bash
# Builds the WordPress plugin's zip for Plugins → Add New → Upload Plugin: one top folder,
# vtdb-catalogue/, holding the plugin. Writes dist-wordpress/vtdb-catalogue.zip.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v zip >/dev/null 2>&1; then
  echo "zip is missing: run bash scripts/ensure-wordpress.sh (or apt-get install zip)." >&2
  exit 1
fi
for file in $(find wordpress/vtdb-catalogue -name '*.php'); do
  if command -v php >/dev/null 2>&1; then php -l "$file" >/dev/null; fi
done
mkdir -p dist-wordpress
rm -f dist-wordpress/vtdb-catalogue.zip
(cd wordpress && zip -q -r -X ../dist-wordpress/vtdb-catalogue.zip vtdb-catalogue -x '*/.DS_Store')
echo "dist-wordpress/vtdb-catalogue.zip: $(unzip -Z1 dist-wordpress/vtdb-catalogue.zip | wc -l) entries"
