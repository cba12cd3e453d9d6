<?php
/**
 * The pages recorded on a stock shop (WordPress 6.9, WooCommerce 9.9.5, Storefront 4.6.0),
 * read where the project keeps them: ../shared/real-woocommerce/samples beside the repository.
 *
 * @package Schaufenster
 */

use PHPUnit\Framework\Assert;

final class Samples {

	public static function page( string $name ): string {
		$file = SCHAUFENSTER_REPO . '/../shared/real-woocommerce/samples/' . $name;
		Assert::assertFileExists( $file, 'The recorded stock pages are read from ../shared/real-woocommerce/samples beside the repository.' );
		return (string) file_get_contents( $file );
	}

	/**
	 * The simple product's form in the pieces WooCommerce's simple.php prints between its hooks:
	 * the form's start tag, what comes between before/after_add_to_cart_button (quantity and
	 * button), the form's end.
	 *
	 * @return array{0: string, 1: string, 2: string}
	 */
	public static function simple_form(): array {
		Assert::assertSame( 1, preg_match( '#(<form class="cart"[^>]*>)(.*?)(</form>)#s', self::page( 'page.product-simple.html' ), $match ) );
		return array( $match[1], $match[2], $match[3] );
	}

	/**
	 * The variable product's form in the pieces around before/after_add_to_cart_button (in
	 * variation-add-to-cart-button.php): everything up to the button area, the quantity and
	 * button, the hidden fields and the form's end.
	 *
	 * @return array{0: string, 1: string, 2: string}
	 */
	public static function variable_form(): array {
		Assert::assertSame(
			1,
			preg_match( '#(<form class="variations_form cart".*?<div class="woocommerce-variation-add-to-cart variations_button">)(.*?)(\s*<input type="hidden" name="add-to-cart".*?</form>)#s', self::page( 'page.product-variable.html' ), $match )
		);
		return array( $match[1], $match[2], $match[3] );
	}
}
