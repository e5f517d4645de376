<?php
/**
 * Clean URLs for the catalogue's pages under the page that holds it, translated to catalogue paths.
 *
 * @package VTDB_Catalogue
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Two forms under the catalogue page (say /catalogue/):
 *
 * - the slug path, /catalogue/cars-lcv/audi/a4/b5-1994/1-8t-150hp-210nm/: each segment is the
 *   record's own slug from the catalogue API (type, make, model, generation, engine), or
 *   `slug~id` when a sibling has the same slug. The catalogue's own slugs, not ones made up here:
 *   they are stable, the same in every language, and the catalogue lists them with each page
 *   (/sitemaps/pages/N.json, by the same rule), so the sitemap needs no lookups.
 * - the id path, /catalogue/types/1/manufacturers/4/models/40/generations/60/engines/615/: the
 *   catalogue's own path, needing no lookup; with SEO sync it answers 301 to the slug path.
 *
 * The slug path is the canonical one. Resolving it asks the catalogue's API for the records
 * along the path, each answer cached in a transient for 12 hours.
 */
class VTDB_Catalogue_Routes {

	const QUERY_VAR = 'vtdb_path';

	/** The catalogue path a page URL may carry (?catalogue=…, as embed.js writes it). */
	const ID_PATH = '#^/?types/(\d{1,16})(?:/manufacturers/(\d{1,16})(?:/models/(\d{1,16})(?:/generations/(\d{1,16})(?:/engines/(\d{1,16}))?)?)?)?/?$#';

	const SEGMENT = '/^[a-z0-9][a-z0-9-]{0,199}(?:~\d{1,16})?$/';

