<?php
/**
 * The German texts: the catalogue compiled as the build compiles it (scripts/wordpress-plugin.mjs),
 * read back as WordPress reads an MO file, holds a translation for every text of the plugin.
 *
 * @package Schaufenster
 */

use PHPUnit\Framework\TestCase;

final class TranslationsTest extends TestCase {

	private static ?array $catalogue = null;

	/** The compiled catalogue, read as gettext's MO format says (WordPress' MO class reads the same). */
	private static function catalogue(): array {
		if ( null !== self::$catalogue ) {
			return self::$catalogue;
		}
		$mo      = tempnam( sys_get_temp_dir(), 'sf-mo' );
		$command = sprintf(
			'node %s --mo %s %s 2>&1',
			escapeshellarg( SCHAUFENSTER_REPO . '/scripts/wordpress-plugin.mjs' ),
			escapeshellarg( dirname( __DIR__ ) . '/languages/schaufenster-de_DE.po' ),
			escapeshellarg( $mo )
		);
		exec( $command, $output, $status );
		self::assertSame( 0, $status, implode( "\n", $output ) );
		$bytes = (string) file_get_contents( $mo );
		unlink( $mo );
		self::assertSame( 0x950412de, unpack( 'V', $bytes )[1], 'MO magic number' );
		[ , $revision, $count, $originals, $translations ] = array_values( unpack( 'V5', $bytes ) );
		self::assertSame( 0, $revision );
		$read      = static function ( int $table, int $index ) use ( $bytes ): string {
			[ $length, $offset ] = array_values( unpack( 'V2', $bytes, $table + $index * 8 ) );
			return substr( $bytes, $offset, $length );
		};
		$catalogue = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$catalogue[ $read( $originals, $i ) ] = $read( $translations, $i );
		}
		$keys = array_keys( $catalogue );
		$sorted = $keys;
		sort( $sorted, SORT_STRING );
		self::assertSame( $sorted, $keys, 'originals sorted, as readers that search them expect' );
		return self::$catalogue = $catalogue;
	}

	/** Every text the plugin's PHP passes through a translation function with its text domain. */
	private static function texts(): array {
		$texts = array();
		foreach ( array_merge( glob( dirname( __DIR__ ) . '/*.php' ), glob( dirname( __DIR__ ) . '/includes/*.php' ) ) as $file ) {
			$source = (string) file_get_contents( $file );
			preg_match_all( "/\\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\\(\\s*(?:'((?:[^'\\\\]|\\\\.)*)'|\"((?:[^\"\\\\]|\\\\.)*)\")\\s*,\\s*'schaufenster'/", $source, $matches, PREG_SET_ORDER );
			foreach ( $matches as $match ) {
				$texts[] = '' !== $match[1] ? str_replace( "\\'", "'", $match[1] ) : stripcslashes( $match[2] );
			}
			if ( preg_match( '/^ \* Description:\s*(.+)$/m', $source, $description ) ) {
				$texts[] = trim( $description[1] );
			}
		}
		return array_values( array_unique( $texts ) );
	}

	public function test_every_text_of_the_plugin_has_its_german_translation(): void {
		$texts = self::texts();
		$this->assertGreaterThan( 20, count( $texts ) );
		$catalogue = self::catalogue();
		foreach ( $texts as $text ) {
			$this->assertArrayHasKey( $text, $catalogue, "not translated: $text" );
			preg_match_all( '/%\d*\$?[sd]/', $text, $placeholders );
			preg_match_all( '/%\d*\$?[sd]/', $catalogue[ $text ], $kept );
			$this->assertEqualsCanonicalizing( $placeholders[0], $kept[0], "placeholders of: $text" );
		}
		$this->assertSame( 'Einstellungen gespeichert.', $catalogue['Settings saved.'] );
	}

	public function test_the_header_names_the_language_and_its_plural_rule(): void {
		$header = self::catalogue()[''];
		$this->assertStringContainsString( "Language: de_DE\n", $header );
		$this->assertStringContainsString( "Plural-Forms: nplurals=2; plural=(n != 1);\n", $header );
		$this->assertStringContainsString( "charset=UTF-8\n", $header );
	}
}
