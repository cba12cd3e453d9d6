<?php
/**
 * Puts the parts together once WordPress has loaded the plugins: the texts, the settings page
 * in the admin, and on the shop's pages the wrappers, the neutralised WooCommerce scripts and
 * the widgets' files. Without WooCommerce it does nothing but say so in the admin.
 *
 * @package Schaufenster
 */

namespace Schaufenster;

defined( 'ABSPATH' ) || exit;

final class Plugin {

	public function __construct( private string $plugin_file ) {
	}

	public function boot(): void {
		add_action( 'init', array( $this, 'load_textdomain' ) );
		add_action( 'before_woocommerce_init', array( $this, 'declare_compatibility' ) );
		add_action( 'plugins_loaded', array( $this, 'start' ) );
	}

	public function load_textdomain(): void {
		load_plugin_textdomain( 'schaufenster', false, dirname( plugin_basename( $this->plugin_file ) ) . '/languages' );
	}

	/** The plugin touches no orders: it works with WooCommerce's order tables (HPOS). */
	public function declare_compatibility(): void {
		if ( class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', $this->plugin_file, true );
		}
	}

	public function start(): void {
		if ( ! class_exists( 'WooCommerce' ) ) {
			add_action( 'admin_notices', array( $this, 'notice_without_woocommerce' ) );
			return;
		}
		$page = new Settings_Page( $this->plugin_file );
		if ( is_admin() ) {
			$page->register();
			return;
		}
		$settings = Settings::from_stored( get_option( Settings::OPTION ) );
		$builds   = $page->available_builds();
		if ( ! $builds ) {
			return; // A copy without its built files (the PHP source folder itself): nothing to serve.
		}
		if ( ! in_array( $settings['build'], $builds, true ) ) {
			$settings['build'] = $builds[0]; // The chosen build is not in this copy; the settings page offers what is.
		}
		// Template hooks are known once the theme is loaded (a child theme may move Storefront's header cart).
		add_action(
			'wp',
			function () use ( $settings ): void {
				if ( is_feed() || is_embed() ) {
					return;
				}
				$wrappers = new Wrappers( $settings );
				$wrappers->register();
				( new Assets( $settings, $wrappers, $this->plugin_file ) )->register();
				Script_Neutraliser::register( $settings );
			}
		);
	}

	public function notice_without_woocommerce(): void {
		echo '<div class="notice notice-warning"><p>' . esc_html__( 'Schaufenster needs WooCommerce: activate WooCommerce, and the widgets take over its shop pages.', 'schaufenster' ) . '</p></div>';
	}
}
