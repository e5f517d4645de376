<?php
/**
 * Removes the plugin's settings and cached answers when the plugin is deleted.
 *
 * @package VTDB_Catalogue
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

global $wpdb;

delete_option( 'vtdb_catalogue' );
delete_option( 'vtdb_catalogue_detected_page' );
// Transients have no listing API: the plugin's all start with vtdb_.
$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_vtdb\\_%' OR option_name LIKE '\\_transient\\_timeout\\_vtdb\\_%'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