	/**
	 * The resolutions of this request, by raw path.
	 *
	 * @var array
	 */
	private static $resolved = array();

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'add_rules' ) );
		add_action( 'init', array( __CLASS__, 'maybe_flush' ), 99 );
		add_filter( 'query_vars', array( __CLASS__, 'query_vars' ) );
		add_action( 'save_post_page', array( __CLASS__, 'detect' ), 10, 2 );
		add_filter( 'redirect_canonical', array( __CLASS__, 'keep_clean_url' ) );
	}

	/**
	 * The page that holds the catalogue: the one chosen in the settings, else the last published
	 * page found with the shortcode or block.
	 *
	 * @return int
	 */
	public static function page_id() {
		$chosen = absint( VTDB_Catalogue_Settings::get( 'page_id' ) );
		$id     = $chosen ? $chosen : absint( get_option( 'vtdb_catalogue_detected_page', 0 ) );
		return ( $id && 'publish' === get_post_status( $id ) ) ? $id : 0;
	}

	/**
	 * `^catalogue/(.+?)/?$` → the page, with the rest of the path in vtdb_path.
	 */
	public static function add_rules() {
		$page = self::page_id();
		if ( ! $page ) {
			return;
		}
		$uri = get_page_uri( $page );
		if ( ! $uri ) {
			return;
		}
		add_rewrite_rule( '^' . preg_quote( $uri, '#' ) . '/(.+?)/?$', 'index.php?page_id=' . $page . '&' . self::QUERY_VAR . '=$matches[1]', 'top' );
	}

	/**
	 * Rules are flushed once, on the request after a change (flushing on every request is slow).
	 */
	public static function schedule_flush() {
		update_option( 'vtdb_catalogue_flush', 1 );
	}

	/**
	 * Flushes the rules when a change asked for it.
	 */
	public static function maybe_flush() {
		if ( get_option( 'vtdb_catalogue_flush' ) ) {
			delete_option( 'vtdb_catalogue_flush' );
			flush_rewrite_rules( false );
		}
	}

	/**
	 * Adds vtdb_path and vtdb_lang to the public query variables.
	 *
	 * @param array $vars The query variables.
	 * @return array
	 */
	public static function query_vars( $vars ) {
		$vars[] = self::QUERY_VAR;
		$vars[] = 'vtdb_lang';
		return $vars;
	}

	/**
	 * Remembers a published page with the shortcode or block; the rules follow it.
	 *
	 * @param int     $post_id The page's id.
	 * @param WP_Post $post    The page.
	 */
	public static function detect( $post_id, $post ) {
		if ( wp_is_post_revision( $post_id ) || 'publish' !== $post->post_status ) {
			return;
		}
		if ( has_shortcode( $post->post_content, 'vtdb_catalogue' ) || has_block( 'vtdb/catalogue', $post ) ) {
			update_option( 'vtdb_catalogue_detected_page', $post_id );
			self::schedule_flush();
		} elseif ( self::page_id() === $post_id ) {
			// Its slug may have changed.
			self::schedule_flush();
		}
	}

	/**
	 * WordPress would redirect a clean URL to the page itself: not for the catalogue's URLs.
	 *
	 * @param string|false $redirect Where WordPress would redirect.
	 * @return string|false
	 */
	public static function keep_clean_url( $redirect ) {
		return '' !== (string) get_query_var( self::QUERY_VAR ) ? false : $redirect;
	}

	/**
	 * The URL of a catalogue page under the catalogue page, from its slug path.
	 *
	 * @param string $slug_path The slug path, e.g. /cars-lcv/audi.
	 * @return string
	 */
	public static function url( $slug_path ) {
		$base = get_permalink( self::page_id() );
		$rest = trim( $slug_path, '/' );
		return '' === $rest ? $base : trailingslashit( $base ) . user_trailingslashit( $rest );
	}

	/**
	 * A record's segment: its slug, or slug~id when a sibling has the same slug (the catalogue's rule too).
	 *
	 * @param array $record   The record (id, slug).
	 * @param array $siblings Its siblings, itself included.
	 * @return string
	 */
	public static function segment( $record, $siblings ) {
		foreach ( $siblings as $other ) {
			if ( $other['slug'] === $record['slug'] && $other['id'] !== $record['id'] ) {
				return $record['slug'] . '~' . $record['id'];
			}
		}
		return $record['slug'];
	}

	/**
	 * The children of each level: types, makes of a type (every page), models, generations, engines.
	 *
	 * @param int   $level 0 for types … 4 for engines.
	 * @param array $ids   The ids chosen so far.
	 * @return array|null|WP_Error
	 */
	private static function children( $level, $ids ) {
		switch ( $level ) {
			case 0:
				return VTDB_Catalogue_Client::api( '/types' );
			case 1:
				$items  = array();
				$cursor = null;
				for ( $page = 0; $page < 100; $page++ ) {
					$answer = VTDB_Catalogue_Client::api( '/manufacturers/type/' . $ids[0] . '?limit=100' . ( null === $cursor ? '' : '&cursor=' . $cursor ) );
					if ( ! is_array( $answer ) ) {
						return $answer;
					}
					$items = array_merge( $items, $answer['items'] ?? array() );
					if ( empty( $answer['pagination']['has_more'] ) || ! isset( $answer['pagination']['next_cursor'] ) ) {
						break;
					}
					$cursor = absint( $answer['pagination']['next_cursor'] );
				}
				return $items;
			default:
				$kinds  = array( 2 => 'manufacturers', 3 => 'models', 4 => 'generations' );
				$fields = array( 2 => 'models', 3 => 'generations', 4 => 'engines' );
				$answer = VTDB_Catalogue_Client::api( '/' . $kinds[ $level ] . '/' . $ids[ $level - 1 ] );
				return is_array( $answer ) ? ( $answer[ $fields[ $level ] ] ?? array() ) : $answer;
		}
	}

	/**
	 * Walks the levels, choosing a child at each with $pick.
	 *
	 * @param int      $depth How many levels (1 to 5).
	 * @param callable $pick  fn( int $level, array $children ): ?array the chosen record.
	 * @return array|null|WP_Error { path, slug } or null when a record is not there.
	 */
	private static function walk( $depth, $pick ) {
		$kinds = array( 'types', 'manufacturers', 'models', 'generations', 'engines' );
		$ids   = array();
		$path  = '';
		$slug  = '';
		for ( $level = 0; $level < $depth; $level++ ) {
			$children = self::children( $level, $ids );
			if ( ! is_array( $children ) ) {
				return $children;
			}
			$children = array_values(
				array_filter(
					$children,
					static function ( $child ) {
						return is_array( $child ) && isset( $child['id'], $child['slug'] ) && is_string( $child['slug'] );
					}
				)
			);
			$record = $pick( $level, $children );
			if ( null === $record ) {
				return null;
			}
			$ids[] = (int) $record['id'];
			$path .= '/' . $kinds[ $level ] . '/' . (int) $record['id'];
			$slug .= '/' . self::segment( $record, $children );
		}
		return array(
			'path' => $path,
			'slug' => $slug,
		);
	}

	/**
	 * A clean URL's rest (after the catalogue page) as a catalogue path.
	 *
	 * @param string $raw The rest of the path, e.g. cars-lcv/audi or types/1/manufacturers/4.
	 * @return array|null|WP_Error { path, slug, form: 'slug'|'id' }; null for a path that names nothing.
	 */
	public static function resolve( $raw ) {
		$raw = trim( (string) $raw, '/' );
		if ( array_key_exists( $raw, self::$resolved ) ) {
			return self::$resolved[ $raw ];
		}
		self::$resolved[ $raw ] = self::resolve_uncached( $raw );
		return self::$resolved[ $raw ];
	}

	/**
	 * See resolve().
	 *
	 * @param string $raw The rest of the path.
	 * @return array|null|WP_Error
	 */
	private static function resolve_uncached( $raw ) {
		if ( preg_match( self::ID_PATH, $raw, $match ) ) {
			$ids = array_map( 'intval', array_slice( $match, 1 ) );
			return array(
				'path' => self::id_path( $ids ),
				'slug' => null,
				'form' => 'id',
			);
		}
		$segments = explode( '/', strtolower( $raw ) );
		if ( count( $segments ) > 5 ) {
			return null;
		}
		foreach ( $segments as $segment ) {
			if ( ! preg_match( self::SEGMENT, $segment ) ) {
				return null;
			}
		}
		$found = self::walk(
			count( $segments ),
			static function ( $level, $children ) use ( $segments ) {
				$wanted = $segments[ $level ];
				$id     = null;
				if ( false !== strpos( $wanted, '~' ) ) {
					list( $wanted, $id ) = explode( '~', $wanted, 2 );
				}
				$matches = array_values(
					array_filter(
						$children,
						static function ( $child ) use ( $wanted, $id ) {
							return $child['slug'] === $wanted && ( null === $id || (int) $child['id'] === (int) $id );
						}
					)
				);
				// A slug shared by siblings names none of them: their URLs carry ~id.
				return 1 === count( $matches ) ? $matches[0] : null;
			}
		);
		if ( is_array( $found ) ) {
			$found['form'] = 'slug';
		}
		return $found;
	}

	/**
	 * The slug path of a catalogue id path (null when a record is not under its parent).
	 *
	 * @param string $path A catalogue path, /types/1/manufacturers/4….
	 * @return string|null|WP_Error
	 */
	public static function slug_path( $path ) {
		if ( ! preg_match( self::ID_PATH, ltrim( $path, '/' ), $match ) ) {
			return null;
		}
		$ids   = array_map( 'intval', array_slice( $match, 1 ) );
		$found = self::walk(
			count( $ids ),
			static function ( $level, $children ) use ( $ids ) {
				foreach ( $children as $child ) {
					if ( (int) $child['id'] === $ids[ $level ] ) {
						return $child;
					}
				}
				return null;
			}
		);
		return is_array( $found ) ? $found['slug'] : $found;
	}

	/**
	 * The catalogue path of ids.
	 *
	 * @param int[] $ids Type, make, model, generation, engine ids (as many as there are).
	 * @return string
	 */
	private static function id_path( $ids ) {
		$kinds = array( 'types', 'manufacturers', 'models', 'generations', 'engines' );
		$path  = '';
		foreach ( $ids as $index => $id ) {
			$path .= '/' . $kinds[ $index ] . '/' . $id;
		}
		return $path;
	}
}
