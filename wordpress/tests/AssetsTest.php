<?php
/**
 * What the plugin prints of the build: first in <head> the configuration and the consent
 * blocker (inline, with the site's CSP nonce), at the end of <body> the rendered widgets'
 * files and the loader, on a copy of the plugin laid in a temporary folder.
 *
 * @package Schaufenster
 */

use PHPUnit\Framework\TestCase;
use Schaufenster\Assets;
use Schaufenster\Settings;
use Schaufenster\Wrappers;

final class AssetsTest extends TestCase {

	private string $plugin;

	protected function setUp(): void {
		Fake_WP::reset();
		$this->plugin = sys_get_temp_dir() . '/sf-plugin-' . bin2hex( random_bytes( 4 ) );
		mkdir( $this->plugin . '/build/preact', 0777, true );
		file_put_contents( $this->plugin . '/build/preact/consent-blocker.js', "//# allFunctionsCalledOnLoad\n(()=>{var a='</script><b>';document.documentElement.classList.add('sf-js')})();\n" );
		file_put_contents(
			$this->plugin . '/build/preact/manifest.json',
			json_encode(
				array(
					'loader'   => 'loader.js',
					'widgets'  => array(
						'sf-add-to-cart'    => array( 'chunks/runtime-1.js', 'chunks/widget-add-to-cart-2.js' ),
						'sf-quantity'       => array( 'chunks/runtime-1.js', 'chunks/widget-quantity-3.js' ),
						'sf-cart-fragments' => array( 'chunks/runtime-1.js', 'chunks/widget-cart-fragments-4.js' ),
					),
					'policies' => array(
						'sf-add-to-cart'    => array( 'when' => 'visible', 'preload' => true ),
						'sf-quantity'       => array( 'when' => 'visible', 'preload' => true ),
						'sf-cart-fragments' => array( 'when' => 'idle', 'preload' => false ),
					),
				)
			)
		);
	}

	protected function tearDown(): void {
		array_map( 'unlink', glob( $this->plugin . '/build/preact/*' ) );
		rmdir( $this->plugin . '/build/preact' );
		rmdir( $this->plugin . '/build' );
		rmdir( $this->plugin );
	}

	private function assets( array $changes = array() ): Assets {
		$settings = array_replace( Settings::defaults(), $changes );
		return new Assets( $settings, new Wrappers( $settings ), $this->plugin . '/schaufenster.php' );
	}

	public function test_head_configuration_then_the_blocker_with_the_sites_nonce(): void {
		add_filter( 'wp_inline_script_attributes', static fn( array $attributes ) => $attributes + array( 'nonce' => 'n0nce' ) );
		$settings                    = Settings::defaults();
		$settings['brand']['theme']  = 'storefront';
		ob_start();
		$this->assets( array( 'brand' => $settings['brand'] ) )->print_head();
		$html = (string) ob_get_clean();
		$this->assertStringStartsWith( "<script id=\"schaufenster-head\" nonce=\"n0nce\">\n//# allFunctionsCalledOnLoad\nwindow.schaufensterConfig=Object.assign(window.schaufensterConfig||{},{\"brand\":{\"wallet\":\"paypal\",\"platform\":\"woocommerce\",\"theme\":\"storefront\",\"formsNamespace\":\"contact-form-7\",\"consentVendor\":\"cookieyes\"},\"consent\":{\"languageCode\":\"de\"}});\n(()=>{", $html );
		$this->assertStringContainsString( "var a='<\\/script><b>'", $html, 'a </script in the code does not end the tag' );
		$this->assertSame( 1, substr_count( $html, '</script>' ) );
		$this->assertSame( 1, substr_count( $html, 'allFunctionsCalledOnLoad' ) );
	}

	public function test_without_the_blocker_only_the_class(): void {
		$script = $this->assets( array( 'consent_blocker' => false ) )->head_script();
		$this->assertStringEndsWith( "document.documentElement.classList.add('sf-js');", $script );
		$this->assertStringNotContainsString( '"consent":', $script );
		$this->assertStringNotContainsString( 'allFunctionsCalledOnLoad', $script );
	}

	public function test_configuration_is_a_filter_and_its_text_cannot_end_the_script(): void {
		add_filter(
			'schaufenster_config',
			static function ( array $config ) {
				$config['consent']['providers'] = array( array( 'match' => 'x.example/</script>', 'category' => 'analytics' ) );
				return $config;
			}
		);
		$script = $this->assets()->head_script();
		$this->assertStringContainsString( '"providers":[{"match":"x.example/\u003C/script\u003E","category":"analytics"}]', $script );
	}

	public function test_footer_prints_the_files_of_the_widgets_the_page_rendered(): void {
		$settings           = Settings::defaults();
		$wrappers           = new Wrappers( $settings );
		$wrappers->register();
		$GLOBALS['product'] = new class() {
			public function is_type( $type ): bool {
				return 'simple' === $type;
			}
			public function get_id(): int {
				return 13;
			}
		};
		ob_start();
		do_action( 'woocommerce_before_add_to_cart_form' );
		do_action( 'woocommerce_before_add_to_cart_button' );
		echo '<div class="quantity"><input type="number" name="quantity"></div><button class="single_add_to_cart_button">Add</button>';
		do_action( 'woocommerce_after_add_to_cart_button' );
		do_action( 'woocommerce_after_add_to_cart_form' );
		do_action( 'wp_footer' );
		ob_end_clean();
		$assets = new Assets( $settings, $wrappers, $this->plugin . '/schaufenster.php' );
		$base   = 'https://shop.example/wp-content/plugins/schaufenster/build/preact/';
		$this->assertSame(
			"<script type=\"module\" src=\"{$base}chunks/runtime-1.js\"></script>\n"
			. "<script type=\"module\" src=\"{$base}chunks/widget-add-to-cart-2.js\"></script>\n"
			. "<script type=\"module\" src=\"{$base}chunks/widget-quantity-3.js\"></script>\n"
			. "<script type=\"module\" src=\"{$base}loader.js\" id=\"schaufenster-loader\"></script>\n",
			$assets->footer_tags()
		);
	}

	public function test_the_classic_build_prints_no_modules(): void {
		$this->assertSame( '', $this->assets( array( 'build' => 'classic' ) )->footer_tags() );
	}
}
