<?php
/**
 * Our elements around WooCommerce's and Storefront's stock markup, printed through their hooks
 * (no template overrides), as the wrapper contract says:
 * - `loop`: `<sf-add-to-cart>` around each product list's `<ul class="products">`
 *   (filters woocommerce_product_loop_start / _end);
 * - `product-form`: around the add-to-cart form of a simple product `<sf-add-to-cart>`, of a
 *   variable one `<sf-add-to-cart><sf-variation-form>` (woocommerce_before/after_add_to_cart_form);
 * - `product-button`: inside that form, the stock button gets `ajax_add_to_cart` and
 *   `data-product_id`, the stock `div.quantity` is wrapped in `<sf-quantity>` (the markup
 *   between woocommerce_before_add_to_cart_button and woocommerce_after_add_to_cart_button is
 *   buffered and rewritten, class-markup.php);
 * - `header-cart`: `<sf-mini-cart>` around Storefront's `ul#site-header-cart` (storefront_header,
 *   one priority before and after storefront_header_cart);
 * - `cart`: `<sf-cart-form>` from woocommerce_before_cart (priority 5, so it holds the notices
 *   printed at 10) to woocommerce_after_cart, and `cart-quantity`: each line's `div.quantity` in
 *   `<sf-quantity>` (filter woocommerce_cart_item_quantity);
 * - `checkout`: `<sf-checkout>` from woocommerce_before_checkout_form (priority 1) to
 *   woocommerce_after_checkout_form (999);
 * - `cart-fragments`: `<sf-cart-fragments></sf-cart-fragments>` once, in wp_footer.
 *
 * Themes change the list with the filter `schaufenster_wrappers` (wordpress/README.md): remove
 * an entry to turn a wrapper off, add one of the same shape for their own markup. Every `sf-*`
 * tag printed through a wrapper is collected, so the footer prints the scripts of exactly the
 * widgets the page renders (class-assets.php).
 *
 * @package Schaufenster
 */

namespace Schaufenster;

defined( 'ABSPATH' ) || exit;

final class Wrappers {

	/** @var array<string, list<list<string>>> Per wrapper, the tags each open printed, innermost last. */
	private array $open = array();

	/** @var array<string, ?string> The tags printed so far, in order, with the media query they show under. */
	private array $rendered = array();

	/** @var array<string, true> Wrappers printed once per page that have been. */
	private array $printed_once = array();

	/** @var array<string, int> Per buffering wrapper, the output buffer level it opened. */
	private array $buffers = array();

	/** @var array<string, array> The wrappers, as the filter left them. */
	private array $definitions = array();

	/**
	 * @param array $settings The plugin's settings (class-settings.php): which tags are on.
	 */
	public function __construct( private array $settings ) {
	}

