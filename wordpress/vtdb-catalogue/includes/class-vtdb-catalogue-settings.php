<?php
/**
 * The settings page (Settings → Vehicle catalogue), with the Settings API.
 *
 * @package VTDB_Catalogue
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One option, `vtdb_catalogue`: the catalogue's URL, its language, theme and accent, whether
 * SEO sync is on, and the page that holds the catalogue.
 */
class VTDB_Catalogue_Settings {

	const OPTION = 'vtdb_catalogue';
	const PAGE   = 'vtdb-catalogue';

	/** The catalogue's languages (its `data-lang` values). */
	const LANGUAGES = array( 'bg', 'da', 'de', 'en', 'es', 'et', 'fi', 'fr', 'hr', 'hu', 'it', 'lt', 'lv', 'nb', 'nl', 'nn', 'pt', 'ru', 'sv', 'tr', 'zs' );

	const THEMES = array( 'auto', 'light', 'dark' );

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
		add_action( 'update_option_' . self::OPTION, array( __CLASS__, 'changed' ) );
		add_action( 'add_option_' . self::OPTION, array( __CLASS__, 'changed' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( VTDB_CATALOGUE_FILE ), array( __CLASS__, 'action_links' ) );
	}

	/**
	 * The defaults: the site's own language when the catalogue has it.
	 *
	 * @return array
	 */
	public static function defaults() {
		$locale   = strtolower( substr( get_locale(), 0, 2 ) );
		$language = in_array( $locale, self::LANGUAGES, true ) ? $locale : 'en';
		if ( 'zh' === $locale ) {
			$language = 'zs';
		}
		return array(
			'url'      => '',
			'language' => $language,
			'theme'    => 'auto',
			'accent'   => '',
			'seo'      => true,
			'page_id'  => 0,
		);
	}

	/**
	 * All settings, or one.
	 *
	 * @param string|null $key A setting's name.
	 * @return mixed
	 */
	public static function get( $key = null ) {
		$stored   = get_option( self::OPTION, array() );
		$settings = array_merge( self::defaults(), is_array( $stored ) ? $stored : array() );
		return null === $key ? $settings : ( $settings[ $key ] ?? null );
	}

	/**
	 * The catalogue's base URL without a trailing slash ('' when not set).
	 *
	 * @return string
	 */
	public static function catalogue_url() {
		return untrailingslashit( (string) self::get( 'url' ) );
	}

