<?php
/**
 * Plugin Name:       Vehicle Tuning Catalogue
 * Description:       Shows the vehicle tuning catalogue on a page (shortcode [vtdb_catalogue] or the Catalogue block), gives every vehicle a clean URL under that page, and puts each vehicle's title, description, canonical, Open Graph and JSON-LD into this site's own head and sitemap.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.0
 * License:           GPL-2.0-or-later
 * Text Domain:       vtdb-catalogue
 * Domain Path:       /languages
 *
 * @package VTDB_Catalogue
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'VTDB_CATALOGUE_VERSION', '0.1.0' );
define( 'VTDB_CATALOGUE_FILE', __FILE__ );
define( 'VTDB_CATALOGUE_DIR', plugin_dir_path( __FILE__ ) );

require_once VTDB_CATALOGUE_DIR . 'includes/class-vtdb-catalogue-settings.php';
require_once VTDB_CATALOGUE_DIR . 'includes/class-vtdb-catalogue-client.php';
require_once VTDB_CATALOGUE_DIR . 'includes/class-vtdb-catalogue-routes.php';
require_once VTDB_CATALOGUE_DIR . 'includes/class-vtdb-catalogue-embed.php';
require_once VTDB_CATALOGUE_DIR . 'includes/class-vtdb-catalogue-seo.php';
require_once VTDB_CATALOGUE_DIR . 'includes/class-vtdb-catalogue-notices.php';

add_action(
	'init',
	static function () {
		load_plugin_textdomain( 'vtdb-catalogue', false, dirname( plugin_basename( VTDB_CATALOGUE_FILE ) ) . '/languages' );
	}
);

VTDB_Catalogue_Settings::init();
VTDB_Catalogue_Routes::init();
VTDB_Catalogue_Embed::init();
VTDB_Catalogue_SEO::init();
VTDB_Catalogue_Notices::init();

add_action(
	'init',
	static function () {
		if ( function_exists( 'wp_register_sitemap_provider' ) && VTDB_Catalogue_Settings::get( 'seo' ) ) {
			require_once VTDB_CATALOGUE_DIR . 'includes/class-vtdb-catalogue-sitemap.php';
			wp_register_sitemap_provider( 'vtdb', new VTDB_Catalogue_Sitemap() );
		}
	}
);

register_activation_hook(
	__FILE__,
	static function () {
		VTDB_Catalogue_Routes::add_rules();
		flush_rewrite_rules();
	}
);

register_deactivation_hook(
	__FILE__,
	static function () {
		flush_rewrite_rules();
	}
);
