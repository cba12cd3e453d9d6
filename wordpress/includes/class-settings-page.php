<?php
/**
 * The settings page, WooCommerce → Schaufenster: the build, which elements the plugin prints,
 * the brand words and the consent blocker. Only users who may manage WooCommerce see and save
 * it; the form carries a nonce and posts to admin-post.php, and everything sent goes through
 * Settings::sanitize().
 *
 * @package Schaufenster
 */

namespace Schaufenster;

defined( 'ABSPATH' ) || exit;

final class Settings_Page {

	public const SLUG       = 'schaufenster';
	public const CAPABILITY = 'manage_woocommerce';
	public const ACTION     = 'schaufenster_save';

	public function __construct( private string $plugin_file ) {
	}

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ), 60 );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'save' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( $this->plugin_file ), array( $this, 'action_links' ) );
	}

	public function add_page(): void {
		add_submenu_page( 'woocommerce', __( 'Schaufenster', 'schaufenster' ), __( 'Schaufenster', 'schaufenster' ), self::CAPABILITY, self::SLUG, array( $this, 'render' ) );
	}

	/** A 'Settings' link beside the plugin on the plugins screen. */
	public function action_links( array $links ): array {
		$url = admin_url( 'admin.php?page=' . self::SLUG );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'schaufenster' ) . '</a>' );
		return $links;
	}

	/** The builds this copy of the plugin holds (the React build is optional). */
	public function available_builds(): array {
		$dir    = dirname( $this->plugin_file ) . '/build/';
		$builds = array();
		foreach ( Settings::BUILDS as $build ) {
			$file = 'classic' === $build ? 'preact/schaufenster.iife.js' : $build . '/loader.js';
			if ( is_readable( $dir . $file ) ) {
				$builds[] = $build;
			}
		}
		return $builds;
	}

	public function save(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'You may not change the Schaufenster settings.', 'schaufenster' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$input    = isset( $_POST['schaufenster'] ) ? wp_unslash( $_POST['schaufenster'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Settings::sanitize() checks every field.
		$previous = Settings::from_stored( get_option( Settings::OPTION ) );
		[ $settings, $errors ] = Settings::sanitize( $input, $previous, $this->available_builds() );
		update_option( Settings::OPTION, $settings );
		foreach ( $errors as $error ) {
			add_settings_error( self::SLUG, 'schaufenster', $error, 'error' );
		}
		if ( ! $errors ) {
			add_settings_error( self::SLUG, 'schaufenster', __( 'Settings saved.', 'schaufenster' ), 'success' );
		}
		set_transient( 'settings_errors', get_settings_errors(), 30 );
		wp_safe_redirect( add_query_arg( 'settings-updated', 'true', admin_url( 'admin.php?page=' . self::SLUG ) ) );
		exit;
	}

	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$settings = Settings::from_stored( get_option( Settings::OPTION ) );
		$builds   = $this->available_builds();
		$labels   = array(
			'preact'  => __( 'Preact (module build, recommended)', 'schaufenster' ),
			'react'   => __( 'React (module build)', 'schaufenster' ),
			'classic' => __( 'Classic script (for shops that cannot load modules)', 'schaufenster' ),
		);
		$widgets  = array(
			'sf-add-to-cart'    => __( 'Add to cart without a page load (product lists and product forms)', 'schaufenster' ),
			'sf-variation-form' => __( 'Variation form of variable products', 'schaufenster' ),
			'sf-quantity'       => __( 'Minus and plus buttons at quantity fields', 'schaufenster' ),
			'sf-mini-cart'      => __( 'Mini-cart in the header (Storefront)', 'schaufenster' ),
			'sf-cart-form'      => __( 'Cart page without page loads', 'schaufenster' ),
			'sf-checkout'       => __( 'Checkout', 'schaufenster' ),
			'sf-cart-fragments' => __( 'Keeps the cart in the header current', 'schaufenster' ),
		);
		$brand    = array(
			'wallet'         => __( 'Wallet (payment provider)', 'schaufenster' ),
			'platform'       => __( 'Platform', 'schaufenster' ),
			'theme'          => __( 'Theme', 'schaufenster' ),
			'formsNamespace' => __( 'Forms plugin (REST namespace)', 'schaufenster' ),
			'consentVendor'  => __( 'Consent vendor (cookie and attribute names)', 'schaufenster' ),
		);
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Schaufenster', 'schaufenster' ); ?></h1>
			<?php settings_errors( self::SLUG ); ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>">
				<?php wp_nonce_field( self::ACTION ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><?php esc_html_e( 'Build', 'schaufenster' ); ?></th>
						<td>
							<fieldset>
								<legend class="screen-reader-text"><?php esc_html_e( 'Build', 'schaufenster' ); ?></legend>
								<?php foreach ( $builds as $build ) : ?>
									<label><input type="radio" name="schaufenster[build]" value="<?php echo esc_attr( $build ); ?>" <?php checked( $settings['build'], $build ); ?>> <?php echo esc_html( $labels[ $build ] ); ?></label><br>
								<?php endforeach; ?>
							</fieldset>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Elements', 'schaufenster' ); ?></th>
						<td>
							<fieldset>
								<legend class="screen-reader-text"><?php esc_html_e( 'Elements', 'schaufenster' ); ?></legend>
								<?php foreach ( $widgets as $tag => $label ) : ?>
									<label><input type="checkbox" name="schaufenster[widgets][]" value="<?php echo esc_attr( $tag ); ?>" <?php checked( Settings::widget_on( $settings, $tag ) ); ?>> <code><?php echo esc_html( $tag ); ?></code> <?php echo esc_html( $label ); ?></label><br>
								<?php endforeach; ?>
								<p class="description"><?php esc_html_e( "An element turned off is not printed, and WooCommerce's own script for its job stays on.", 'schaufenster' ); ?></p>
							</fieldset>
						</td>
					</tr>
					<?php foreach ( $brand as $key => $label ) : ?>
						<tr>
							<th scope="row"><label for="schaufenster-brand-<?php echo esc_attr( $key ); ?>"><?php echo esc_html( $label ); ?></label></th>
							<td>
								<input type="text" class="regular-text" id="schaufenster-brand-<?php echo esc_attr( $key ); ?>" name="schaufenster[brand][<?php echo esc_attr( $key ); ?>]" value="<?php echo esc_attr( $settings['brand'][ $key ] ); ?>" maxlength="40" pattern="[a-z0-9][a-z0-9_\-]{0,39}" placeholder="<?php echo esc_attr( Settings::BRAND[ $key ] ); ?>" aria-describedby="schaufenster-brand-help">
							</td>
						</tr>
					<?php endforeach; ?>
					<tr>
						<th scope="row"><?php esc_html_e( 'Consent blocker', 'schaufenster' ); ?></th>
						<td>
							<label><input type="checkbox" name="schaufenster[consent_blocker]" value="1" <?php checked( $settings['consent_blocker'] ); ?>> <?php esc_html_e( 'Print the consent blocker first in the page head (holds back third-party tags until the visitor consents)', 'schaufenster' ); ?></label>
						</td>
					</tr>
				</table>
				<p class="description" id="schaufenster-brand-help"><?php esc_html_e( 'Brand words are the names the shop\'s plugins use in their actions and cookies; empty means the default shown.', 'schaufenster' ); ?></p>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}
