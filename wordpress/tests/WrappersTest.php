<?php
/**
 * The wrapper contract: WooCommerce's and Storefront's templates are played as they run (their
 * hooks fired in order, the recorded stock markup printed between them), and what the plugin
 * adds is checked against the contract in the project's notes.
 *
 * @package Schaufenster
 */

require_once __DIR__ . '/Samples.php';

use PHPUnit\Framework\TestCase;
use Schaufenster\Settings;
use Schaufenster\Wrappers;

final class Fake_Product {
	public function __construct( private string $type, private int $id ) {
	}
	public function is_type( $type ): bool {
		return in_array( $this->type, (array) $type, true );
	}
	public function get_id(): int {
		return $this->id;
	}
}

final class Fake_Checkout {
	public function __construct( private bool $registration_enabled, private bool $registration_required ) {
	}
	public function is_registration_enabled(): bool {
		return $this->registration_enabled;
	}
	public function is_registration_required(): bool {
		return $this->registration_required;
	}
}

/** Storefront's header cart function (inc/woocommerce/storefront-woocommerce-template-functions.php): prints the recorded one. */
function storefront_header_cart(): void {
	preg_match( '#<ul id="site-header-cart".*?</ul>#s', Samples::page( 'page.product-simple.html' ), $cart );
	echo $cart[0];
}

final class WrappersTest extends TestCase {

	protected function setUp(): void {
		Fake_WP::reset();
	}

	private static function wrappers( array $widgets_off = array() ): Wrappers {
		$settings                = Settings::defaults();
		$settings['widgets_off'] = $widgets_off;
		$wrappers                = new Wrappers( $settings );
		$wrappers->register();
		return $wrappers;
	}

	/** WooCommerce's single-product/add-to-cart/simple.php (or variable.php) with the recorded pieces. */
	private static function product_form( array $pieces ): string {
		ob_start();
		do_action( 'woocommerce_before_add_to_cart_form' );
		echo $pieces[0];
		do_action( 'woocommerce_before_add_to_cart_button' );
		echo $pieces[1];
		do_action( 'woocommerce_after_add_to_cart_button' );
		echo $pieces[2];
		do_action( 'woocommerce_after_add_to_cart_form' );
		return (string) ob_get_clean();
	}

	private static function tags( Wrappers $wrappers ): array {
		return array_column( $wrappers->rendered_widgets(), 'tag' );
	}

	public function test_simple_product_form(): void {
		$wrappers           = self::wrappers();
		$GLOBALS['product'] = new Fake_Product( 'simple', 13 );
		$pieces             = Samples::simple_form();
		$html               = self::product_form( $pieces );
		$this->assertStringStartsWith( '<sf-add-to-cart><form class="cart" action=', $html );
		$this->assertStringEndsWith( '</form></sf-add-to-cart>', $html );
		$this->assertStringNotContainsString( 'sf-variation-form', $html );
		$this->assertStringContainsString( 'class="single_add_to_cart_button button alt ajax_add_to_cart" data-product_id="13"', $html );
		$this->assertSame( 1, substr_count( $html, '<sf-quantity><div class="quantity">' ) );
		$this->assertSame( array( 'sf-add-to-cart', 'sf-quantity' ), self::tags( $wrappers ) );
	}

	public function test_variable_product_form(): void {
		$wrappers           = self::wrappers();
		$GLOBALS['product'] = new Fake_Product( 'variable', 15 );
		$pieces             = Samples::variable_form();
		$html               = self::product_form( $pieces );
		$this->assertStringStartsWith( '<sf-add-to-cart><sf-variation-form><form class="variations_form cart"', $html );
		$this->assertStringEndsWith( '</form></sf-variation-form></sf-add-to-cart>', $html );
		$this->assertStringContainsString( 'class="single_add_to_cart_button button alt ajax_add_to_cart" data-product_id="15"', $html );
		// The rest of the form is stock: the hidden fields and the inline variations.
		$this->assertStringContainsString( $pieces[2], $html );
		$this->assertStringContainsString( $pieces[0], $html );
		$this->assertSame( array( 'sf-add-to-cart', 'sf-variation-form', 'sf-quantity' ), self::tags( $wrappers ) );
	}

