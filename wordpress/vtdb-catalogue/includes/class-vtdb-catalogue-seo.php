<?php
/**
 * SEO sync: a vehicle's head from the catalogue's /seo in this site's own head.
 *
 * @package VTDB_Catalogue
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * On a clean URL under the catalogue page, asks the catalogue's GET /seo (server-side, cached in
 * a transient for the catalogue's Cache-Control max-age) and:
 *
 * - answers 404 for a vehicle the catalogue does not have, 301 to the canonical clean URL for an
 *   id path or a record under the wrong ancestors;
 * - replaces the page's title (pre_get_document_title, document_title_parts);
 * - prints the description, canonical, hreflang alternates, Open Graph, Twitter card and JSON-LD
 *   into wp_head, every catalogue URL in them turned into this site's clean URL;
 * - removes WordPress's own canonical and shortlink for that request, and switches off the
 *   canonical, description, title and Open Graph output of Yoast SEO and Rank Math for it
 *   (through their filters), so the page has one of each.
 */
class VTDB_Catalogue_SEO {

	/**
	 * This request's catalogue page: { path, slug, head }.
	 *
	 * @var array|null
	 */
	private static $current = null;

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'template_redirect', array( __CLASS__, 'route' ), 1 );
	}

	/**
	 * This request's catalogue page, when the URL is a clean URL that names one.
	 *
	 * @return array|null
	 */
	public static function current() {
		return self::$current;
	}

	/**
	 * Resolves the clean URL; 404 or 301 where the catalogue says so; takes over the head.
	 */
	public static function route() {
		$raw = (string) get_query_var( VTDB_Catalogue_Routes::QUERY_VAR );
		if ( '' === $raw || ! is_page( VTDB_Catalogue_Routes::page_id() ) ) {
			return;
		}
		$resolved = VTDB_Catalogue_Routes::resolve( $raw );
		if ( null === $resolved ) {
			self::not_found();
			return;
		}
		if ( is_wp_error( $resolved ) ) {
			// The catalogue cannot be asked: the page shows the widget, which says so itself.
			return;
		}
		self::$current = array(
			'path' => $resolved['path'],
			'slug' => $resolved['slug'],
			'head' => null,
		);
		if ( ! VTDB_Catalogue_Settings::get( 'seo' ) ) {
			return;
		}
		$language = VTDB_Catalogue_Embed::language();
		$seo      = VTDB_Catalogue_Client::seo( $resolved['path'], $language );
		if ( is_wp_error( $seo ) ) {
			return;
		}
		$status = (int) $seo['status'];
		if ( 404 === $status ) {
			self::$current = null;
			self::not_found();
			return;
		}
		if ( in_array( $status, array( 301, 308 ), true ) && isset( $seo['location'] ) ) {
			$slug = VTDB_Catalogue_Routes::slug_path( (string) $seo['location'] );
			if ( is_string( $slug ) ) {
				self::redirect( $slug );
			}
			return;
		}
		if ( 200 !== $status || ! isset( $seo['title'], $seo['path'] ) ) {
			return;
		}
		if ( 'id' === $resolved['form'] ) {
			$slug = VTDB_Catalogue_Routes::slug_path( $resolved['path'] );
			if ( is_string( $slug ) ) {
				self::redirect( $slug );
			}
			return;
		}
		self::$current['head'] = $seo;
		self::take_over_head();
	}

	/**
	 * 301 to a slug path's clean URL, keeping the chosen language.
	 *
	 * @param string $slug The slug path.
	 */
	private static function redirect( $slug ) {
		$url      = VTDB_Catalogue_Routes::url( $slug );
		$language = sanitize_key( (string) get_query_var( 'vtdb_lang' ) );
		if ( in_array( $language, VTDB_Catalogue_Settings::LANGUAGES, true ) ) {
			$url = add_query_arg( 'vtdb_lang', $language, $url );
		}
		wp_safe_redirect( $url, 301, 'vtdb-catalogue' );
		exit;
	}

	/**
	 * This request is a 404 (the theme's 404 template, a 404 status, not cached).
	 */
	private static function not_found() {
		global $wp_query;
		$wp_query->set_404();
		status_header( 404 );
		nocache_headers();
	}

	/**
	 * The filters and actions that put the vehicle's head in place of the page's.
	 */
	private static function take_over_head() {
		add_filter( 'pre_get_document_title', array( __CLASS__, 'document_title' ), 99 );
		add_filter( 'document_title_parts', array( __CLASS__, 'title_parts' ), 99 );
		remove_action( 'wp_head', 'rel_canonical' );
		remove_action( 'wp_head', 'wp_shortlink_wp_head', 10 );
		add_action( 'wp_head', array( __CLASS__, 'print_head' ), 1 );
		// Yoast SEO and Rank Math print their own canonical, description, title and Open Graph: not for this page.
		foreach ( array( 'wpseo_canonical', 'wpseo_metadesc', 'wpseo_opengraph_url', 'wpseo_opengraph_title', 'wpseo_opengraph_desc', 'wpseo_json_ld_output', 'rank_math/frontend/canonical', 'rank_math/frontend/description', 'rank_math/json_ld' ) as $hook ) {
			add_filter( $hook, '__return_false', 99 );
		}
		add_filter( 'wpseo_frontend_presenters', array( __CLASS__, 'yoast_presenters' ), 99 );
		add_filter( 'rank_math/frontend/title', array( __CLASS__, 'document_title' ), 99 );
		add_filter( 'rank_math/opengraph/facebook/og_title', '__return_false', 99 );
	}

	/**
	 * Yoast SEO's head: only its presenters this page does not replace.
	 *
	 * @param array $presenters Yoast's presenters.
	 * @return array
	 */
	public static function yoast_presenters( $presenters ) {
		return array_values(
			array_filter(
				(array) $presenters,
				static function ( $presenter ) {
					$class = is_object( $presenter ) ? get_class( $presenter ) : '';
					return ! preg_match( '/(Canonical|Meta_Description|Open_Graph|Twitter|Title|Schema)/', $class );
				}
			)
		);
	}

	/**
	 * The vehicle's title with the site's name, escaped: "Audi A4 B5 1.8T 150hp 210Nm – Workshop".
	 *
	 * @return string
	 */
	public static function document_title() {
		$parts = self::title_parts( array() );
		$sep   = apply_filters( 'document_title_separator', '-' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- WordPress's own filter.
		// As wp_get_document_title() finishes its own (its early return prints ours as it is).
		return esc_html( convert_chars( wptexturize( implode( " $sep ", array_filter( array( $parts['title'], $parts['site'] ?? '' ) ) ) ) ) );
	}

	/**
	 * The title's parts: the vehicle, then the site.
	 *
	 * @param array $parts WordPress's parts.
	 * @return array
	 */
	public static function title_parts( $parts ) {
		return array(
			'title' => (string) self::$current['head']['pageTitle'],
			'site'  => get_bloginfo( 'name', 'display' ),
		);
	}

	/**
	 * This site's URL for a catalogue URL of this page or one of its ancestors (the breadcrumbs).
	 *
	 * @param string $url A URL on the catalogue.
	 * @param string $origin The catalogue's origin in the head.
	 * @return string
	 */
	private static function local_url( $url, $origin ) {
		$head = self::$current['head'];
		if ( ! is_string( $url ) || 0 !== strpos( $url, $origin . '/' ) ) {
			return $url;
		}
		$path = substr( $url, strlen( $origin ) );
		if ( '/' === $path ) {
			return get_permalink( VTDB_Catalogue_Routes::page_id() );
		}
		// An ancestor's id path is a prefix of this page's: its slug path is the same number of segments.
		$ids   = explode( '/', trim( (string) $head['path'], '/' ) );
		$asked = explode( '/', trim( $path, '/' ) );
		$slugs = explode( '/', trim( (string) self::$current['slug'], '/' ) );
		if ( count( $asked ) % 2 === 0 && array_slice( $ids, 0, count( $asked ) ) === $asked ) {
			return VTDB_Catalogue_Routes::url( '/' . implode( '/', array_slice( $slugs, 0, count( $asked ) / 2 ) ) );
		}
		return $url;
	}

	/**
	 * Every catalogue URL in the JSON-LD turned into this site's.
	 *
	 * @param mixed  $value  A JSON-LD value.
	 * @param string $origin The catalogue's origin in the head.
	 * @return mixed
	 */
	private static function localise( $value, $origin ) {
		if ( is_array( $value ) ) {
			foreach ( $value as $key => $item ) {
				$value[ $key ] = self::localise( $item, $origin );
			}
			return $value;
		}
		return is_string( $value ) ? self::local_url( $value, $origin ) : $value;
	}

	/**
	 * The head's tags.
	 */
	public static function print_head() {
		$head      = self::$current['head'];
		$canonical = VTDB_Catalogue_Routes::url( self::$current['slug'] );
		$origin    = (string) wp_parse_url( (string) $head['canonical'], PHP_URL_SCHEME ) . '://' . (string) wp_parse_url( (string) $head['canonical'], PHP_URL_HOST );
		$port      = wp_parse_url( (string) $head['canonical'], PHP_URL_PORT );
		if ( $port ) {
			$origin .= ':' . $port;
		}
		$language = VTDB_Catalogue_Embed::language();
		$own      = VTDB_Catalogue_Settings::get( 'language' ) === $language ? $canonical : add_query_arg( 'vtdb_lang', $language, $canonical );

		echo "\n<!-- Vehicle catalogue: SEO sync -->\n";
		echo '<meta name="description" content="' . esc_attr( $head['description'] ) . '" />' . "\n";
		echo '<link rel="canonical" href="' . esc_url( $own ) . '" />' . "\n";
		foreach ( (array) $head['alternates'] as $alternate ) {
			if ( ! is_array( $alternate ) || ! isset( $alternate['hreflang'] ) ) {
				continue;
			}
			$code = $alternate['language'] ?? null;
			$href = ( null === $code || VTDB_Catalogue_Settings::get( 'language' ) === $code ) ? $canonical : add_query_arg( 'vtdb_lang', $code, $canonical );
			echo '<link rel="alternate" hreflang="' . esc_attr( $alternate['hreflang'] ) . '" href="' . esc_url( $href ) . '" />' . "\n";
		}
		$open_graph              = (array) $head['openGraph'];
		$open_graph['url']       = $own;
		$open_graph['site_name'] = get_bloginfo( 'name', 'display' );
		foreach ( $open_graph as $name => $value ) {
			$content = 'url' === $name || 'image' === $name ? esc_url( $value ) : esc_attr( $value );
			echo '<meta property="og:' . esc_attr( $name ) . '" content="' . $content . '" />' . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped just above.
		}
		foreach ( (array) $head['twitter'] as $name => $value ) {
			$content = 'image' === $name ? esc_url( $value ) : esc_attr( $value );
			echo '<meta name="twitter:' . esc_attr( $name ) . '" content="' . $content . '" />' . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped just above.
		}
		foreach ( (array) $head['jsonLd'] as $item ) {
			$item = self::localise( $item, $origin );
			if ( isset( $item['@type'] ) && 'Vehicle' === $item['@type'] ) {
				$item['url'] = $own;
			}
			// JSON_HEX_TAG: no "</script>" can close the element.
			echo '<script type="application/ld+json">' . wp_json_encode( $item, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP ) . "</script>\n";
		}
	}
}
