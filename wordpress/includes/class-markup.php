<?php
/**
 * Changes to WooCommerce's own markup that the widgets need, as plain string functions (no
 * WordPress needed, tested on the recorded stock pages): the product form's button made an
 * ajax button for our add-to-cart, and each stock quantity field wrapped in `<sf-quantity>`.
 *
 * Only start tags are looked at, found with their quoted attribute values (a `>` inside
 * `data-product_variations` does not end a tag); everything else of the markup is kept byte
 * for byte.
 *
 * @package Schaufenster
 */

namespace Schaufenster;

defined( 'ABSPATH' ) || exit;

final class Markup {

	/** A start tag of the given element, with its attributes (quoted values may hold `>`). */
	private const START_TAG = '/<%s\b((?:[^>"\']|"[^"]*"|\'[^\']*\')*)>/i';

	/** One attribute: name, then an optional value in double, single or no quotes. */
	private const ATTRIBUTE = '/([^\s=\/>"\']+)(?:\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'>]+)))?/';

	/**
	 * The stock single product button (`button.single_add_to_cart_button`) with what our
	 * `sf-add-to-cart` needs to own its click: the class `ajax_add_to_cart` and
	 * `data-product_id` (the product's id; for a variable product the parent's). Every other
	 * button is left alone; a button that has both already is not changed.
	 */
	public static function ajax_add_to_cart_button( string $html, int $product_id ): string {
		$pattern = sprintf( self::START_TAG, 'button' );
		return (string) preg_replace_callback(
			$pattern,
			static function ( array $match ) use ( $product_id ): string {
				$tag        = $match[0];
				$attributes = self::attributes( $match[1] );
				$classes    = preg_split( '/\s+/', trim( $attributes['class'] ?? '' ), -1, PREG_SPLIT_NO_EMPTY );
				if ( ! in_array( 'single_add_to_cart_button', $classes, true ) ) {
					return $tag;
				}
				if ( ! in_array( 'ajax_add_to_cart', $classes, true ) ) {
					$tag = self::set_attribute( $tag, 'class', implode( ' ', array( ...$classes, 'ajax_add_to_cart' ) ) );
				}
				if ( ( $attributes['data-product_id'] ?? null ) !== (string) $product_id ) {
					$tag = self::set_attribute( $tag, 'data-product_id', (string) $product_id );
				}
				return $tag;
			},
			$html
		);
	}

	/**
	 * Each stock `div.quantity` holding a visible quantity field wrapped in
	 * `<sf-quantity>…</sf-quantity>`. A quantity WooCommerce prints as a hidden field (a product
	 * sold individually, min = max) has nothing to press and stays as it is, and so does one that
	 * is wrapped already.
	 */
	public static function wrap_quantities( string $html ): string {
		$pattern = sprintf( self::START_TAG, 'div' );
		$out     = '';
		$offset  = 0;
		while ( preg_match( $pattern, $html, $match, PREG_OFFSET_CAPTURE, $offset ) ) {
			$tag   = $match[0][0];
			$start = $match[0][1];
			$after = $start + strlen( $tag );
			$end   = self::is_quantity( $match[1][0] ) ? self::closing_div( $html, $after ) : null;
			if ( null === $end ) {
				// Not a quantity (or an unclosed div, not the stock template's): go on inside it.
				$out   .= substr( $html, $offset, $after - $offset );
				$offset = $after;
				continue;
			}
			$before = substr( $html, $offset, $start - $offset );
			$div    = substr( $html, $start, $end + strlen( '</div>' ) - $start );
			$inside = preg_match( '/<sf-quantity\b[^>]*>\s*$/i', $out . $before );
			$out   .= $before . ( self::has_visible_quantity( $div ) && ! $inside ? '<sf-quantity>' . $div . '</sf-quantity>' : $div );
			$offset = $end + strlen( '</div>' );
		}
		return $out . substr( $html, $offset );
	}

	/** Whether a div's attribute text gives it the class `quantity`. */
	private static function is_quantity( string $attributes ): bool {
		$classes = preg_split( '/\s+/', trim( self::attributes( $attributes )['class'] ?? '' ), -1, PREG_SPLIT_NO_EMPTY );
		return in_array( 'quantity', $classes, true );
	}

	/** The offset of the `</div>` that closes a div whose content starts at $from, or null. */
	private static function closing_div( string $html, int $from ): ?int {
		$depth = 1;
		$at    = $from;
		while ( preg_match( '/<(\/?)div\b(?:[^>"\']|"[^"]*"|\'[^\']*\')*>/i', $html, $match, PREG_OFFSET_CAPTURE, $at ) ) {
			$depth += '/' === $match[1][0] ? -1 : 1;
			if ( 0 === $depth ) {
				return $match[0][1];
			}
			$at = $match[0][1] + strlen( $match[0][0] );
		}
		return null;
	}

	/** Whether the markup holds an input that is not hidden (WooCommerce's number field). */
	private static function has_visible_quantity( string $html ): bool {
		if ( ! preg_match_all( sprintf( self::START_TAG, 'input' ), $html, $matches ) ) {
			return false;
		}
		foreach ( $matches[1] as $attributes ) {
			if ( 'hidden' !== strtolower( self::attributes( $attributes )['type'] ?? 'text' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The attributes of a start tag's attribute text, names lower-cased, values with
	 * `&quot;`, `&amp;`… decoded.
	 *
	 * @return array<string, string>
	 */
	public static function attributes( string $text ): array {
		$attributes = array();
		preg_match_all( self::ATTRIBUTE, $text, $matches, PREG_SET_ORDER );
		foreach ( $matches as $match ) {
			$name = strtolower( $match[1] );
			if ( ! isset( $attributes[ $name ] ) ) {
				$value                = ( $match[2] ?? '' ) . ( $match[3] ?? '' ) . ( $match[4] ?? '' );
				$attributes[ $name ] = html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			}
		}
		return $attributes;
	}

	/** The start tag with the attribute set to the value: replaced in place, or added before the `>`. */
	private static function set_attribute( string $tag, string $name, string $value ): string {
		$escaped = htmlspecialchars( $value, ENT_QUOTES, 'UTF-8' );
		$from    = strcspn( $tag, " \t\n\r\f/>" ); // After `<button`: the element's name is no attribute.
		preg_match_all( self::ATTRIBUTE, $tag, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE, $from );
		foreach ( $matches as $match ) {
			if ( strtolower( $match[1][0] ) === $name ) {
				return substr_replace( $tag, $name . '="' . $escaped . '"', $match[0][1], strlen( $match[0][0] ) );
			}
		}
		$self_closing = str_ends_with( $tag, '/>' );
		return rtrim( substr( $tag, 0, $self_closing ? -2 : -1 ) ) . ' ' . $name . '="' . $escaped . '"' . ( $self_closing ? ' />' : '>' );
	}
}
