<?php
/**
 * The product form's button and quantity rewritten on the recorded stock markup.
 *
 * @package Schaufenster
 */

require_once __DIR__ . '/Samples.php';

use PHPUnit\Framework\TestCase;
use Schaufenster\Markup;

final class MarkupTest extends TestCase {

	/** What our rewrite added, taken out again: the stock markup must come back byte for byte. */
	private static function without_ours( string $html ): string {
		return str_replace( array( '<sf-quantity>', '</sf-quantity>', ' ajax_add_to_cart', ' data-product_id="13"', ' data-product_id="15"' ), '', $html );
	}

	public function test_the_simple_products_button_and_quantity(): void {
		[ , $inner ] = Samples::simple_form();
		$html        = Markup::wrap_quantities( Markup::ajax_add_to_cart_button( $inner, 13 ) );
		$this->assertStringContainsString( '<button type="submit" name="add-to-cart" value="13" class="single_add_to_cart_button button alt ajax_add_to_cart" data-product_id="13">Add to cart</button>', $html );
		$this->assertSame( 1, substr_count( $html, '<sf-quantity>' ) );
		$this->assertMatchesRegularExpression( '#^\s*<sf-quantity><div class="quantity">.*name="quantity".*</div></sf-quantity>\s*<button#s', $html );
		$this->assertSame( $inner, self::without_ours( $html ) );
	}

	public function test_the_variable_products_button_gets_the_parent_id(): void {
		[ , $inner ] = Samples::variable_form();
		$html        = Markup::wrap_quantities( Markup::ajax_add_to_cart_button( $inner, 15 ) );
		$this->assertStringContainsString( '<button type="submit" class="single_add_to_cart_button button alt ajax_add_to_cart" data-product_id="15">Add to cart</button>', $html );
		$this->assertSame( 1, substr_count( $html, '<sf-quantity><div class="quantity">' ) );
		$this->assertSame( $inner, self::without_ours( $html ) );
	}

	public function test_every_line_of_the_stock_cart_gets_its_quantity_wrapped(): void {
		$page  = Samples::page( 'page.cart.html' );
		$lines = preg_match_all( '#<td class="product-quantity" data-title="Quantity">(.*?)</td>#s', $page, $matches );
		$this->assertGreaterThan( 1, $lines );
		foreach ( $matches[1] as $cell ) {
			$html = Markup::wrap_quantities( $cell );
			$this->assertMatchesRegularExpression( '#^\s*<sf-quantity><div class="quantity">.*name="cart\[[0-9a-f]{32}\]\[qty\]".*</div></sf-quantity>\s*$#s', $html );
			$this->assertSame( $cell, self::without_ours( $html ) );
		}
	}

	public static function quantity_cases(): array {
		return array(
			'hidden field (sold individually): nothing to press, left alone' => array(
				'<div class="quantity"><label class="screen-reader-text" for="q">Q</label><input type="hidden" id="q" name="quantity" value="1" /></div>',
				'<div class="quantity"><label class="screen-reader-text" for="q">Q</label><input type="hidden" id="q" name="quantity" value="1" /></div>',
			),
			'already wrapped: once' => array(
				'<sf-quantity><div class="quantity"><input type="number" name="quantity"></div></sf-quantity>',
				'<sf-quantity><div class="quantity"><input type="number" name="quantity"></div></sf-quantity>',
			),
			'nested divs inside the quantity (a plugin\'s before/after field hooks)' => array(
				'<div class="quantity"><div class="x"><span>-</span></div><input type="number" name="q"><div class="y"></div></div><p>after</p>',
				'<sf-quantity><div class="quantity"><div class="x"><span>-</span></div><input type="number" name="q"><div class="y"></div></div></sf-quantity><p>after</p>',
			),
			'other classes beside quantity' => array(
				"<div class='quantity buttons_added'><input type=number></div>",
				"<sf-quantity><div class='quantity buttons_added'><input type=number></div></sf-quantity>",
			),
			'a class that only contains the word' => array(
				'<div class="quantity-wrap"><input type="number"></div>',
				'<div class="quantity-wrap"><input type="number"></div>',
			),
			'an unclosed div is not the stock template' => array(
				'<div class="quantity"><input type="number">',
				'<div class="quantity"><input type="number">',
			),
			'a quoted > in an attribute does not end the tag' => array(
				'<div data-x="a>b" class="quantity"><input type="number" title="1 > 0"></div>',
				'<sf-quantity><div data-x="a>b" class="quantity"><input type="number" title="1 > 0"></div></sf-quantity>',
			),
		);
	}

	/** @dataProvider quantity_cases */
	public function test_quantity_wrapping( string $html, string $expected ): void {
		$this->assertSame( $expected, Markup::wrap_quantities( $html ) );
	}

	public static function button_cases(): array {
		return array(
			'only the single add button' => array(
				'<button type="button" class="reset">x</button><button class="single_add_to_cart_button">Add</button>',
				'<button type="button" class="reset">x</button><button class="single_add_to_cart_button ajax_add_to_cart" data-product_id="7">Add</button>',
			),
			'a data-product_id that is wrong is set right, class kept once' => array(
				'<button class="ajax_add_to_cart single_add_to_cart_button" data-product_id="99">Add</button>',
				'<button class="ajax_add_to_cart single_add_to_cart_button" data-product_id="7">Add</button>',
			),
			'another attribute\'s value that looks like one is not touched' => array(
				'<button title="class=x data-product_id=1" class="single_add_to_cart_button">Add</button>',
				'<button title="class=x data-product_id=1" class="single_add_to_cart_button ajax_add_to_cart" data-product_id="7">Add</button>',
			),
			'a class that only contains the word' => array(
				'<button class="single_add_to_cart_button_x">Add</button>',
				'<button class="single_add_to_cart_button_x">Add</button>',
			),
		);
	}

	/** @dataProvider button_cases */
	public function test_button_rewrite( string $html, string $expected ): void {
		$this->assertSame( $expected, Markup::ajax_add_to_cart_button( $html, 7 ) );
	}
}
