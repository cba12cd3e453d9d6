<?php
/**
 * Plugin Name: Schaufenster real test shop — the owner's snippets
 * Description: Settings a German shop owner adds as code because WooCommerce has no option for them.
 *
 * Installed as a must-use plugin by e2e/real-shop/setup.ts (the shop's look is set up in
 * install.php: Customizer theme mods, Additional CSS, widgets). Our plugin does not rely on any of it.
 */

// German addresses carry no federal state: Germany's list of states emptied (the usual snippet;
// German legal-text plugins do the same), so WooCommerce prints its "state" field as a hidden
// input in a hidden row and never draws its select2 box.
add_filter(
	'woocommerce_states',
	function ( $states ) {
		$states['DE'] = array();
		return $states;
	}
);

// Storefront titles the checkout page with an h1; WooCommerce's billing section follows with an
// h3 (a skipped level). The heading is printed as h2, as a theme's template override would.
add_action(
	'woocommerce_checkout_before_customer_details',
	function () {
		ob_start();
	}
);
add_action(
	'woocommerce_checkout_after_customer_details',
	function () {
		echo preg_replace( '~(<div class="woocommerce-billing-fields">\s*)<h3>(.*?)</h3>~s', '$1<h2>$2</h2>', ob_get_clean(), 1 ); // phpcs:ignore WordPress.Security.EscapeOutput -- WooCommerce's own, already escaped markup.
	}
);