	public function test_other_product_types_are_left_alone(): void {
		$wrappers           = self::wrappers();
		$GLOBALS['product'] = new Fake_Product( 'grouped', 20 );
		$pieces             = Samples::simple_form();
		$this->assertSame( implode( '', $pieces ), self::product_form( $pieces ) );
		$this->assertSame( array(), self::tags( $wrappers ) );
	}

	public function test_a_form_whose_add_to_cart_is_off_keeps_woocommerces_button(): void {
		$wrappers           = self::wrappers( array( 'sf-add-to-cart' ) );
		$GLOBALS['product'] = new Fake_Product( 'variable', 15 );
		$html               = self::product_form( Samples::variable_form() );
		$this->assertStringStartsWith( '<sf-variation-form><form', $html );
		$this->assertStringNotContainsString( 'ajax_add_to_cart', $html );
		$this->assertStringContainsString( '<sf-quantity>', $html );
		$this->assertSame( array( 'sf-variation-form', 'sf-quantity' ), self::tags( $wrappers ) );
	}

	public function test_a_buffer_another_plugin_left_open_is_not_taken(): void {
		self::wrappers();
		$GLOBALS['product'] = new Fake_Product( 'simple', 13 );
		add_action( 'woocommerce_before_add_to_cart_quantity', static fn() => ob_start() );
		[ $start, $inner, $end ] = Samples::simple_form();
		ob_start();
		do_action( 'woocommerce_before_add_to_cart_form' );
		echo $start;
		do_action( 'woocommerce_before_add_to_cart_button' );
		do_action( 'woocommerce_before_add_to_cart_quantity' );
		echo $inner;
		do_action( 'woocommerce_after_add_to_cart_button' );
		echo $end;
		do_action( 'woocommerce_after_add_to_cart_form' );
		$html = ob_get_clean();
		$html = ob_get_clean() . $html; // The other plugin's buffer, then ours, as PHP flushes them at the end.
		$html = ob_get_clean() . $html;
		$this->assertStringContainsString( $inner, $html, 'nothing lost, nothing rewritten' );
	}

	public function test_product_lists(): void {
		$wrappers = self::wrappers();
		$this->assertSame( '<sf-add-to-cart><ul class="products columns-4">', apply_filters( 'woocommerce_product_loop_start', '<ul class="products columns-4">' ) );
		$this->assertSame( '</ul></sf-add-to-cart>', apply_filters( 'woocommerce_product_loop_end', '</ul>' ) );
		// A list inside a list (a shortcode in a description) closes its own.
		apply_filters( 'woocommerce_product_loop_start', '<ul>' );
		apply_filters( 'woocommerce_product_loop_start', '<ul>' );
		$this->assertSame( '</ul></sf-add-to-cart>', apply_filters( 'woocommerce_product_loop_end', '</ul>' ) );
		$this->assertSame( '</ul></sf-add-to-cart>', apply_filters( 'woocommerce_product_loop_end', '</ul>' ) );
		$this->assertSame( '</ul>', apply_filters( 'woocommerce_product_loop_end', '</ul>' ), 'an end without a start' );
		$this->assertSame( array( 'sf-add-to-cart' ), self::tags( $wrappers ) );
	}

	public function test_storefronts_header_cart(): void {
		$this->assertSame( 1, preg_match( '#<ul id="site-header-cart".*?</ul>#s', Samples::page( 'page.product-simple.html' ), $cart ) );
		add_action( 'storefront_header', 'storefront_header_cart', 60 );
		$wrappers = self::wrappers();
		add_action( 'storefront_header', static fn() => print '<nav></nav>', 50 );
		add_action( 'storefront_header', static fn() => print '</div>', 68 );
		ob_start();
		do_action( 'storefront_header' );
		$this->assertSame( '<nav></nav><sf-mini-cart>' . $cart[0] . '</sf-mini-cart></div>', ob_get_clean() );
		$this->assertSame( array( array( 'tag' => 'sf-mini-cart', 'media' => '(min-width: 768px)' ) ), $wrappers->rendered_widgets() );
	}

	public function test_no_header_cart_wrapper_without_storefronts(): void {
		$this->assertArrayNotHasKey( 'header-cart', Wrappers::stock() );
		add_action( 'storefront_header', 'storefront_header_cart', 42 );
		$this->assertSame( 41, Wrappers::stock()['header-cart']['open']['priority'], 'where a child theme moved it' );
	}