	/**
	 * The stock wrappers. Keys name them for the filter; each entry is one of
	 * - a wrap: `tags` (a list, or a callable given the hook's arguments that returns one),
	 *   `open` and optionally `close` (`['action' => hook, 'priority' => n]` prints the opening
	 *   or closing tags; `['filter' => hook, 'priority' => n]` puts them before or after the
	 *   filtered markup), `media` (the query the theme shows them under), `once` (printed once
	 *   per page; without `close` the element is printed empty);
	 * - a rewrite: `rewrite` (a callable given the markup and the wrappers, returns the new
	 *   markup) with `buffer` (`['from' => hook, 'to' => hook]`: what is printed between is
	 *   rewritten) or `filter` (`['filter' => hook, 'priority' => n]`), and `inside` (the wrapper
	 *   that must be open for it to apply).
	 *
	 * @return array<string, array>
	 */
	public static function stock(): array {
		$wrappers = array(
			'loop'           => array(
				'tags'  => array( 'sf-add-to-cart' ),
				'open'  => array(
					'filter'   => 'woocommerce_product_loop_start',
					'priority' => PHP_INT_MAX,
				),
				'close' => array(
					'filter'   => 'woocommerce_product_loop_end',
					'priority' => PHP_INT_MAX,
				),
			),
			'product-form'   => array(
				'tags'  => array( self::class, 'product_form_tags' ),
				'open'  => array(
					'action'   => 'woocommerce_before_add_to_cart_form',
					'priority' => 1000,
				),
				'close' => array(
					'action'   => 'woocommerce_after_add_to_cart_form',
					'priority' => -1000,
				),
			),
			'product-button' => array(
				'inside'  => 'product-form',
				'buffer'  => array(
					'from' => 'woocommerce_before_add_to_cart_button',
					'to'   => 'woocommerce_after_add_to_cart_button',
				),
				'rewrite' => array( self::class, 'rewrite_product_button' ),
			),
			'cart'           => array(
				'tags'  => array( 'sf-cart-form' ),
				'open'  => array(
					'action'   => 'woocommerce_before_cart',
					'priority' => 5,
				),
				'close' => array(
					'action'   => 'woocommerce_after_cart',
					'priority' => 1000,
				),
			),
			'cart-quantity'  => array(
				'inside'  => 'cart',
				'filter'  => array(
					'filter'   => 'woocommerce_cart_item_quantity',
					'priority' => 1000,
				),
				'rewrite' => array( self::class, 'rewrite_quantities' ),
			),
			'checkout'       => array(
				'tags'  => array( self::class, 'checkout_tags' ),
				'open'  => array(
					'action'   => 'woocommerce_before_checkout_form',
					'priority' => 1,
				),
				'close' => array(
					'action'   => 'woocommerce_after_checkout_form',
					'priority' => 999,
				),
			),
			'cart-fragments' => array(
				'tags' => array( 'sf-cart-fragments' ),
				'open' => array(
					'action'   => 'wp_footer',
					'priority' => 5,
				),
				'once' => true,
			),
		);
		// Storefront's header cart, where the theme prints it (a child theme may have moved or removed it).
		$header_cart = function_exists( 'has_action' ) ? has_action( 'storefront_header', 'storefront_header_cart' ) : false;
		if ( is_int( $header_cart ) ) {
			$wrappers['header-cart'] = array(
				'tags'  => array( 'sf-mini-cart' ),
				'open'  => array(
					'action'   => 'storefront_header',
					'priority' => $header_cart - 1,
				),
				'close' => array(
					'action'   => 'storefront_header',
					'priority' => $header_cart + 1,
				),
				// Storefront shows its header cart from 768 px on (its handheld bar below).
				'media' => '(min-width: 768px)',
			);
		}
		return $wrappers;
	}

	/** Hooks every wrapper the filter leaves in; one whose tags are all turned off is left out. */
	public function register(): void {
		$this->definitions = (array) apply_filters( 'schaufenster_wrappers', self::stock(), $this->settings );
		foreach ( $this->definitions as $id => $wrapper ) {
			if ( ! is_array( $wrapper ) ) {
				continue;
			}
			$id = (string) $id;
			if ( isset( $wrapper['rewrite'] ) ) {
				$this->register_rewrite( $id, $wrapper );
			} elseif ( isset( $wrapper['tags'], $wrapper['open'] ) ) {
				$this->register_wrap( $id, $wrapper );
			}
		}
	}

	private function register_wrap( string $id, array $wrapper ): void {
		if ( ! is_callable( $wrapper['tags'] ) && ( ! is_array( $wrapper['tags'] ) || ! $this->enabled( $wrapper['tags'] ) ) ) {
			return;
		}
		$open  = $wrapper['open'];
		$close = $wrapper['close'] ?? null;
		if ( isset( $open['filter'] ) ) {
			add_filter(
				$open['filter'],
				fn( $markup, ...$args ) => $this->open( $id, $args ) . $markup,
				$open['priority'] ?? 10,
				99
			);
		} else {
			add_action(
				$open['action'],
				function ( ...$args ) use ( $id ): void {
					echo $this->open( $id, $args ); // phpcs:ignore WordPress.Security.EscapeOutput -- our own tags.
				},
				$open['priority'] ?? 10,
				99
			);
		}
		if ( ! $close ) {
			return;
		}
		if ( isset( $close['filter'] ) ) {
			add_filter( $close['filter'], fn( $markup ) => $markup . $this->close( $id ), $close['priority'] ?? 10, 1 );
		} else {
			add_action(
				$close['action'],
				function () use ( $id ): void {
					echo $this->close( $id ); // phpcs:ignore WordPress.Security.EscapeOutput -- our own tags.
				},
				$close['priority'] ?? 10,
				0
			);
		}
	}

