<?php
/**
 * Installs the real test shop in a directory laid out by e2e/real-shop/setup.ts, without WP-CLI:
 *
 *   php install.php core <shop dir> <config.json>   WordPress itself (wp_install), Storefront,
 *                                                     pretty permalinks, WooCommerce marked active
 *   php install.php shop <shop dir> <config.json>   loads WordPress with WooCommerce active (its
 *                                                     own installer runs at init), then the store's
 *                                                     settings, products and pages; our plugin last
 *
 * Two processes because WooCommerce installs itself while WordPress loads with it active: a
 * plugin activated in the process that installed WordPress would miss the hooks it boots on.
 * The shop's settings and products are those of the recordings in
 * ../shared/real-woocommerce/ (README there). The `shop` phase prints the shop's ids as JSON on
 * its last line.
 */

if ( PHP_SAPI !== 'cli' || $argc < 4 ) {
	fwrite( STDERR, "usage: php install.php core|shop <shop dir> <config.json>\n" );
	exit( 2 );
}

list( , $phase, $shop_dir, $config_file ) = $argv;
$config = json_decode( file_get_contents( $config_file ), true );
if ( ! is_array( $config ) ) {
	fwrite( STDERR, "install.php: $config_file is not JSON\n" );
	exit( 2 );
}

// WordPress reads the host from the request; a CLI run has none.
$origin                 = parse_url( $config['origin'] );
$_SERVER['HTTP_HOST']   = $origin['host'] . ( isset( $origin['port'] ) ? ':' . $origin['port'] : '' );
$_SERVER['SERVER_NAME'] = $origin['host'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

/** Stops the install with a message on stderr (the setup script shows it). */
function sf_fail( $message ) {
	fwrite( STDERR, "install.php: $message\n" );
	exit( 1 );
}

/** A WP_Error or false from a WordPress call ends the install, naming the step. */
function sf_check( $result, $step ) {
	if ( is_wp_error( $result ) ) {
		sf_fail( "$step: " . $result->get_error_message() );
	}
	if ( false === $result || 0 === $result ) {
		sf_fail( "$step failed" );
	}
	return $result;
}

if ( 'core' === $phase ) {
	define( 'WP_INSTALLING', true );
	require $shop_dir . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';

	if ( is_blog_installed() ) {
		sf_fail( 'WordPress is already installed in ' . $shop_dir );
	}
	$installed = wp_install( $config['title'], 'admin', 'admin@example.test', false, '', $config['adminPassword'] );
	sf_check( $installed['user_id'] ?? false, 'wp_install' );

	update_option( 'blogdescription', '' );
	update_option( 'timezone_string', 'Europe/Berlin' );
	update_option( 'permalink_structure', '/%postname%/' );
	switch_theme( 'storefront' );
	if ( 'storefront' !== get_option( 'stylesheet' ) ) {
		sf_fail( 'Storefront could not be switched on' );
	}
	// Loaded active by the next process, where WooCommerce's own installer runs at init.
	update_option( 'active_plugins', array( 'woocommerce/woocommerce.php' ) );
	exit( 0 );
}

if ( 'shop' !== $phase ) {
	sf_fail( "unknown phase $phase" );
}

require $shop_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! function_exists( 'WC' ) || get_option( 'woocommerce_version' ) !== WC()->version ) {
	sf_fail( 'WooCommerce did not install itself (woocommerce_version: ' . var_export( get_option( 'woocommerce_version' ), true ) . ')' );
}