	public function test_cart_page(): void {
		$wrappers = self::wrappers();
		add_action( 'woocommerce_before_cart', static fn() => print '<div class="woocommerce-notices-wrapper"></div>', 10 );
		$this->assertSame( 1, preg_match( '#<td class="product-quantity" data-title="Quantity">(.*?)</td>#s', Samples::page( 'page.cart.html' ), $cell ) );
		$this->assertSame( $cell[1], apply_filters( 'woocommerce_cart_item_quantity', $cell[1], 'key', array() ), 'outside the cart form: left alone' );
		ob_start();
		do_action( 'woocommerce_before_cart' );
		echo '<form class="woocommerce-cart-form">';
		echo apply_filters( 'woocommerce_cart_item_quantity', $cell[1], 'key', array() );
		echo '</form><div class="cart-collaterals"></div>';
		do_action( 'woocommerce_after_cart' );
		$html = ob_get_clean();
		$this->assertMatchesRegularExpression( '#^<sf-cart-form><div class="woocommerce-notices-wrapper"></div><form class="woocommerce-cart-form">\s*<sf-quantity><div class="quantity">.*</div></sf-quantity>\s*</form><div class="cart-collaterals"></div></sf-cart-form>$#s', $html );
		$this->assertSame( array( 'sf-cart-form', 'sf-quantity' ), self::tags( $wrappers ) );
	}

	public function test_checkout(): void {
		self::wrappers();
		add_action( 'woocommerce_before_checkout_form', static fn() => print '<div class="coupon"></div>', 10 );
		add_action( 'woocommerce_after_checkout_form', static fn() => print '<p>after</p>', 10 );
		ob_start();
		do_action( 'woocommerce_before_checkout_form', new Fake_Checkout( true, false ) );
		echo '<form name="checkout"></form>';
		do_action( 'woocommerce_after_checkout_form', new Fake_Checkout( true, false ) );
		$this->assertSame( '<sf-checkout><div class="coupon"></div><form name="checkout"></form><p>after</p></sf-checkout>', ob_get_clean() );
	}

	public function test_a_checkout_that_ends_at_must_be_logged_in_gets_no_element(): void {
		self::wrappers();
		ob_start();
		do_action( 'woocommerce_before_checkout_form', new Fake_Checkout( false, true ) );
		echo 'You must be logged in to checkout.';
		$this->assertSame( 'You must be logged in to checkout.', ob_get_clean() );
		Fake_WP::$logged_in = true;
		ob_start();
		do_action( 'woocommerce_before_checkout_form', new Fake_Checkout( false, true ) );
		$this->assertSame( '<sf-checkout>', ob_get_clean() );
	}

	public function test_cart_fragments_once_in_the_footer(): void {
		self::wrappers();
		ob_start();
		do_action( 'wp_footer' );
		do_action( 'wp_footer' );
		$this->assertSame( '<sf-cart-fragments></sf-cart-fragments>', ob_get_clean() );
	}

	public function test_themes_turn_wrappers_off_and_add_their_own(): void {
		add_filter(
			'schaufenster_wrappers',
			static function ( array $wrappers ) {
				unset( $wrappers['checkout'] );
				$wrappers['tabs'] = array(
					'tags'  => array( 'sf-product-tabs' ),
					'open'  => array( 'action' => 'woocommerce_before_tabs' ),
					'close' => array( 'action' => 'woocommerce_after_tabs' ),
				);
				return $wrappers;
			}
		);
		$wrappers = self::wrappers();
		ob_start();
		do_action( 'woocommerce_before_checkout_form', new Fake_Checkout( true, false ) );
		do_action( 'woocommerce_before_tabs' );
		echo 'tabs';
		do_action( 'woocommerce_after_tabs' );
		$this->assertSame( '<sf-product-tabs>tabs</sf-product-tabs>', ob_get_clean() );
		$this->assertSame( array( 'sf-product-tabs' ), self::tags( $wrappers ) );
	}

	public function test_elements_turned_off_are_not_printed(): void {
		self::wrappers( array( 'sf-add-to-cart', 'sf-cart-fragments', 'sf-cart-form' ) );
		$this->assertSame( '<ul>', apply_filters( 'woocommerce_product_loop_start', '<ul>' ) );
		ob_start();
		do_action( 'wp_footer' );
		do_action( 'woocommerce_before_cart' );
		$this->assertSame( '', ob_get_clean() );
	}
}
