<?php
/**
 * The settings page's input, sanitised and bounded; stored values read back safely.
 *
 * @package Schaufenster
 */

use PHPUnit\Framework\TestCase;
use Schaufenster\Settings;

final class SettingsTest extends TestCase {

	private static function input( array $changes = array() ): array {
		return array_replace_recursive(
			array(
				'build'           => 'react',
				'widgets'         => array( 'sf-add-to-cart', 'sf-quantity' ),
				'brand'           => array( 'theme' => 'storefront' ),
				'consent_blocker' => '1',
			),
			$changes
		);
	}

	public function test_a_valid_form(): void {
		[ $settings, $errors ] = Settings::sanitize( self::input(), Settings::defaults() );
		$this->assertSame( array(), $errors );
		$this->assertSame( 'react', $settings['build'] );
		$this->assertSame( array( 'sf-variation-form', 'sf-mini-cart', 'sf-cart-form', 'sf-checkout', 'sf-cart-fragments' ), $settings['widgets_off'] );
		$this->assertSame( array( 'wallet' => 'paypal', 'platform' => 'woocommerce', 'theme' => 'storefront', 'formsNamespace' => 'contact-form-7', 'consentVendor' => 'cookieyes' ), $settings['brand'] );
		$this->assertTrue( $settings['consent_blocker'] );
	}

	public static function refused(): array {
		return array(
			'a build this copy does not hold'  => array( array( 'build' => 'vue' ), 'build', 'preact' ),
			'a brand word with a quote'        => array( array( 'brand' => array( 'theme' => 'my"theme' ) ), 'brand', array( 'theme' => 'flatsome' ) ),
			'a brand word with a tag'          => array( array( 'brand' => array( 'wallet' => '<script>' ) ), 'brand', array( 'wallet' => 'paypal' ) ),
			'a brand word longer than 40'      => array( array( 'brand' => array( 'platform' => str_repeat( 'a', 41 ) ) ), 'brand', array( 'platform' => 'woocommerce' ) ),
			'a brand word that is an array'    => array( array( 'brand' => array( 'consentVendor' => array( 'x' ) ) ), 'brand', array( 'consentVendor' => 'cookieyes' ) ),
		);
	}

	/** @dataProvider refused */
	public function test_refused_values_keep_the_previous_one_with_a_message( array $changes, string $key, $kept ): void {
		[ $settings, $errors ] = Settings::sanitize( array_replace( self::input( array( 'build' => 'classic' ) ), $changes ), Settings::defaults(), array( 'preact', 'classic' ) );
		$this->assertCount( 1, $errors );
		if ( is_array( $kept ) ) {
			$this->assertSame( $kept, array_intersect_key( $settings[ $key ], $kept ) );
		} else {
			$this->assertSame( $kept, $settings[ $key ] );
		}
	}

	public function test_brand_words_are_lower_case_trimmed_and_empty_is_the_default(): void {
		$previous                   = Settings::defaults();
		$previous['brand']['theme'] = 'old';
		[ $settings, $errors ]      = Settings::sanitize( self::input( array( 'brand' => array( 'theme' => '', 'wallet' => ' MyWallet ' ) ) ), $previous );
		$this->assertSame( array(), $errors );
		$this->assertSame( 'flatsome', $settings['brand']['theme'] );
		$this->assertSame( 'mywallet', $settings['brand']['wallet'] );
	}

	public function test_unknown_widgets_and_a_missing_form_change_nothing_unsafe(): void {
		[ $settings ] = Settings::sanitize( array( 'widgets' => array( 'sf-evil', array( 'x' ) ) ), Settings::defaults() );
		$this->assertSame( Settings::WIDGETS, $settings['widgets_off'] );
		$this->assertFalse( $settings['consent_blocker'] );
		$this->assertSame( 'preact', $settings['build'], 'no build sent: kept' );
		[ $settings, $errors ] = Settings::sanitize( 'not a form', Settings::defaults() );
		$this->assertSame( array(), $errors );
	}

	public function test_stored_values_are_read_back_safely(): void {
		$this->assertSame( Settings::defaults(), Settings::from_stored( false ) );
		$this->assertSame( Settings::defaults(), Settings::from_stored( array( 'build' => 'vue', 'widgets_off' => 'x', 'brand' => array( 'theme' => 'a b' ) ) ) );
		$stored = Settings::from_stored( array( 'widgets_off' => array( 'sf-checkout', 'sf-unknown' ), 'consent_blocker' => false ) );
		$this->assertSame( array( 'sf-checkout' ), $stored['widgets_off'] );
		$this->assertFalse( $stored['consent_blocker'] );
	}
}
