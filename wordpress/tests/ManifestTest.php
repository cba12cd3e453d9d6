<?php
/**
 * Manifest → tags: the README's rules ("Print the widgets' scripts from the manifest"), the
 * same cases as the demo shop's demo-server/http/widget-scripts.test.ts.
 *
 * @package Schaufenster
 */

use PHPUnit\Framework\TestCase;
use Schaufenster\Assets;
use Schaufenster\Manifest;

final class ManifestTest extends TestCase {

	private const MANIFEST = array(
		'loader'   => 'loader.js',
		'widgets'  => array(
			'sf-add-to-cart'        => array( 'chunks/runtime.js', 'chunks/widget-add-to-cart.js' ),
			'sf-mini-cart'          => array( 'chunks/runtime.js', 'chunks/widget-mini-cart.js' ),
			'sf-quantity'           => array( 'chunks/runtime.js', 'chunks/widget-quantity.js' ),
			'sf-cart-drawer'        => array( 'chunks/runtime.js', 'chunks/widget-cart-drawer.js' ),
			'sf-review-form'        => array( 'chunks/runtime.js', 'chunks/widget-review-form.js' ),
			'sf-quick-view'         => array( 'chunks/runtime.js', 'chunks/widget-quick-view.js' ),
			'sf-sticky-add-to-cart' => array( 'chunks/runtime.js', 'chunks/widget-sticky-add-to-cart.js' ),
			'sf-variation-form'     => array( 'chunks/runtime.js', 'chunks/domain-product.js', 'chunks/widget-variation-form.js' ),
			'sf-cart-fragments'     => array( 'chunks/runtime.js', 'chunks/widget-cart-fragments.js' ),
			'sf-gallery-narrow'     => array( 'chunks/runtime.js', 'chunks/widget-gallery-narrow.js' ),
			'sf-site-notice'        => array( 'chunks/runtime.js', 'chunks/widget-site-notice.js' ),
		),
		'policies' => array(
			'sf-add-to-cart'        => array( 'when' => 'visible', 'preload' => true ),
			'sf-mini-cart'          => array( 'when' => 'idle', 'preload' => false ),
			'sf-quantity'           => array( 'when' => 'visible', 'preload' => true ),
			'sf-cart-drawer'        => array( 'when' => 'visible', 'preload' => true ),
			'sf-review-form'        => array( 'when' => 'visible', 'preload' => false ),
			'sf-quick-view'         => array( 'when' => 'interaction', 'preload' => false ),
			'sf-sticky-add-to-cart' => array( 'when' => 'scroll', 'preload' => false ),
			'sf-variation-form'     => array( 'when' => 'visible', 'preload' => true ),
			'sf-cart-fragments'     => array( 'when' => 'idle', 'preload' => false ),
			'sf-gallery-narrow'     => array( 'when' => 'visible', 'preload' => '(max-width: 549px)' ),
			'sf-site-notice'        => array( 'when' => 'in-page', 'preload' => true ),
		),
	);

	protected function setUp(): void {
		Fake_WP::reset();
	}

	public static function cases(): array {
		return array(
			'a widget shown at every width: its files as module scripts, the runtime first' => array(
				array( array( 'tag' => 'sf-add-to-cart' ) ),
				array( '<script type="module" src="/b/chunks/runtime.js"></script>', '<script type="module" src="/b/chunks/widget-add-to-cart.js"></script>' ),
			),
			'a widget that loads on the page, shown or not: its files as module scripts' => array(
				array( array( 'tag' => 'sf-site-notice' ) ),
				array( '<script type="module" src="/b/chunks/runtime.js"></script>', '<script type="module" src="/b/chunks/widget-site-notice.js"></script>' ),
			),
			'a widget shown at some widths: preloaded with the query, run by the loader' => array(
				array( array( 'tag' => 'sf-quantity', 'media' => '(min-width: 850px)' ) ),
				array( '<link rel="modulepreload" href="/b/chunks/runtime.js" media="(min-width: 850px)">', '<link rel="modulepreload" href="/b/chunks/widget-quantity.js" media="(min-width: 850px)">' ),
			),
			'a file shared with a widget shown at every width is its script, not also a preload' => array(
				array( array( 'tag' => 'sf-quantity', 'media' => '(min-width: 850px)' ), array( 'tag' => 'sf-add-to-cart' ) ),
				array( '<link rel="modulepreload" href="/b/chunks/widget-quantity.js" media="(min-width: 850px)">', '<script type="module" src="/b/chunks/runtime.js"></script>', '<script type="module" src="/b/chunks/widget-add-to-cart.js"></script>' ),
			),
			'two queries for one file: no query' => array(
				array( array( 'tag' => 'sf-quantity', 'media' => '(min-width: 850px)' ), array( 'tag' => 'sf-cart-drawer', 'media' => '(max-width: 849px)' ) ),
				array( '<link rel="modulepreload" href="/b/chunks/runtime.js">', '<link rel="modulepreload" href="/b/chunks/widget-quantity.js" media="(min-width: 850px)">', '<link rel="modulepreload" href="/b/chunks/widget-cart-drawer.js" media="(max-width: 849px)">' ),
			),
			'domains come with the widget, in the manifest order, each file once' => array(
				array( array( 'tag' => 'sf-variation-form' ), array( 'tag' => 'sf-add-to-cart' ), array( 'tag' => 'sf-variation-form' ) ),
				array( '<script type="module" src="/b/chunks/runtime.js"></script>', '<script type="module" src="/b/chunks/domain-product.js"></script>', '<script type="module" src="/b/chunks/widget-variation-form.js"></script>', '<script type="module" src="/b/chunks/widget-add-to-cart.js"></script>' ),
			),
			'nothing for widgets that wait for an interaction, a scroll or idle, or are declared not to preload' => array(
				array( array( 'tag' => 'sf-mini-cart', 'media' => '(min-width: 768px)' ), array( 'tag' => 'sf-quick-view' ), array( 'tag' => 'sf-sticky-add-to-cart' ), array( 'tag' => 'sf-review-form' ), array( 'tag' => 'sf-cart-fragments' ) ),
				array(),
			),
			'a widget that declares a media query of its own is preloaded with it' => array(
				array( array( 'tag' => 'sf-gallery-narrow' ) ),
				array( '<link rel="modulepreload" href="/b/chunks/runtime.js" media="(max-width: 549px)">', '<link rel="modulepreload" href="/b/chunks/widget-gallery-narrow.js" media="(max-width: 549px)">' ),
			),
			'nothing for a tag the build does not know' => array(
				array( array( 'tag' => 'sf-unknown' ) ),
				array(),
			),
		);
	}