// Store: Germany, euro in the German format (1.234,56 €), prices incl. 19 % VAT.
$options = array(
	'woocommerce_store_address'                 => 'Musterstraße 1',
	'woocommerce_store_city'                    => 'Berlin',
	'woocommerce_store_postcode'                => '10115',
	'woocommerce_default_country'               => 'DE',
	'woocommerce_allowed_countries'             => 'specific',
	'woocommerce_specific_allowed_countries'    => array( 'DE', 'AT' ),
	'woocommerce_ship_to_countries'             => '',
	'woocommerce_currency'                      => 'EUR',
	'woocommerce_currency_pos'                  => 'right_space',
	'woocommerce_price_thousand_sep'            => '.',
	'woocommerce_price_decimal_sep'             => ',',
	'woocommerce_price_num_decimals'            => '2',
	'woocommerce_calc_taxes'                    => 'yes',
	'woocommerce_prices_include_tax'            => 'yes',
	'woocommerce_tax_display_shop'              => 'incl',
	'woocommerce_tax_display_cart'              => 'incl',
	'woocommerce_tax_total_display'             => 'single',
	'woocommerce_weight_unit'                   => 'kg',
	'woocommerce_dimension_unit'                => 'cm',
	'woocommerce_enable_coupons'                => 'yes',
	'woocommerce_enable_guest_checkout'         => 'yes',
	'woocommerce_enable_ajax_add_to_cart'       => 'yes',
	'woocommerce_cart_redirect_after_add'       => 'no',
	'woocommerce_manage_stock'                  => 'yes',
	'woocommerce_coming_soon'                   => 'no',
	'woocommerce_store_pages_only'              => 'no',
	'woocommerce_feature_order_attribution_enabled' => 'no',
	'woocommerce_allow_tracking'                => 'no',
	'woocommerce_show_marketplace_suggestions'  => 'no',
	'woocommerce_analytics_enabled'             => 'no',
	'woocommerce_onboarding_profile'            => array( 'skipped' => true ),
	'woocommerce_task_list_hidden'              => 'yes',
);
foreach ( $options as $name => $value ) {
	update_option( $name, $value );
}

$tax_rate_id = WC_Tax::_insert_tax_rate(
	array(
		'tax_rate_country'  => 'DE',
		'tax_rate_state'    => '',
		'tax_rate'          => '19.0000',
		'tax_rate_name'     => 'MwSt.',
		'tax_rate_priority' => 1,
		'tax_rate_compound' => 0,
		'tax_rate_shipping' => 1,
		'tax_rate_order'    => 0,
		'tax_rate_class'    => '',
	)
);
sf_check( $tax_rate_id, 'tax rate' );

// Gateways: bank transfer and cash on delivery, with the recordings' German titles.
update_option(
	'woocommerce_bacs_settings',
	array( 'enabled' => 'yes', 'title' => 'Überweisung', 'description' => 'Zahle per Überweisung.', 'instructions' => '' )
);
update_option(
	'woocommerce_cod_settings',
	array( 'enabled' => 'yes', 'title' => 'Nachnahme', 'description' => 'Zahle bei Lieferung.', 'instructions' => '', 'enable_for_methods' => array(), 'enable_for_virtual' => 'yes' )
);
update_option( 'woocommerce_gateway_order', array( 'bacs' => 0, 'cod' => 1 ) );

// Shipping: Germany, flat 4,90 € (net, taxable as in the recordings), free from 50 €.
$zone = new WC_Shipping_Zone();
$zone->set_zone_name( 'Deutschland' );
$zone->set_zone_order( 0 );
$zone->add_location( 'DE', 'country' );
$zone->save();
$flat_id = sf_check( $zone->add_shipping_method( 'flat_rate' ), 'flat rate' );
update_option( "woocommerce_flat_rate_{$flat_id}_settings", array( 'title' => 'Versand', 'tax_status' => 'taxable', 'cost' => '4.90' ) );
$free_id = sf_check( $zone->add_shipping_method( 'free_shipping' ), 'free shipping' );
update_option( "woocommerce_free_shipping_{$free_id}_settings", array( 'title' => 'Kostenloser Versand', 'requires' => 'min_amount', 'min_amount' => '50', 'ignore_discounts' => 'no' ) );
WC_Cache_Helper::get_transient_version( 'shipping', true );

// Classic cart and checkout (shortcodes; new installs get blocks).
$page_ids = array();
foreach ( array( 'shop', 'cart', 'checkout', 'myaccount' ) as $page ) {
	$page_ids[ $page ] = (int) wc_get_page_id( $page );
	if ( $page_ids[ $page ] <= 0 || 'publish' !== get_post_status( $page_ids[ $page ] ) ) {
		sf_fail( "WooCommerce did not create its $page page" );
	}
}
$shortcodes = array( 'cart' => 'woocommerce_cart', 'checkout' => 'woocommerce_checkout' );
foreach ( $shortcodes as $page => $shortcode ) {
	sf_check(
		wp_update_post(
			array( 'ID' => $page_ids[ $page ], 'post_content' => '<!-- wp:shortcode -->[' . $shortcode . ']<!-- /wp:shortcode -->' ),
			true
		),
		"$page page"
	);
}

// Catalogue: the products of the recordings.
function sf_category( $name, $slug ) {
	$term = term_exists( $slug, 'product_cat' );
	if ( ! $term ) {
		$term = sf_check( wp_insert_term( $name, 'product_cat', array( 'slug' => $slug ) ), "category $slug" );
	}
	return (int) $term['term_id'];
}
$universal = sf_category( 'UNIVERSAL', 'universal' );
$pflege    = sf_category( 'Pflege', 'pflege' );

