<?php
/**
 * WooCommerce's own cart scripts off, their page globals kept. Left on the page beside our
 * widgets, WooCommerce's add-to-cart.js sends a second `add_to_cart` for each click (its
 * delegated handler fires as well); dequeued, a handle takes its localised data with it
 * (`wc_checkout_params` and its nonces: the checkout then posts an empty nonce). So each handle
 * stays registered and enqueued with its source emptied: WordPress treats a handle without
 * source as an alias and still prints its localised `var wc_…_params = …` (WP_Scripts::do_item
 * prints the extra data before it returns for a handle without `src`), and its dependencies
 * (jQuery and the rest, which other scripts of the shop may need) stay as they were.
 *
 * A handle is neutralised only while the widget that takes over its job is on (settings).
 *
 * @package Schaufenster
 */

namespace Schaufenster;

defined( 'ABSPATH' ) || exit;

final class Script_Neutraliser {

	/** WooCommerce's handles and the element that does their job instead. */
	public const HANDLES = array(
		'wc-add-to-cart'           => 'sf-add-to-cart',
		'wc-add-to-cart-variation' => 'sf-variation-form',
		'wc-cart'                  => 'sf-cart-form',
		'wc-cart-fragments'        => 'sf-cart-fragments',
		'wc-checkout'              => 'sf-checkout',
	);

	/**
	 * The handles to neutralise with these settings (filter `schaufenster_neutralised_scripts`).
	 *
	 * @return list<string>
	 */
	public static function handles( array $settings ): array {
		$handles = array();
		foreach ( self::HANDLES as $handle => $tag ) {
			if ( Settings::widget_on( $settings, $tag ) ) {
				$handles[] = $handle;
			}
		}
		return array_values( array_filter( (array) apply_filters( 'schaufenster_neutralised_scripts', $handles, $settings ), 'is_string' ) );
	}

	/**
	 * Empties the source of each handle that is registered; handles not registered (yet) are
	 * left for a later call. Registration, enqueueing, dependencies and data stay.
	 *
	 * @param object       $scripts WP_Scripts (its `registered` handles, each with a `src`).
	 * @param list<string> $handles
	 * @return list<string> The handles emptied by this call.
	 */
	public static function neutralise( $scripts, array $handles ): array {
		$emptied = array();
		if ( ! is_object( $scripts ) || ! isset( $scripts->registered ) || ! is_array( $scripts->registered ) ) {
			return $emptied;
		}
		foreach ( $handles as $handle ) {
			$item = $scripts->registered[ $handle ] ?? null;
			if ( is_object( $item ) && false !== $item->src ) {
				$item->src = false;
				$emptied[] = $handle;
			}
		}
		return $emptied;
	}

	/**
	 * After WooCommerce registered its scripts (wp_enqueue_scripts, 10), and again just before
	 * the footer's scripts print, for a handle registered late.
	 */
	public static function register( array $settings ): void {
		$neutralise = static function () use ( $settings ): void {
			self::neutralise( wp_scripts(), self::handles( $settings ) );
		};
		add_action( 'wp_enqueue_scripts', $neutralise, PHP_INT_MAX );
		add_action( 'wp_print_scripts', $neutralise, 1 );
		add_action( 'wp_print_footer_scripts', $neutralise, 1 );
	}
}
