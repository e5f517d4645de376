<?php
/**
 * An admin notice when the catalogue cannot be reached or refuses this site's origin.
 *
 * @package VTDB_Catalogue
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The check: GET /config.json on the catalogue. No answer, or an answer that is not 200, means
 * it cannot be reached. The catalogue allows framing only by the origins in its
 * VTDB_ALLOWED_ORIGINS (and itself), and says so in every answer's Content-Security-Policy:
 * frame-ancestors; a browser refuses to show the widget on any other site. So this site's
 * origin must be in that list. The result is cached for five minutes (and dropped when the
 * settings change).
 */
class VTDB_Catalogue_Notices {

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'admin_notices', array( __CLASS__, 'notice' ) );
	}

	/**
	 * This site's origin (scheme, host and port), as browsers send it.
	 *
	 * @return string
	 */
	public static function site_origin() {
		$parts  = wp_parse_url( home_url( '/' ) );
		$origin = ( $parts['scheme'] ?? 'http' ) . '://' . ( $parts['host'] ?? '' );
		return isset( $parts['port'] ) ? $origin . ':' . $parts['port'] : $origin;
	}

	/**
	 * The catalogue's state: '' when all is well, else a problem's code.
	 *
	 * @return array { problem: ''|unreachable|refused|unset, detail: string }
	 */
	public static function health() {
		if ( '' === VTDB_Catalogue_Settings::catalogue_url() ) {
			return array(
				'problem' => 'unset',
				'detail'  => '',
			);
		}
		$cached = get_transient( 'vtdb_health' );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$answer = VTDB_Catalogue_Client::get( '/config.json' );
		if ( is_wp_error( $answer ) ) {
			$health = array(
				'problem' => 'unreachable',
				'detail'  => $answer->get_error_message(),
			);
		} elseif ( 200 !== $answer['status'] ) {
			$health = array(
				'problem' => 'unreachable',
				/* translators: %d: an HTTP status code. */
				'detail'  => sprintf( __( 'HTTP status %d', 'vtdb-catalogue' ), $answer['status'] ),
			);
		} else {
			$policy  = (string) $answer['headers']['content-security-policy'];
			$allowed = null;
			if ( preg_match( '/(?:^|;)\s*frame-ancestors\s+([^;]*)/i', $policy, $match ) ) {
				$allowed = preg_split( '/\s+/', trim( $match[1] ) );
			} elseif ( isset( $answer['body']['allowedOrigins'] ) && is_array( $answer['body']['allowedOrigins'] ) ) {
				$allowed = $answer['body']['allowedOrigins'];
			}
			$origin  = self::site_origin();
			$refused = is_array( $allowed ) && ! in_array( '*', $allowed, true ) && ! in_array( $origin, $allowed, true )
				&& ! ( in_array( "'self'", $allowed, true ) && 0 === strpos( VTDB_Catalogue_Settings::catalogue_url() . '/', $origin . '/' ) );
			$health  = array(
				'problem' => $refused ? 'refused' : '',
				'detail'  => $refused ? implode( ' ', $allowed ) : '',
			);
		}
		set_transient( 'vtdb_health', $health, 5 * MINUTE_IN_SECONDS );
		return $health;
	}

	/**
	 * The notice, for those who can change the settings.
	 */
	public static function notice() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$health   = self::health();
		$settings = '<a href="' . esc_url( admin_url( 'options-general.php?page=' . VTDB_Catalogue_Settings::PAGE ) ) . '">' . esc_html__( 'Settings → Vehicle catalogue', 'vtdb-catalogue' ) . '</a>';
		switch ( $health['problem'] ) {
			case 'unset':
				$message = esc_html__( 'The vehicle catalogue has no URL yet.', 'vtdb-catalogue' ) . ' ' . $settings;
				break;
			case 'unreachable':
				$message = sprintf(
					/* translators: 1: the catalogue's URL, 2: what went wrong. */
					esc_html__( 'The vehicle catalogue at %1$s cannot be reached (%2$s): the catalogue pages show no vehicles and SEO sync is paused.', 'vtdb-catalogue' ),
					'<code>' . esc_html( VTDB_Catalogue_Settings::catalogue_url() ) . '</code>',
					esc_html( $health['detail'] )
				) . ' ' . $settings;
				break;
			case 'refused':
				$message = sprintf(
					/* translators: 1: the catalogue's URL, 2: this site's origin, 3: the origins it allows. */
					esc_html__( 'The vehicle catalogue at %1$s refuses to be shown on this site: add %2$s to its VTDB_ALLOWED_ORIGINS (it allows %3$s).', 'vtdb-catalogue' ),
					'<code>' . esc_html( VTDB_Catalogue_Settings::catalogue_url() ) . '</code>',
					'<code>' . esc_html( self::site_origin() ) . '</code>',
					'<code>' . esc_html( $health['detail'] ) . '</code>'
				);
				break;
			default:
				return;
		}
		echo '<div class="notice notice-error vtdb-catalogue-notice"><p>' . wp_kses( $message, array( 'a' => array( 'href' => true ), 'code' => array() ) ) . '</p></div>';
	}
}
