<?php
/**
 * WooCommerce's cart scripts neutralised: registered and enqueued as before, with their
 * localised data and dependencies, only without a source (WordPress then prints the data and
 * no script tag: WP_Scripts::do_item prints a handle's extra data before it returns for a
 * handle without `src`).
 *
 * @package Schaufenster
 */

use PHPUnit\Framework\TestCase;
use Schaufenster\Script_Neutraliser;
use Schaufenster\Settings;

final class ScriptNeutraliserTest extends TestCase {

	private const WC = 'https://shop.example/wp-content/plugins/woocommerce/assets/js/frontend/';

	protected function setUp(): void {
		Fake_WP::reset();
		// What WC_Frontend_Scripts registers and localises on a product page, as WP_Scripts holds it.
		Fake_WP::$scripts = (object) array(
			'registered' => array(),
			'queue'      => array( 'wc-add-to-cart', 'wc-single-product', 'woocommerce', 'wc-cart-fragments', 'wc-add-to-cart-variation' ),
		);
		foreach ( array(
			'jquery'                   => array(),
			'wc-add-to-cart'           => array( 'jquery', 'jquery-blockui' ),
			'wc-add-to-cart-variation' => array( 'jquery', 'wp-util', 'jquery-blockui' ),
			'wc-cart'                  => array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ),
			'wc-cart-fragments'        => array( 'jquery', 'js-cookie' ),
			'wc-single-product'        => array( 'jquery' ),
			'woocommerce'              => array( 'jquery', 'jquery-blockui', 'js-cookie' ),
		) as $handle => $deps ) {
			self::register( $handle, $deps );
		}
	}

	private static function register( string $handle, array $deps ): void {
		Fake_WP::$scripts->registered[ $handle ] = (object) array(
			'handle' => $handle,
			'src'    => self::WC . $handle . '.min.js',
			'deps'   => $deps,
			'extra'  => array(
				'data'     => 'var ' . str_replace( '-', '_', $handle ) . '_params = {"wc_ajax_url":"\/?wc-ajax=%%endpoint%%"};',
				'strategy' => 'defer',
			),
		);
	}

	private static function sources(): array {
		return array_map( fn( $item ) => $item->src, Fake_WP::$scripts->registered );
	}

	public function test_empties_the_five_sources_and_keeps_everything_else(): void {
		$before = unserialize( serialize( Fake_WP::$scripts ) );
		Script_Neutraliser::register( Settings::defaults() );
		do_action( 'wp_enqueue_scripts' );
		foreach ( array( 'wc-add-to-cart', 'wc-add-to-cart-variation', 'wc-cart', 'wc-cart-fragments' ) as $handle ) {
			$this->assertFalse( Fake_WP::$scripts->registered[ $handle ]->src, $handle );
			$this->assertSame( $before->registered[ $handle ]->extra, Fake_WP::$scripts->registered[ $handle ]->extra, "$handle keeps its page global" );
			$this->assertSame( $before->registered[ $handle ]->deps, Fake_WP::$scripts->registered[ $handle ]->deps, "$handle keeps its dependencies" );
		}
		foreach ( array( 'jquery', 'wc-single-product', 'woocommerce' ) as $handle ) {
			$this->assertSame( $before->registered[ $handle ]->src, Fake_WP::$scripts->registered[ $handle ]->src, "$handle is not ours to change" );
		}
		$this->assertSame( $before->queue, Fake_WP::$scripts->queue, 'nothing dequeued' );
	}

	public function test_a_handle_registered_late_is_emptied_before_the_footer_prints(): void {
		Script_Neutraliser::register( Settings::defaults() );
		do_action( 'wp_enqueue_scripts' );
		self::register( 'wc-checkout', array( 'jquery', 'woocommerce' ) );
		do_action( 'wp_print_footer_scripts' );
		$this->assertFalse( self::sources()['wc-checkout'] );
	}

	public function test_the_script_of_a_widget_turned_off_stays(): void {
		$settings                = Settings::defaults();
		$settings['widgets_off'] = array( 'sf-cart-fragments', 'sf-variation-form' );
		Script_Neutraliser::register( $settings );
		do_action( 'wp_enqueue_scripts' );
		$this->assertFalse( self::sources()['wc-add-to-cart'] );
		$this->assertStringEndsWith( 'wc-cart-fragments.min.js', self::sources()['wc-cart-fragments'] );
		$this->assertStringEndsWith( 'wc-add-to-cart-variation.min.js', self::sources()['wc-add-to-cart-variation'] );
	}

	public function test_the_list_is_a_filter(): void {
		add_filter( 'schaufenster_neutralised_scripts', static fn( array $handles ) => array_merge( array_diff( $handles, array( 'wc-add-to-cart' ) ), array( 'wc-single-product' ) ) );
		$this->assertSame( array( 'wc-add-to-cart-variation', 'wc-cart', 'wc-cart-fragments', 'wc-checkout', 'wc-single-product' ), Script_Neutraliser::handles( Settings::defaults() ) );
	}

	public function test_reports_what_it_emptied_and_leaves_unknown_handles(): void {
		$this->assertSame( array( 'wc-cart' ), Script_Neutraliser::neutralise( Fake_WP::$scripts, array( 'wc-cart', 'not-registered' ) ) );
		$this->assertSame( array(), Script_Neutraliser::neutralise( Fake_WP::$scripts, array( 'wc-cart' ) ), 'once' );
		$this->assertSame( array(), Script_Neutraliser::neutralise( null, array( 'wc-cart' ) ), 'no WP_Scripts' );
	}
}
