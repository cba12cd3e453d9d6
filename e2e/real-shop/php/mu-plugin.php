<?php
/**
 * Plugin Name: Schaufenster real test shop
 * Description: What the test shop needs to run offline on SQLite; nothing of the shop's behaviour.
 *
 * Installed as a must-use plugin by e2e/real-shop/setup.ts.
 */

// The SQLite translator rejects WooCommerce's stock-hold query (wc_reserved_stock): the
// checkout would fail. Holding stock for pending orders is off, the rest of stock handling stays.
add_filter( 'woocommerce_order_hold_stock_minutes', '__return_zero' );

// No loopback requests from page views (Action Scheduler's async runner; WP-Cron is off in
// wp-config.php): the test server's workers serve the browser only.
add_filter( 'action_scheduler_allow_async_request_runner', '__return_false' );

// No mail server here: order mails count as sent.
add_filter( 'pre_wp_mail', '__return_true' );

// Storefront's Google Fonts stylesheet cannot load offline (a console error on every page); many
// German shops leave it out anyway and use the fallback fonts.
add_action(
	'wp_enqueue_scripts',
	function () {
		wp_dequeue_style( 'storefront-fonts' );
	},
	20
);

// WordPress's emoji script swaps emoji for images from s.w.org (WooCommerce's gallery zoom button
// holds one): offline that is a failed request, and German shops switch it off anyway (no visitor
// data to a third party without consent).
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
remove_action( 'wp_print_styles', 'print_emoji_styles' );
