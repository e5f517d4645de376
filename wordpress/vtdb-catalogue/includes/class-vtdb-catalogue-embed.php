<?php
/**
 * The [vtdb_catalogue] shortcode and the Vehicle catalogue block: embed.js's tag.
 *
 * @package VTDB_Catalogue
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Prints the catalogue's embed script with its data- attributes (see the catalogue's
 * public/embed.js): the page's catalogue path as data-start (from the clean URL), the language,
 * theme and accent from the settings (a shortcode or block may override them).
 */
class VTDB_Catalogue_Embed {

	/**
	 * How many catalogues this page printed (each needs its own container id).
	 *
	 * @var int
	 */
	private static $count = 0;

	/**
	 * Hooks.
	 */
	public static function init() {
		add_shortcode( 'vtdb_catalogue', array( __CLASS__, 'shortcode' ) );
		add_action( 'init', array( __CLASS__, 'register_block' ) );
	}

	/**
	 * The block, rendered here in PHP (dynamic); its editor script needs no build step.
	 */
	public static function register_block() {
		wp_register_script(
			'vtdb-catalogue-editor',
			plugins_url( 'blocks/catalogue/editor.js', VTDB_CATALOGUE_FILE ),
			array( 'wp-blocks', 'wp-element', 'wp-i18n', 'wp-block-editor', 'wp-components' ),
			VTDB_CATALOGUE_VERSION,
			true
		);
		wp_set_script_translations( 'vtdb-catalogue-editor', 'vtdb-catalogue', VTDB_CATALOGUE_DIR . 'languages' );
		register_block_type(
			VTDB_CATALOGUE_DIR . 'blocks/catalogue',
			array(
				'editor_script'   => 'vtdb-catalogue-editor',
				'render_callback' => array( __CLASS__, 'render_block' ),
			)
		);
		wp_register_script( 'vtdb-catalogue-clean-urls', plugins_url( 'assets/clean-urls.js', VTDB_CATALOGUE_FILE ), array(), VTDB_CATALOGUE_VERSION, true );
	}

	/**
	 * [vtdb_catalogue lang="de" theme="dark" accent="#e30613" start="/types/1" height="900"]
	 *
	 * @param array|string $atts The shortcode's attributes.
	 * @return string
	 */
	public static function shortcode( $atts ) {
		$atts = shortcode_atts(
			array(
				'lang'   => '',
				'theme'  => '',
				'accent' => '',
				'start'  => '',
				'height' => '',
			),
			$atts,
			'vtdb_catalogue'
		);
		return self::markup( $atts );
	}

	/**
	 * The block's markup.
	 *
	 * @param array $attributes The block's attributes.
	 * @return string
	 */
	public static function render_block( $attributes ) {
		$atts = array(
			'lang'   => $attributes['lang'] ?? '',
			'theme'  => $attributes['theme'] ?? '',
			'accent' => $attributes['accent'] ?? '',
			'start'  => $attributes['start'] ?? '',
			'height' => '',
		);
		return '<div ' . get_block_wrapper_attributes() . '>' . self::markup( $atts ) . '</div>';
	}

	/**
	 * The language of this view: ?vtdb_lang= on a clean URL, else the settings'.
	 *
	 * @return string
	 */
	public static function language() {
		$asked = sanitize_key( (string) get_query_var( 'vtdb_lang' ) );
		return in_array( $asked, VTDB_Catalogue_Settings::LANGUAGES, true ) ? $asked : VTDB_Catalogue_Settings::get( 'language' );
	}

	/**
	 * The container and embed.js's tag.
	 *
	 * @param array $atts Overrides of the settings.
	 * @return string
	 */
	private static function markup( $atts ) {
		$base = VTDB_Catalogue_Settings::catalogue_url();
		if ( '' === $base ) {
			return current_user_can( 'manage_options' )
				? '<p>' . esc_html__( 'The vehicle catalogue has no URL yet: set it under Settings → Vehicle catalogue.', 'vtdb-catalogue' ) . '</p>'
				: '';
		}
		self::$count++;
		$id       = 'vtdb-catalogue-' . self::$count;
		$settings = VTDB_Catalogue_Settings::get();
		$language = in_array( $atts['lang'], VTDB_Catalogue_Settings::LANGUAGES, true ) ? $atts['lang'] : self::language();
		$theme    = in_array( $atts['theme'], VTDB_Catalogue_Settings::THEMES, true ) ? $atts['theme'] : $settings['theme'];
		$accent   = preg_match( '/^#[0-9a-fA-F]{6}$/', (string) $atts['accent'] ) ? $atts['accent'] : $settings['accent'];
		$current  = VTDB_Catalogue_SEO::current();
		$start    = $current ? $current['path'] : ( preg_match( '#^/[A-Za-z0-9/_-]*$#', (string) $atts['start'] ) ? $atts['start'] : '' );

		$script = array(
			'src'         => $base . '/embed.js',
			'data-target' => '#' . $id,
			'data-lang'   => $language,
			'data-theme'  => $theme,
			'data-title'  => __( 'Vehicle tuning catalogue', 'vtdb-catalogue' ),
			'async'       => true,
		);
		if ( $accent ) {
			$script['data-accent'] = $accent;
		}
		if ( $start ) {
			$script['data-start'] = $start;
		}
		if ( preg_match( '/^\d{2,5}$/', (string) $atts['height'] ) ) {
			$script['data-height'] = $atts['height'];
		}
		$page = VTDB_Catalogue_Routes::page_id();
		$html = '<div id="' . esc_attr( $id ) . '" class="vtdb-catalogue"';
		if ( $page && get_queried_object_id() === $page ) {
			// The clean URLs follow the visitor's navigation inside the catalogue (assets/clean-urls.js).
			wp_enqueue_script( 'vtdb-catalogue-clean-urls' );
			$html .= ' data-vtdb-base="' . esc_url( trailingslashit( get_permalink( $page ) ) ) . '"';
			if ( $current ) {
				$html .= ' data-vtdb-path="' . esc_attr( $current['path'] ) . '"';
			}
		}
		$html .= '></div>';
		return $html . wp_get_script_tag( array_map( array( __CLASS__, 'attribute' ), $script ) );
	}

	/**
	 * An attribute's value, escaped (wp_get_script_tag escapes too; true stays a bare attribute).
	 *
	 * @param mixed $value The value.
	 * @return mixed
	 */
	private static function attribute( $value ) {
		return is_bool( $value ) ? $value : esc_attr( $value );
	}
}