$simple = new WC_Product_Simple();
$simple->set_props(
	array(
		'name'              => 'Universal Frontspoiler',
		'slug'              => 'universal-frontspoiler',
		'sku'               => 'UFS-01',
		'regular_price'     => '89.50',
		'manage_stock'      => true,
		'stock_quantity'    => 25,
		'weight'            => '2.4',
		'short_description' => 'Flexible Frontspoilerlippe aus ABS, universell passend, inklusive Montagematerial.',
		'description'       => 'Flexible Frontspoilerlippe aus ABS, universell passend.',
		'category_ids'      => array( $universal ),
	)
);
$simple_id = sf_check( $simple->save(), 'simple product' );

$sale = new WC_Product_Simple();
$sale->set_props(
	array(
		'name'          => 'Mikrofasertuch 3er-Set',
		'slug'          => 'mikrofasertuch-set',
		'sku'           => 'MFT-03',
		'regular_price' => '12.90',
		'sale_price'    => '9.90',
		'category_ids'  => array( $pflege ),
	)
);
$sale_id = sf_check( $sale->save(), 'sale product' );

// Variable product with a global attribute (pa_inhalt), the 5 l variation out of stock.
$attribute_id = wc_attribute_taxonomy_id_by_name( 'inhalt' );
if ( ! $attribute_id ) {
	$attribute_id = sf_check( wc_create_attribute( array( 'name' => 'Inhalt', 'slug' => 'inhalt', 'type' => 'select', 'order_by' => 'menu_order', 'has_archives' => false ) ), 'attribute Inhalt' );
}
// Registered by WooCommerce at init only for attributes that existed then.
register_taxonomy( 'pa_inhalt', array( 'product' ), array( 'hierarchical' => false, 'show_ui' => false, 'query_var' => true, 'rewrite' => false ) );
$volumes = array( '500-ml' => '500 ml', '1-l' => '1 l', '5-l' => '5 l' );
$term_ids = array();
foreach ( $volumes as $slug => $name ) {
	$term = term_exists( $slug, 'pa_inhalt' );
	if ( ! $term ) {
		$term = sf_check( wp_insert_term( $name, 'pa_inhalt', array( 'slug' => $slug ) ), "term $slug" );
	}
	$term_ids[] = (int) $term['term_id'];
}
$inhalt = new WC_Product_Attribute();
$inhalt->set_id( $attribute_id );
$inhalt->set_name( 'pa_inhalt' );
$inhalt->set_options( $term_ids );
$inhalt->set_visible( true );
$inhalt->set_variation( true );

$variable = new WC_Product_Variable();
$variable->set_props(
	array(
		'name'              => 'Felgenreiniger Konzentrat',
		'slug'              => 'felgenreiniger-konzentrat',
		'sku'               => 'FRK-14',
		'short_description' => 'Säurefreies Felgenreiniger-Konzentrat mit Farbumschlag, für alle Felgenarten.',
		'description'       => 'Säurefreies Felgenreiniger-Konzentrat mit Farbumschlag.',
		'category_ids'      => array( $pflege ),
		'attributes'        => array( $inhalt ),
	)
);
$variable_id = sf_check( $variable->save(), 'variable product' );

/** Saves one variation; its attributes map attribute name (pa_… or the local name's slug) → value. */
function sf_variation( $parent_id, $attributes, $price, $sku, $in_stock = true ) {
	$variation = new WC_Product_Variation();
	$variation->set_props(
		array(
			'parent_id'     => $parent_id,
			'attributes'    => $attributes,
			'regular_price' => $price,
			'sku'           => $sku,
			'stock_status'  => $in_stock ? 'instock' : 'outofstock',
		)
	);
	return sf_check( $variation->save(), "variation $sku" );
}
$variations = array(
	'500-ml' => sf_variation( $variable_id, array( 'pa_inhalt' => '500-ml' ), '8.95', 'FRK-14-05' ),
	'1-l'    => sf_variation( $variable_id, array( 'pa_inhalt' => '1-l' ), '14.90', 'FRK-14-1' ),
	'5-l'    => sf_variation( $variable_id, array( 'pa_inhalt' => '5-l' ), '59.90', 'FRK-14-5', false ),
);
WC_Product_Variable::sync( $variable_id );

