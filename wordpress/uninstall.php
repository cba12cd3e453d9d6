<?php
/**
 * Uninstalling the plugin removes what it stored: its one option (on every site of a network).
 * It changed nothing else of the shop (no tables, no template overrides, no other options).
 *
 * @package Schaufenster
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $schaufenster_site ) {
		switch_to_blog( $schaufenster_site );
		delete_option( 'schaufenster_settings' );
		restore_current_blog();
	}
} else {
	delete_option( 'schaufenster_settings' );
}