	/** @dataProvider cases */
	public function test_prints_the_rendered_widgets_files( array $widgets, array $expected ): void {
		$lines = array_values( array_filter( explode( "\n", Assets::module_tags( self::MANIFEST, $widgets, '/b/' ) ) ) );
		$this->assertSame( '<script type="module" src="/b/loader.js" id="schaufenster-loader"></script>', array_pop( $lines ), 'the loader comes last' );
		$this->assertSame( $expected, $lines );
	}

	public function test_without_a_manifest_only_the_loader_which_finds_the_widgets_itself(): void {
		$this->assertSame( "<script type=\"module\" src=\"/b/loader.js\" id=\"schaufenster-loader\"></script>\n", Assets::module_tags( null, array( array( 'tag' => 'sf-add-to-cart' ) ), '/b/' ) );
	}

	public function test_a_manifest_without_policies_preloads_nothing(): void {
		$manifest = self::MANIFEST;
		unset( $manifest['policies'] );
		$this->assertSame( array( 'scripts' => array(), 'preloads' => array() ), Manifest::plan( $manifest, array( array( 'tag' => 'sf-add-to-cart' ) ) ) );
	}

	public function test_scripts_and_preloads_carry_the_sites_csp_nonce(): void {
		add_filter(
			'wp_script_attributes',
			static fn( array $attributes ) => $attributes + array( 'nonce' => 'n0nce' )
		);
		$html = Assets::module_tags( self::MANIFEST, array( array( 'tag' => 'sf-quantity', 'media' => '(min-width: 850px)' ), array( 'tag' => 'sf-add-to-cart' ) ), '/b/' );
		$this->assertStringContainsString( '<link rel="modulepreload" href="/b/chunks/widget-quantity.js" media="(min-width: 850px)" nonce="n0nce">', $html );
		$this->assertStringContainsString( '<script type="module" src="/b/chunks/runtime.js" nonce="n0nce"></script>', $html );
		$this->assertStringContainsString( '<script type="module" src="/b/loader.js" id="schaufenster-loader" nonce="n0nce"></script>', $html );
	}

	public function test_reads_a_manifest_file_and_refuses_what_is_not_one(): void {
		$file = tempnam( sys_get_temp_dir(), 'sf-manifest' );
		file_put_contents( $file, json_encode( self::MANIFEST ) );
		$this->assertSame( self::MANIFEST, Manifest::read( $file ) );
		$this->assertNull( Manifest::parse( '{"widgets":{}}' ), 'no loader' );
		$this->assertNull( Manifest::parse( '{"loader":"loader.js","widgets"' ), 'half written' );
		$this->assertNull( Manifest::read( $file . '-missing' ) );
		unlink( $file );
	}

	public function test_every_element_the_plugin_prints_is_a_widget_of_the_build(): void {
		$declared = array();
		foreach ( glob( SCHAUFENSTER_REPO . '/widgets/*/widget.ts' ) as $file ) {
			$source = (string) file_get_contents( $file );
			$this->assertMatchesRegularExpression( "/tag: '(sf-[a-z-]+)'/", $source, $file );
			preg_match( "/tag: '(sf-[a-z-]+)'/", $source, $tag );
			$declared[] = $tag[1];
		}
		foreach ( Schaufenster\Settings::WIDGETS as $tag ) {
			$this->assertContains( $tag, $declared );
		}
	}
}
