<?php
/**
 * The plugin's settings (one option, `schaufenster_settings`): which build the shop serves,
 * which of our elements the plugin prints, the brand words of the contract names, and whether
 * the consent blocker is printed. `sanitize()` is the one gate for what the settings page sends:
 * known values only, bounded lengths, and a message for everything it refused.
 *
 * @package Schaufenster
 */

namespace Schaufenster;

defined( 'ABSPATH' ) || exit;

final class Settings {

	public const OPTION = 'schaufenster_settings';

	/** The builds a shop can serve: the Preact or React module build, or the classic script (Preact). */
	public const BUILDS = array( 'preact', 'react', 'classic' );

	/**
	 * The elements the plugin prints around WooCommerce's markup (class-wrappers.php), each
	 * switchable on the settings page.
	 */
	public const WIDGETS = array(
		'sf-add-to-cart',
		'sf-variation-form',
		'sf-quantity',
		'sf-mini-cart',
		'sf-cart-form',
		'sf-checkout',
		'sf-cart-fragments',
	);

	/**
	 * Brand words in contract names, as `window.schaufensterConfig.brand` names them, with the
	 * library's defaults (src/core/config/page-globals.ts): the real plugins' names.
	 */
	public const BRAND = array(
		'wallet'         => 'paypal',
		'platform'       => 'woocommerce',
		'theme'          => 'flatsome',
		'formsNamespace' => 'contact-form-7',
		'consentVendor'  => 'cookieyes',
	);

	/** A brand word is a slug: it becomes part of action names, cookie names and attribute names. */
	private const BRAND_WORD = '/^[a-z0-9][a-z0-9_-]{0,39}$/';

	/**
	 * @return array{build: string, widgets_off: list<string>, brand: array<string, string>, consent_blocker: bool}
	 */
	public static function defaults(): array {
		return array(
			'build'           => 'preact',
			'widgets_off'     => array(),
			'brand'           => self::BRAND,
			'consent_blocker' => true,
		);
	}

	/**
	 * The stored settings over the defaults; whatever is stored that is not a valid value is the
	 * default (an option written by hand or by an older version).
	 *
	 * @param mixed $stored What get_option() returned.
	 * @return array{build: string, widgets_off: list<string>, brand: array<string, string>, consent_blocker: bool}
	 */
	public static function from_stored( $stored ): array {
		$settings = self::defaults();
		if ( ! is_array( $stored ) ) {
			return $settings;
		}
		if ( in_array( $stored['build'] ?? null, self::BUILDS, true ) ) {
			$settings['build'] = $stored['build'];
		}
		if ( is_array( $stored['widgets_off'] ?? null ) ) {
			$settings['widgets_off'] = array_values( array_intersect( self::WIDGETS, $stored['widgets_off'] ) );
		}
		foreach ( self::BRAND as $key => $default ) {
			$word = $stored['brand'][ $key ] ?? null;
			if ( is_string( $word ) && preg_match( self::BRAND_WORD, $word ) ) {
				$settings['brand'][ $key ] = $word;
			}
		}
		if ( isset( $stored['consent_blocker'] ) ) {
			$settings['consent_blocker'] = (bool) $stored['consent_blocker'];
		}
		return $settings;
	}

	/**
	 * What the settings page sent, made into settings. Unknown builds and widgets are ignored,
	 * a brand word that is not a slug of at most 40 characters keeps its previous value, an
	 * empty one goes back to the default; each refusal gives a message for the page.
	 *
	 * @param mixed $input    The form's fields ($_POST['schaufenster'], unslashed).
	 * @param array $previous The settings before.
	 * @param array $builds   The builds this copy of the plugin holds.
	 * @return array{0: array, 1: list<string>} The settings and the messages.
	 */
	public static function sanitize( $input, array $previous, array $builds = self::BUILDS ): array {
		$settings = $previous;
		$errors   = array();
		$input    = is_array( $input ) ? $input : array();

		$build = $input['build'] ?? null;
		if ( in_array( $build, $builds, true ) ) {
			$settings['build'] = $build;
		} elseif ( null !== $build ) {
			$errors[] = __( 'The build you chose is not part of this copy of the plugin; the build was not changed.', 'schaufenster' );
		}

		$on = is_array( $input['widgets'] ?? null ) ? array_filter( $input['widgets'], 'is_string' ) : array();
		$settings['widgets_off'] = array_values( array_diff( self::WIDGETS, $on ) );

		$brand = is_array( $input['brand'] ?? null ) ? $input['brand'] : array();
		foreach ( self::BRAND as $key => $default ) {
			$word = $brand[ $key ] ?? '';
			$word = is_string( $word ) ? strtolower( trim( $word ) ) : null;
			if ( '' === $word ) {
				$settings['brand'][ $key ] = $default;
			} elseif ( null !== $word && preg_match( self::BRAND_WORD, $word ) ) {
				$settings['brand'][ $key ] = $word;
			} else {
				$errors[] = sprintf(
					/* translators: 1: the brand word's name, e.g. "theme" */
					__( 'The brand word "%1$s" may hold only letters a–z, digits, "-" and "_" (at most 40, starting with a letter or digit); it was not changed.', 'schaufenster' ),
					$key
				);
			}
		}

		$settings['consent_blocker'] = ! empty( $input['consent_blocker'] );
		return array( self::from_stored( $settings ), $errors );
	}

	/** Whether the plugin prints this element. */
	public static function widget_on( array $settings, string $tag ): bool {
		return ! in_array( $tag, $settings['widgets_off'], true );
	}
}
