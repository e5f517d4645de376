<?php
/**
 * Talks to the catalogue server with the WordPress HTTP API, caching answers in transients.
 *
 * @package VTDB_Catalogue
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The catalogue's answers: its configuration (/config.json), its API (records by id, for slug
 * paths), a page's head (/seo) and its pages for the sitemap (/sitemaps/pages/N.json).
 */
class VTDB_Catalogue_Client {

	/** How long records are kept (the catalogue changes rarely). */
	const RECORD_TTL = 12 * HOUR_IN_SECONDS;

	/** How long a failure is remembered, so that a dead catalogue is not asked on every page view. */
	const FAILURE_TTL = 30;

	/**
	 * A GET to the catalogue, its JSON decoded.
	 *
	 * @param string $path    Path and query on the catalogue.
	 * @param array  $headers Extra request headers.
	 * @return array|WP_Error { status, headers, body }
	 */
	public static function get( $path, $headers = array() ) {
		$base = VTDB_Catalogue_Settings::catalogue_url();
		if ( '' === $base ) {
			return new WP_Error( 'vtdb_not_configured', __( 'No catalogue URL is set.', 'vtdb-catalogue' ) );
		}
		$response = wp_remote_get(
			$base . $path,
			array(
				'timeout'     => 8,
				'redirection' => 0,
				'headers'     => array_merge( array( 'Accept' => 'application/json' ), $headers ),
				'user-agent'  => 'vtdb-catalogue/' . VTDB_CATALOGUE_VERSION . '; ' . home_url( '/' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$body = json_decode( wp_remote_retrieve_body( $response ), true );
		return array(
			'status'  => (int) wp_remote_retrieve_response_code( $response ),
			'headers' => wp_remote_retrieve_headers( $response ),
			'body'    => is_array( $body ) ? $body : null,
		);
	}

	/**
	 * The catalogue's runtime configuration (API base, version, the demo key).
	 *
	 * @return array|WP_Error
	 */
	public static function config() {
		$key    = 'vtdb_config_' . md5( VTDB_Catalogue_Settings::catalogue_url() );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$answer = self::get( '/config.json' );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( 200 !== $answer['status'] || ! is_array( $answer['body'] ) ) {
			/* translators: %d: an HTTP status code. */
			return new WP_Error( 'vtdb_config', sprintf( __( 'The catalogue answered %d to /config.json.', 'vtdb-catalogue' ), $answer['status'] ) );
		}
		set_transient( $key, $answer['body'], HOUR_IN_SECONDS );
		return $answer['body'];
	}

	/**
	 * One API answer (GET /api/v2/...), cached; null for a record that does not exist.
	 *
	 * @param string $path The API path, e.g. /types.
	 * @return array|null|WP_Error
	 */
	public static function api( $path ) {
		$config = self::config();
		if ( is_wp_error( $config ) ) {
			return $config;
		}
		$base    = isset( $config['apiBase'] ) && is_string( $config['apiBase'] ) && str_starts_with( $config['apiBase'], '/' ) ? $config['apiBase'] : '/api';
		$version = isset( $config['apiVersion'] ) && 'v1' === $config['apiVersion'] ? 'v1' : 'v2';
		$url     = $base . '/' . $version . $path;
		$key     = 'vtdb_api_' . md5( VTDB_Catalogue_Settings::catalogue_url() . $url );
		$cached  = get_transient( $key );
		if ( is_array( $cached ) ) {
			return 404 === ( $cached['status'] ?? 0 ) ? null : $cached['body'];
		}
		$headers = array();
		if ( isset( $config['apiKey'] ) && is_string( $config['apiKey'] ) && '' !== $config['apiKey'] ) {
			$headers['Authorization'] = 'Bearer ' . $config['apiKey'];
		}
		$answer = self::get( $url, $headers );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( 404 === $answer['status'] || 400 === $answer['status'] ) {
			set_transient( $key, array( 'status' => 404 ), 10 * MINUTE_IN_SECONDS );
			return null;
		}
		if ( 200 !== $answer['status'] || ! is_array( $answer['body'] ) ) {
			/* translators: 1: an HTTP status code, 2: a path. */
			return new WP_Error( 'vtdb_api', sprintf( __( 'The catalogue answered %1$d to %2$s.', 'vtdb-catalogue' ), $answer['status'], $url ) );
		}
		set_transient(
			$key,
			array(
				'status' => 200,
				'body'   => $answer['body'],
			),
			self::RECORD_TTL
		);
		return $answer['body'];
	}

	/**
	 * A page's head from GET /seo, cached for as long as the catalogue says (Cache-Control max-age).
	 *
	 * @param string $path     The catalogue path (/types/…).
	 * @param string $language The catalogue language.
	 * @return array|WP_Error { status, location?, head fields… }
	 */
	public static function seo( $path, $language ) {
		$key    = 'vtdb_seo_' . md5( VTDB_Catalogue_Settings::catalogue_url() . '|' . $path . '|' . $language );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$answer = self::get( '/seo?' . http_build_query( array( 'path' => $path, 'lang' => $language ) ) );
		if ( is_wp_error( $answer ) ) {
			set_transient( $key, array( 'status' => 0 ), self::FAILURE_TTL );
			return $answer;
		}
		$body = $answer['body'];
		if ( ! is_array( $body ) || ! isset( $body['status'] ) ) {
			set_transient( $key, array( 'status' => 0 ), self::FAILURE_TTL );
			/* translators: %d: an HTTP status code. */
			return new WP_Error( 'vtdb_seo', sprintf( __( 'The catalogue answered %d to /seo.', 'vtdb-catalogue' ), $answer['status'] ) );
		}
		$ttl = self::FAILURE_TTL;
		if ( preg_match( '/max-age=(\d+)/', (string) $answer['headers']['cache-control'], $match ) ) {
			$ttl = max( self::FAILURE_TTL, (int) $match[1] );
		}
		if ( ! in_array( (int) $body['status'], array( 200, 301, 308, 404 ), true ) ) {
			// 429 or 503: the catalogue is busy; ask again after its Retry-After.
			$ttl = max( self::FAILURE_TTL, (int) ( $body['retryAfter'] ?? 0 ) );
		}
		set_transient( $key, $body, $ttl );
		return $body;
	}

	/**
	 * One file of the catalogue's pages with their slug paths (GET /sitemaps/pages/N.json).
	 *
	 * @param int $file The file's number, from 1.
	 * @return array|null|WP_Error { files, total, pages: [[path, slugPath]…] }; null when the catalogue has none.
	 */
	public static function pages( $file ) {
		$answer = self::get( '/sitemaps/pages/' . absint( $file ) . '.json' );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( 404 === $answer['status'] ) {
			return null;
		}
		if ( 200 !== $answer['status'] || ! is_array( $answer['body'] ) || ! isset( $answer['body']['pages'] ) ) {
			/* translators: %d: an HTTP status code. */
			return new WP_Error( 'vtdb_pages', sprintf( __( 'The catalogue answered %d to its page list.', 'vtdb-catalogue' ), $answer['status'] ) );
		}
		return $answer['body'];
	}
}
