<?php
/**
 * Plugin Name:          Schaufenster
 * Description:          Storefront widgets for WooCommerce: add to cart, variations, quantities, the cart page, the mini-cart and the checkout without page loads, on your theme's own markup.
 * Version:              0.1.0
 * Requires at least:    6.4
 * Requires PHP:         8.1
 * Requires Plugins:     woocommerce
 * WC requires at least: 8.0
 * WC tested up to:      9.9
 * Author:               Schaufenster
 * License:              GPL-2.0-or-later
 * License URI:          https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:          schaufenster
 * Domain Path:          /languages
 *
 * @package Schaufenster
 */

namespace Schaufenster;

defined( 'ABSPATH' ) || exit;

const VERSION = '0.1.0';

require_once __DIR__ . '/includes/class-settings.php';
require_once __DIR__ . '/includes/class-markup.php';
require_once __DIR__ . '/includes/class-manifest.php';
require_once __DIR__ . '/includes/class-wrappers.php';
require_once __DIR__ . '/includes/class-script-neutraliser.php';
require_once __DIR__ . '/includes/class-assets.php';
require_once __DIR__ . '/includes/class-settings-page.php';
require_once __DIR__ . '/includes/class-plugin.php';

( new Plugin( __FILE__ ) )->boot();
