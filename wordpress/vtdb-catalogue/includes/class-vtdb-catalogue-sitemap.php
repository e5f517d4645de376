<?php
/**
 * The catalogue's pages in WordPress's own sitemap (wp-sitemap.xml).
 *
 * @package VTDB_Catalogue
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Lists every catalogue page under the catalogue page as its clean URL, from the catalogue's
 * /sitemaps/pages/N.json (files of `perFile` pages, 2,000, with their slug paths). WordPress
 * pages its sitemaps by wp_sitemaps_get_max_urls() (2,000 by default, never over the protocol's
 * 50,000), so one of its pages is read from one catalogue file, or from the few it spans when
 * that limit is changed. Each page's list is cached in a transient for 12 hours. A catalogue
 * without a page list (proxy mode, which spares the upstream's allowance) adds no URLs.
 */
class VTDB_Catalogue_Sitemap extends WP_Sitemaps_Provider {

	/**
	 * The provider "vtdb", one object type.
	 */
	public function __construct() {
		$this->name        = 'vtdb';
		$this->object_type = 'vtdb';
	}

	/**
	 * One object type: the vehicles.
	 *
	 * @return array
	 */
	public function get_object_subtypes() {
		return array( 'vehicles' => (object) array( 'name' => 'vehicles' ) );
	}

	/**
	 * The catalogue's page list: { total, perFile } (the start page is the catalogue page itself,
	 * which WordPress lists; it is left out of the total).
	 *
	 * @return array
	 */
	private function extent() {
		$key    = 'vtdb_sitemap_extent_' . md5( VTDB_Catalogue_Settings::catalogue_url() );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$first  = VTDB_Catalogue_Client::pages( 1 );
		$extent = array(
			'total'    => is_array( $first ) ? max( 0, (int) ( $first['total'] ?? 0 ) - 1 ) : 0,
			'per_file' => is_array( $first ) ? max( 1, (int) ( $first['perFile'] ?? 2000 ) ) : 2000,
		);
		set_transient( $key, $extent, is_wp_error( $first ) ? MINUTE_IN_SECONDS : 12 * HOUR_IN_SECONDS );
		return $extent;
	}

	/**
	 * The number of sitemap pages.
	 *
	 * @param string $object_subtype The subtype.
	 * @return int
	 */
	public function get_max_num_pages( $object_subtype = '' ) {
		if ( ! VTDB_Catalogue_Routes::page_id() ) {
			return 0;
		}
		$extent = $this->extent();
		return (int) ceil( $extent['total'] / wp_sitemaps_get_max_urls( $this->object_type ) );
	}

	/**
	 * One sitemap page's URLs.
	 *
	 * @param int    $page_num       The page, from 1.
	 * @param string $object_subtype The subtype.
	 * @return array
	 */
	public function get_url_list( $page_num, $object_subtype = '' ) {
		$page = VTDB_Catalogue_Routes::page_id();
		if ( ! $page ) {
			return array();
		}
		$per_page = wp_sitemaps_get_max_urls( $this->object_type );
		$key      = 'vtdb_sitemap_' . md5( VTDB_Catalogue_Settings::catalogue_url() . '|' . $page_num . '|' . $per_page . '|' . get_permalink( $page ) );
		$cached   = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$size = $this->extent()['per_file'];
		// The catalogue's first page ('/') is skipped: positions count from its second.
		$start = ( max( 1, (int) $page_num ) - 1 ) * $per_page + 1;
		$end   = $start + $per_page;
		$urls  = array();
		for ( $file = intdiv( $start, $size ) + 1; ( $file - 1 ) * $size < $end; $file++ ) {
			$answer = VTDB_Catalogue_Client::pages( $file );
			if ( ! is_array( $answer ) ) {
				if ( is_wp_error( $answer ) ) {
					return array();
				}
				break;
			}
			$offset = ( $file - 1 ) * $size;
			$from   = max( 0, $start - $offset );
			$slice  = array_slice( (array) $answer['pages'], $from, $end - max( $start, $offset ) );
			foreach ( $slice as $entry ) {
				if ( is_array( $entry ) && isset( $entry[1] ) && is_string( $entry[1] ) && '/' !== $entry[1] ) {
					$urls[] = array( 'loc' => VTDB_Catalogue_Routes::url( $entry[1] ) );
				}
			}
		}
		set_transient( $key, $urls, 12 * HOUR_IN_SECONDS );
		return $urls;
	}
}
