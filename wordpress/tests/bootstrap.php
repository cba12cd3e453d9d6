<?php
/**
 * The plugin's PHP without WordPress: a small fake of the WordPress functions it calls (hooks
 * that run, escaping, the script tag functions with their attribute filters, options in memory),
 * enough to run its rules and its hooks as WordPress would. `Fake_WP::reset()` between tests.
 *
 * @package Schaufenster
 */

define( 'ABSPATH', __DIR__ . '/' );

/** The repository's root (wordpress/ is a folder of it). */
define( 'SCHAUFENSTER_REPO', dirname( __DIR__, 2 ) );

final class Fake_WP {
	/** @var array<string, array<int, list<array{0: callable, 1: int}>>> */
	public static array $hooks = array();
	public static array $options = array();
	public static bool $logged_in = false;
	public static string $locale = 'de_DE';
	/** WP_Scripts' registered handles, each with its `src`, `deps` and `extra` (localised data). */
	public static ?object $scripts = null;

	public static function reset(): void {
		self::$hooks     = array();
		self::$options   = array();
		self::$logged_in = false;
		self::$locale    = 'de_DE';
		self::$scripts   = null;
		unset( $GLOBALS['product'] );
	}

	public static function add( string $hook, $callback, int $priority, int $accepted ): void {
		self::$hooks[ $hook ][ $priority ][] = array( $callback, $accepted );
	}

	/** Runs a hook's callbacks in priority order, as WP_Hook does; a filter gets the value back each time. */
	public static function run( string $hook, array $args, bool $filter ) {
		$callbacks = self::$hooks[ $hook ] ?? array();
		ksort( $callbacks, SORT_NUMERIC );
		foreach ( $callbacks as $at_priority ) {
			foreach ( $at_priority as [ $callback, $accepted ] ) {
				$result = $callback( ...array_slice( $args, 0, $accepted ) );
				if ( $filter ) {
					$args[0] = $result;
				}
			}
		}
		return $args[0] ?? null;
	}
}

function add_action( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	Fake_WP::add( $hook, $callback, (int) $priority, (int) $accepted_args );
	return true;
}
function add_filter( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	Fake_WP::add( $hook, $callback, (int) $priority, (int) $accepted_args );
	return true;
}
function do_action( $hook, ...$args ) {
	Fake_WP::run( $hook, $args, false );
}
function apply_filters( $hook, $value, ...$args ) {
	return Fake_WP::run( $hook, array( $value, ...$args ), true );
}
function has_action( $hook, $callback = false ) {
	foreach ( Fake_WP::$hooks[ $hook ] ?? array() as $priority => $callbacks ) {
		foreach ( $callbacks as [ $registered ] ) {
			if ( $registered === $callback ) {
				return $priority;
			}
		}
	}
	return false;
}
function __( $text, $domain = 'default' ) {
	return $text;
}
function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}
function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}
function wp_json_encode( $data, $flags = 0 ) {
	return json_encode( $data, $flags );
}
function is_user_logged_in() {
	return Fake_WP::$logged_in;
}
function wp_scripts() {
	return Fake_WP::$scripts;
}
function get_locale() {
	return Fake_WP::$locale;
}
function plugins_url( $path = '', $plugin = '' ) {
	return 'https://shop.example/wp-content/plugins/schaufenster/' . ltrim( $path, '/' );
}
function get_option( $name, $default = false ) {
	return Fake_WP::$options[ $name ] ?? $default;
}
/** WordPress' format and filter (wp-includes/script-loader.php), HTML5 theme support assumed. */
function wp_sanitize_script_attributes( $attributes ) {
	$html = '';
	foreach ( $attributes as $name => $value ) {
		if ( is_bool( $value ) ) {
			$html .= $value ? ' ' . esc_attr( $name ) : '';
		} else {
			$html .= sprintf( ' %1$s="%2$s"', esc_attr( $name ), esc_attr( $value ) );
		}
	}
	return $html;
}
function wp_get_script_tag( $attributes ) {
	$attributes = apply_filters( 'wp_script_attributes', $attributes );
	return sprintf( "<script%s></script>\n", wp_sanitize_script_attributes( $attributes ) );
}
function wp_get_inline_script_tag( $data, $attributes = array() ) {
	$data       = "\n" . trim( $data, "\n\r " ) . "\n";
	$attributes = apply_filters( 'wp_inline_script_attributes', $attributes, $data );
	return sprintf( "<script%s>%s</script>\n", wp_sanitize_script_attributes( $attributes ), $data );
}
function wp_print_inline_script_tag( $data, $attributes = array() ) {
	echo wp_get_inline_script_tag( $data, $attributes );
}

require_once dirname( __DIR__ ) . '/includes/class-settings.php';
require_once dirname( __DIR__ ) . '/includes/class-markup.php';
require_once dirname( __DIR__ ) . '/includes/class-manifest.php';
require_once dirname( __DIR__ ) . '/includes/class-wrappers.php';
require_once dirname( __DIR__ ) . '/includes/class-script-neutraliser.php';
require_once dirname( __DIR__ ) . '/includes/class-assets.php';