	/**
	 * Settings → Vehicle catalogue.
	 */
	public static function menu() {
		add_options_page(
			__( 'Vehicle catalogue', 'vtdb-catalogue' ),
			__( 'Vehicle catalogue', 'vtdb-catalogue' ),
			'manage_options',
			self::PAGE,
			array( __CLASS__, 'render_page' )
		);
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param array $links The plugin's links.
	 * @return array
	 */
	public static function action_links( $links ) {
		$url = admin_url( 'options-general.php?page=' . self::PAGE );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'vtdb-catalogue' ) . '</a>' );
		return $links;
	}

	/**
	 * The option, its section and fields.
	 */
	public static function register() {
		register_setting(
			self::PAGE,
			self::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( __CLASS__, 'sanitize' ),
				'default'           => self::defaults(),
			)
		);
		add_settings_section( 'vtdb_catalogue_main', __( 'Catalogue', 'vtdb-catalogue' ), '__return_false', self::PAGE );
		$fields = array(
			'url'      => __( 'Catalogue URL', 'vtdb-catalogue' ),
			'page_id'  => __( 'Catalogue page', 'vtdb-catalogue' ),
			'language' => __( 'Language', 'vtdb-catalogue' ),
			'theme'    => __( 'Theme', 'vtdb-catalogue' ),
			'accent'   => __( 'Accent colour', 'vtdb-catalogue' ),
			'seo'      => __( 'SEO sync', 'vtdb-catalogue' ),
		);
		foreach ( $fields as $key => $label ) {
			add_settings_field(
				'vtdb_catalogue_' . $key,
				$label,
				array( __CLASS__, 'render_field' ),
				self::PAGE,
				'vtdb_catalogue_main',
				array(
					'key'       => $key,
					'label_for' => 'vtdb_catalogue_' . $key,
				)
			);
		}
	}

	/**
	 * Checks every value; a bad one keeps the stored value and says why.
	 *
	 * @param mixed $input The submitted values.
	 * @return array
	 */
	public static function sanitize( $input ) {
		$current = self::get();
		$input   = is_array( $input ) ? $input : array();
		$clean   = $current;

		$url = isset( $input['url'] ) ? trim( (string) $input['url'] ) : '';
		if ( '' === $url ) {
			$clean['url'] = '';
		} elseif ( wp_http_validate_url( $url ) || preg_match( '#^https?://(127\.0\.0\.1|localhost)(:\d+)?(/|$)#', $url ) ) {
			$clean['url'] = esc_url_raw( untrailingslashit( $url ), array( 'http', 'https' ) );
		} else {
			add_settings_error( self::OPTION, 'url', __( 'The catalogue URL must be an http or https address, such as https://catalogue.example.', 'vtdb-catalogue' ) );
		}

		$language          = isset( $input['language'] ) ? sanitize_key( $input['language'] ) : '';
		$clean['language'] = in_array( $language, self::LANGUAGES, true ) ? $language : $current['language'];

		$theme          = isset( $input['theme'] ) ? sanitize_key( $input['theme'] ) : '';
		$clean['theme'] = in_array( $theme, self::THEMES, true ) ? $theme : $current['theme'];

		$accent = isset( $input['accent'] ) ? trim( (string) $input['accent'] ) : '';
		if ( '' === $accent ) {
			$clean['accent'] = '';
		} elseif ( preg_match( '/^#[0-9a-fA-F]{6}$/', $accent ) ) {
			$clean['accent'] = strtolower( $accent );
		} else {
			add_settings_error( self::OPTION, 'accent', __( 'The accent colour must be # and six hex digits, such as #e30613.', 'vtdb-catalogue' ) );
		}

		$clean['seo']     = ! empty( $input['seo'] );
		$page_id          = isset( $input['page_id'] ) ? absint( $input['page_id'] ) : 0;
		$clean['page_id'] = ( 0 === $page_id || 'page' === get_post_type( $page_id ) ) ? $page_id : 0;
		return $clean;
	}

	/**
	 * After a change: the rules follow the page, the catalogue is checked again.
	 */
	public static function changed() {
		delete_transient( 'vtdb_health' );
		VTDB_Catalogue_Routes::schedule_flush();
	}

	/**
	 * One field.
	 *
	 * @param array $args The field's key.
	 */
	public static function render_field( $args ) {
		$key   = $args['key'];
		$value = self::get( $key );
		$name  = self::OPTION . '[' . $key . ']';
		$id    = 'vtdb_catalogue_' . $key;
		switch ( $key ) {
			case 'url':
				printf( '<input type="url" class="regular-text code" id="%1$s" name="%2$s" value="%3$s" placeholder="https://catalogue.example" />', esc_attr( $id ), esc_attr( $name ), esc_attr( $value ) );
				echo '<p class="description">' . esc_html__( 'The catalogue server that serves embed.js. Its VTDB_ALLOWED_ORIGINS must name this site:', 'vtdb-catalogue' ) . ' <code>' . esc_html( VTDB_Catalogue_Notices::site_origin() ) . '</code></p>';
				break;
			case 'page_id':
				wp_dropdown_pages(
					array(
						'name'              => esc_attr( $name ),
						'id'                => esc_attr( $id ),
						'selected'          => absint( $value ),
						'show_option_none'  => esc_html__( '— The page with the shortcode or block —', 'vtdb-catalogue' ),
						'option_none_value' => '0',
					)
				);
				echo '<p class="description">' . esc_html__( 'Vehicles get clean URLs under this page, such as /catalogue/cars-lcv/audi/a4/b5-1994/1-8t-150hp-210nm/.', 'vtdb-catalogue' ) . '</p>';
				break;
			case 'language':
				echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
				foreach ( self::LANGUAGES as $language ) {
					echo '<option value="' . esc_attr( $language ) . '"' . selected( $value, $language, false ) . '>' . esc_html( $language ) . '</option>';
				}
				echo '</select>';
				break;
			case 'theme':
				$labels = array(
					'auto'  => __( 'As the visitor’s system', 'vtdb-catalogue' ),
					'light' => __( 'Light', 'vtdb-catalogue' ),
					'dark'  => __( 'Dark', 'vtdb-catalogue' ),
				);
				echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
				foreach ( $labels as $theme => $label ) {
					echo '<option value="' . esc_attr( $theme ) . '"' . selected( $value, $theme, false ) . '>' . esc_html( $label ) . '</option>';
				}
				echo '</select>';
				break;
			case 'accent':
				printf( '<input type="text" id="%1$s" name="%2$s" value="%3$s" placeholder="#e30613" pattern="#[0-9a-fA-F]{6}" size="8" />', esc_attr( $id ), esc_attr( $name ), esc_attr( $value ) );
				break;
			case 'seo':
				printf( '<label><input type="checkbox" id="%1$s" name="%2$s" value="1"%3$s /> %4$s</label>', esc_attr( $id ), esc_attr( $name ), checked( (bool) $value, true, false ), esc_html__( 'Put each vehicle’s title, description, canonical, Open Graph and JSON-LD into this site’s head, and its URLs into this site’s sitemap.', 'vtdb-catalogue' ) );
				break;
		}
	}

	/**
	 * The page (options.php checks the nonce and manage_options).
	 */
	public static function render_page() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
		echo '<p>' . esc_html__( 'Put [vtdb_catalogue] or the Vehicle catalogue block on a page.', 'vtdb-catalogue' ) . '</p>';
		echo '<form action="' . esc_url( admin_url( 'options.php' ) ) . '" method="post">';
		settings_fields( self::PAGE );
		do_settings_sections( self::PAGE );
		submit_button();
		echo '</form></div>';
	}
}