	private function register_rewrite( string $id, array $wrapper ): void {
		$rewrite = $wrapper['rewrite'];
		$inside  = $wrapper['inside'] ?? null;
		if ( isset( $wrapper['buffer']['from'], $wrapper['buffer']['to'] ) ) {
			add_action(
				$wrapper['buffer']['from'],
				function () use ( $id, $inside ): void {
					if ( null === $inside || $this->is_open( $inside ) ) {
						ob_start();
						$this->buffers[ $id ] = ob_get_level();
					}
				},
				PHP_INT_MAX,
				0
			);
			add_action(
				$wrapper['buffer']['to'],
				function () use ( $id, $rewrite ): void {
					$level = $this->buffers[ $id ] ?? null;
					unset( $this->buffers[ $id ] );
					// Another plugin's buffer left open in between: its output is not ours to take.
					if ( null === $level || ob_get_level() !== $level ) {
						return;
					}
					echo $this->record( (string) call_user_func( $rewrite, (string) ob_get_clean(), $this ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- WooCommerce's markup, rewritten.
				},
				PHP_INT_MIN,
				0
			);
		} elseif ( isset( $wrapper['filter']['filter'] ) ) {
			add_filter(
				$wrapper['filter']['filter'],
				function ( $markup ) use ( $rewrite, $inside ) {
					if ( ! is_string( $markup ) || ( null !== $inside && ! $this->is_open( $inside ) ) ) {
						return $markup;
					}
					return $this->record( (string) call_user_func( $rewrite, $markup, $this ) );
				},
				$wrapper['filter']['priority'] ?? 10,
				1
			);
		}
	}

	/**
	 * The opening tags of a wrapper, given the arguments of the hook that prints them; nothing
	 * when its tags are off, or for a `once` wrapper already printed.
	 */
	public function open( string $id, array $args = array() ): string {
		$wrapper = $this->definitions[ $id ] ?? null;
		if ( ! is_array( $wrapper ) || ( ! empty( $wrapper['once'] ) && isset( $this->printed_once[ $id ] ) ) ) {
			return '';
		}
		$tags = $wrapper['tags'];
		$tags = is_callable( $tags ) ? call_user_func( $tags, ...$args ) : $tags;
		$tags = array_values( array_filter( is_array( $tags ) ? $tags : array(), fn( $tag ) => is_string( $tag ) && $this->enabled( array( $tag ) ) && self::is_tag( $tag ) ) );
		if ( ! empty( $wrapper['once'] ) && $tags ) {
			$this->printed_once[ $id ] = true;
		}
		$media = isset( $wrapper['media'] ) && is_string( $wrapper['media'] ) ? $wrapper['media'] : null;
		foreach ( $tags as $tag ) {
			$this->rendered( $tag, $media );
		}
		$opening = implode( '', array_map( fn( $tag ) => "<{$tag}>", $tags ) );
		if ( ! isset( $wrapper['close'] ) ) {
			return $opening . self::closing( $tags );
		}
		$this->open[ $id ][] = $tags;
		return $opening;
	}

	/** The closing tags of what the wrapper's last open printed (nothing if it printed nothing). */
	public function close( string $id ): string {
		if ( empty( $this->open[ $id ] ) ) {
			return ''; // Closed without an open (another template fired only the closing hook).
		}
		return self::closing( array_pop( $this->open[ $id ] ) );
	}

	/** Whether the wrapper is open and printed tags (a rewrite inside it applies). */
	public function is_open( string $id ): bool {
		$stack = $this->open[ $id ] ?? array();
		return (bool) end( $stack );
	}

	/** Whether the element is among those the wrapper opened last. */
	public function has_open_tag( string $id, string $tag ): bool {
		$stack = $this->open[ $id ] ?? array();
		$last  = end( $stack );
		return is_array( $last ) && in_array( $tag, $last, true );
	}

	/**
	 * The widgets printed on the page so far, each once, in order, with the media query the
	 * theme shows them under (null: every width).
	 *
	 * @return list<array{tag: string, media: ?string}>
	 */
	public function rendered_widgets(): array {
		$widgets = array();
		foreach ( $this->rendered as $tag => $media ) {
			$widgets[] = array(
				'tag'   => (string) $tag,
				'media' => $media,
			);
		}
		return $widgets;
	}

	/** The settings the wrappers were made with. */
	public function settings(): array {
		return $this->settings;
	}

	/**
	 * The tags a simple product's form gets (`sf-add-to-cart`) and a variable product's
	 * (`sf-add-to-cart`, `sf-variation-form`); other product types (grouped, external, those of
	 * other plugins) none.
	 *
	 * @return list<string>
	 */
	public static function product_form_tags(): array {
		$product = $GLOBALS['product'] ?? null;
		if ( ! is_object( $product ) || ! method_exists( $product, 'is_type' ) ) {
			return array();
		}
		if ( $product->is_type( 'variable' ) ) {
			return array( 'sf-add-to-cart', 'sf-variation-form' );
		}
		return $product->is_type( 'simple' ) ? array( 'sf-add-to-cart' ) : array();
	}

	/**
	 * `sf-checkout`, unless the checkout prints only its 'You must be logged in' text and ends
	 * before woocommerce_after_checkout_form (which would leave the element unclosed).
	 *
	 * @param mixed $checkout The WC_Checkout the hook passes.
	 * @return list<string>
	 */
	public static function checkout_tags( $checkout = null ): array {
		if (
			is_object( $checkout ) && method_exists( $checkout, 'is_registration_enabled' )
			&& ! $checkout->is_registration_enabled() && $checkout->is_registration_required()
			&& function_exists( 'is_user_logged_in' ) && ! is_user_logged_in()
		) {
			return array();
		}
		return array( 'sf-checkout' );
	}

	/**
	 * The product form's button and quantity (the buffered markup): the button made ours when
	 * the form is in `sf-add-to-cart`, the quantity wrapped when `sf-quantity` is on.
	 */
	public static function rewrite_product_button( string $markup, Wrappers $wrappers ): string {
		$product = $GLOBALS['product'] ?? null;
		if ( $wrappers->has_open_tag( 'product-form', 'sf-add-to-cart' ) && is_object( $product ) && method_exists( $product, 'get_id' ) ) {
			$markup = Markup::ajax_add_to_cart_button( $markup, (int) $product->get_id() );
		}
		return self::rewrite_quantities( $markup, $wrappers );
	}

	/** Stock quantity fields wrapped in `sf-quantity`, when it is on. */
	public static function rewrite_quantities( string $markup, Wrappers $wrappers ): string {
		return Settings::widget_on( $wrappers->settings(), 'sf-quantity' ) ? Markup::wrap_quantities( $markup ) : $markup;
	}

	/** Notes the `sf-*` elements in markup printed by a rewrite. */
	private function record( string $markup ): string {
		if ( preg_match_all( '/<(sf-[a-z0-9-]+)[\s>\/]/', $markup, $matches ) ) {
			foreach ( $matches[1] as $tag ) {
				$this->rendered( $tag, null );
			}
		}
		return $markup;
	}

	private function rendered( string $tag, ?string $media ): void {
		if ( ! array_key_exists( $tag, $this->rendered ) ) {
			$this->rendered[ $tag ] = $media;
		} elseif ( $this->rendered[ $tag ] !== $media ) {
			$this->rendered[ $tag ] = null; // Shown at some widths here, at others (or all) there.
		}
	}

	/** @param list<string> $tags */
	private function enabled( array $tags ): bool {
		foreach ( $tags as $tag ) {
			if ( Settings::widget_on( $this->settings, (string) $tag ) ) {
				return true;
			}
		}
		return false;
	}

	private static function is_tag( string $tag ): bool {
		return (bool) preg_match( '/^sf-[a-z0-9]+(?:-[a-z0-9]+)*$/', $tag );
	}

	/** @param list<string> $tags */
	private static function closing( array $tags ): string {
		return implode( '', array_map( fn( $tag ) => "</{$tag}>", array_reverse( $tags ) ) );
	}
}