// Variable product with a local attribute (Farbe).
$farbe = new WC_Product_Attribute();
$farbe->set_id( 0 );
$farbe->set_name( 'Farbe' );
$farbe->set_options( array( 'Schwarz', 'Silber' ) );
$farbe->set_visible( true );
$farbe->set_variation( true );

$local = new WC_Product_Variable();
$local->set_props(
	array(
		'name'         => 'Schaltknauf Leder',
		'slug'         => 'schaltknauf-leder',
		'sku'          => 'SKL-01',
		'description'  => 'Schaltknauf aus Echtleder.',
		'category_ids' => array( $universal ),
		'attributes'   => array( $farbe ),
	)
);
$local_id = sf_check( $local->save(), 'variable product (local attribute)' );
$local_variations = array(
	'Schwarz' => sf_variation( $local_id, array( 'farbe' => 'Schwarz' ), '24.90', 'SKL-01-S' ),
	'Silber'  => sf_variation( $local_id, array( 'farbe' => 'Silber' ), '27.90', 'SKL-01-G' ),
);
WC_Product_Variable::sync( $local_id );

$coupon = new WC_Coupon();
$coupon->set_props( array( 'code' => 'willkommen10', 'discount_type' => 'percent', 'amount' => '10' ) );
sf_check( $coupon->save(), 'coupon' );

// The look, as a German shop owner sets Storefront up in the Customizer for an accessible shop
// (BFSG / WCAG 2.1 AA). Storefront's sticky add-to-cart bar off (Customizer → Product Page): a
// second add-to-cart button outside any landmark.
set_theme_mod( 'storefront_sticky_add_to_cart', false );
// The sidebar's default blog widgets (search, recent posts, archives, categories) removed
// (Appearance → Widgets): a shop's sidebar holds no blog, and its search block was the page's
// second, unnamed search beside Storefront's product search in the header.
$sidebars = wp_get_sidebars_widgets();
$sidebars['wp_inactive_widgets'] = array_merge( $sidebars['wp_inactive_widgets'] ?? array(), $sidebars['sidebar-1'] ?? array() );
$sidebars['sidebar-1'] = array();
wp_set_sidebars_widgets( $sidebars );
// Customizer → Additional CSS: contrast of at least 4.5:1 where Storefront and WooCommerce draw
// text lighter (the header's item count and struck-through prices at half opacity, white on the
// info notice's light blue and the error notice's orange, the country/state placeholder in #999).
$custom_css = <<<'CSS'
.site-header-cart .cart-contents .count,
.price del { opacity: 1; }
.woocommerce-info, .woocommerce-noreviews, p.no-comments { background-color: #1e6fa8; }
.woocommerce-error { background-color: #c2361a; }
.select2-container--default .select2-selection--single .select2-selection__placeholder { color: #6d6d6d; }
CSS;
sf_check( wp_update_custom_css_post( $custom_css, array( 'stylesheet' => 'storefront' ) ), 'additional CSS' );

// Our plugin, as a shop owner activates it: its activation hook runs.
if ( ! empty( $config['plugin'] ) ) {
	sf_check( null === activate_plugin( $config['plugin'] ), 'activating ' . $config['plugin'] );
}

flush_rewrite_rules( false );

echo wp_json_encode(
	array(
		'pages'    => array(
			'shop'     => wp_make_link_relative( get_permalink( $page_ids['shop'] ) ),
			'cart'     => wp_make_link_relative( get_permalink( $page_ids['cart'] ) ),
			'checkout' => wp_make_link_relative( get_permalink( $page_ids['checkout'] ) ),
			'account'  => wp_make_link_relative( get_permalink( $page_ids['myaccount'] ) ),
		),
		'simple'   => array( 'id' => $simple_id, 'path' => wp_make_link_relative( get_permalink( $simple_id ) ) ),
		'sale'     => array( 'id' => $sale_id, 'path' => wp_make_link_relative( get_permalink( $sale_id ) ) ),
		'variable' => array(
			'id'         => $variable_id,
			'path'       => wp_make_link_relative( get_permalink( $variable_id ) ),
			'attribute'  => 'attribute_pa_inhalt',
			'variations' => $variations,
		),
		'local'    => array(
			'id'         => $local_id,
			'path'       => wp_make_link_relative( get_permalink( $local_id ) ),
			'attribute'  => 'attribute_farbe',
			'variations' => $local_variations,
		),
		'category' => wp_make_link_relative( get_term_link( $pflege, 'product_cat' ) ),
	)
) . "\n";
