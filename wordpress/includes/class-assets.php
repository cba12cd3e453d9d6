<?php
/**
 * What the plugin prints of the widgets' build:
 * - first in `<head>` (wp_head, before anything else): `window.schaufensterConfig` with the
 *   brand words and the consent blocker (build/preact/consent-blocker.js) in one inline script,
 *   through wp_print_inline_script_tag() so a site's CSP nonce (filter
 *   `wp_inline_script_attributes`) is on it; the blocker sets `html.sf-js` (without it, a
 *   one-line script sets the class);
 * - the stylesheet, enqueued as usual;
 * - at the end of `<body>` (wp_footer, where WordPress prints a classic theme's script modules):
 *   the scripts and modulepreload links of the widgets the page rendered (class-manifest.php)
 *   and the loader; for the classic build the one deferred script instead.
 *
 * Module URLs carry no version query: the chunks import the loader and each other by their
 * plain URLs, and a second URL for one file would run it twice. Chunk names hold a hash of
 * their content, so they never go stale in a cache.
 *
 * @package Schaufenster
 */

namespace Schaufenster;

defined( 'ABSPATH' ) || exit;

final class Assets {

	public function __construct( private array $settings, private Wrappers $wrappers, private string $plugin_file ) {
	}

	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_head' ), PHP_INT_MIN );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_footer', array( $this, 'print_footer' ), 30 );
	}

	/** The folder of a build in the plugin: `build/preact/`, `build/react/`. */
	public function dir( string $renderer ): string {
		return dirname( $this->plugin_file ) . '/build/' . $renderer . '/';
	}

	public function url( string $renderer ): string {
		return plugins_url( 'build/' . $renderer . '/', $this->plugin_file );
	}

	/** The renderer of the module build served ('preact' or 'react'), null for the classic script. */
	public function module_build(): ?string {
		return 'classic' === $this->settings['build'] ? null : $this->settings['build'];
	}

	/** First in <head>: the configuration and the consent blocker (or only `html.sf-js`). */
	public function print_head(): void {
		wp_print_inline_script_tag( $this->head_script(), array( 'id' => 'schaufenster-head' ) );
	}

	/** The inline script first in <head>. */
	public function head_script(): string {
		$config = array(
			'brand' => $this->settings['brand'],
		);
		$blocker = $this->settings['consent_blocker'] ? $this->consent_blocker() : null;
		if ( null !== $blocker ) {
			$config['consent'] = array( 'languageCode' => self::language_code() );
		}
		$config = apply_filters( 'schaufenster_config', $config, $this->settings );
		$json   = wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		$assign = 'window.schaufensterConfig=Object.assign(window.schaufensterConfig||{},' . $json . ');';
		if ( null === $blocker ) {
			return $assign . "document.documentElement.classList.add('sf-js');";
		}
		// The blocker's compile hint (rollup.config.mjs) first: every function of it runs while the page is parsed.
		return "//# allFunctionsCalledOnLoad\n" . $assign . "\n" . $blocker;
	}

	/** The blocker's code, safe inside <script>, or null when the build has none. */
	public function consent_blocker(): ?string {
		$file = $this->dir( 'preact' ) . 'consent-blocker.js';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$code = (string) file_get_contents( $file );
		$code = (string) preg_replace( '/^\/\/# allFunctionsCalledOnLoad\R/', '', $code );
		// Printed inside <script>: a '</script' in a string would end it early.
		return (string) preg_replace( '/<\/(script)/i', '<\\\\/$1', trim( $code ) );
	}

	public function enqueue(): void {
		$version = self::version( $this->dir( 'preact' ) . 'schaufenster.css' );
		wp_enqueue_style( 'schaufenster', $this->url( 'preact' ) . 'schaufenster.css', array(), $version );
		if ( null === $this->module_build() ) {
			wp_enqueue_script(
				'schaufenster',
				$this->url( 'preact' ) . 'schaufenster.iife.js',
				array(),
				self::version( $this->dir( 'preact' ) . 'schaufenster.iife.js' ),
				array(
					'in_footer' => true,
					'strategy'  => 'defer',
				)
			);
		}
	}

	/** At the end of <body>: the rendered widgets' scripts, then the loader. */
	public function print_footer(): void {
		echo $this->footer_tags(); // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts.
	}

	public function footer_tags(): string {
		$renderer = $this->module_build();
		if ( null === $renderer ) {
			return '';
		}
		$manifest = Manifest::read( $this->dir( $renderer ) . 'manifest.json' );
		$widgets  = (array) apply_filters( 'schaufenster_rendered_widgets', $this->wrappers->rendered_widgets(), $this->settings );
		return self::module_tags( $manifest, $widgets, $this->url( $renderer ) );
	}

	/**
	 * The module build's tags for the widgets: their preloads, their scripts and the loader,
	 * each with the attributes a site adds to script tags (its CSP nonce) through
	 * `wp_script_attributes`.
	 *
	 * @param array|null $manifest null: only the loader, which then finds every widget itself.
	 */
	public static function module_tags( ?array $manifest, array $widgets, string $base ): string {
		$plan = $manifest ? Manifest::plan( $manifest, $widgets ) : array(
			'scripts'  => array(),
			'preloads' => array(),
		);
		$html = '';
		foreach ( $plan['preloads'] as $preload ) {
			$attributes = array(
				'rel'  => 'modulepreload',
				'href' => $base . $preload['file'],
			);
			if ( null !== $preload['media'] ) {
				$attributes['media'] = $preload['media'];
			}
			$html .= self::link_tag( $attributes );
		}
		foreach ( $plan['scripts'] as $file ) {
			$html .= wp_get_script_tag(
				array(
					'type' => 'module',
					'src'  => $base . $file,
				)
			);
		}
		return $html . wp_get_script_tag(
			array(
				'type' => 'module',
				'src'  => $base . ( $manifest['loader'] ?? 'loader.js' ),
				'id'   => 'schaufenster-loader',
			)
		);
	}

	/**
	 * A modulepreload link with the nonce a site gives its scripts: the preload's fetch is
	 * checked against the CSP's script-src like the script's.
	 */
	private static function link_tag( array $attributes ): string {
		$script = (array) apply_filters(
			'wp_script_attributes',
			array(
				'type' => 'module',
				'src'  => $attributes['href'],
			)
		);
		if ( isset( $script['nonce'] ) && is_string( $script['nonce'] ) ) {
			$attributes['nonce'] = $script['nonce'];
		}
		$html = '<link';
		foreach ( $attributes as $name => $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
		return $html . ">\n";
	}

	/** The page's language as the consent banner's format wants it ('de' from 'de_DE'). */
	private static function language_code(): string {
		$locale = function_exists( 'determine_locale' ) ? determine_locale() : get_locale();
		$code   = strtolower( substr( (string) $locale, 0, 2 ) );
		return preg_match( '/^[a-z]{2}$/', $code ) ? $code : 'de';
	}

	/** A file's version for the stylesheet's and classic script's URLs: changes with the file. */
	private static function version( string $file ): ?string {
		return is_readable( $file ) ? (string) filemtime( $file ) : null;
	}
}
