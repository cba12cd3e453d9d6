<?php
/**
 * The build's manifest (`build/<renderer>/manifest.json`, written by the widget build,
 * rollup.config.mjs) and what a page prints from it for the widgets it renders, by the rules of
 * the project's README ("Print the widgets' scripts from the manifest") that the demo shop
 * follows too (demo-server/http/widget-scripts.ts):
 * - a widget whose code loads as the page opens (the manifest's `policies[tag].preload`) and
 *   that is shown at every width: each of its files as a module script, in the manifest's order
 *   (the runtime first, then domains, the widget's own chunk last), each file once;
 * - one shown only at some widths (a media query from the wrapper, or the widget's own
 *   declaration): `<link rel="modulepreload" media>` for each file, run by the loader once shown;
 *   a file wanted under two different queries is preloaded without one, and a file that is a
 *   script already is not preloaded as well;
 * - widgets that wait for a scroll, an interaction, idle time or consent: nothing (the loader
 *   loads them when their time comes).
 *
 * @package Schaufenster
 */

namespace Schaufenster;

defined( 'ABSPATH' ) || exit;

final class Manifest {

	/** @var array<string, array{mtime: int, manifest: ?array}> Read once per request and file. */
	private static array $read = array();

	/**
	 * The manifest in a file, or null when there is none or it is not one (the page then prints
	 * only the loader, which finds every widget by itself).
	 *
	 * @return array{loader: string, widgets: array<string, list<string>>, policies?: array<string, array{when: mixed, preload: bool|string}>}|null
	 */
	public static function read( string $file ): ?array {
		$mtime = is_file( $file ) ? (int) filemtime( $file ) : -1;
		if ( isset( self::$read[ $file ] ) && self::$read[ $file ]['mtime'] === $mtime ) {
			return self::$read[ $file ]['manifest'];
		}
		$manifest = $mtime < 0 ? null : self::parse( (string) file_get_contents( $file ) );
		self::$read[ $file ] = array(
			'mtime'    => $mtime,
			'manifest' => $manifest,
		);
		return $manifest;
	}

	/** The manifest in a JSON text, or null when the text is not one. */
	public static function parse( string $json ): ?array {
		$manifest = json_decode( $json, true );
		if ( ! is_array( $manifest ) || ! is_string( $manifest['loader'] ?? null ) || ! is_array( $manifest['widgets'] ?? null ) ) {
			return null;
		}
		return $manifest;
	}

	/**
	 * What to print for the widgets a page renders, in the manifest's file names.
	 *
	 * @param array                                     $manifest As read().
	 * @param list<array{tag: string, media?: ?string}> $widgets  In the order they were printed.
	 * @return array{scripts: list<string>, preloads: list<array{file: string, media: ?string}>}
	 */
	public static function plan( array $manifest, array $widgets ): array {
		$scripts  = array();
		$preloads = array();
		foreach ( $widgets as $widget ) {
			$tag     = (string) ( $widget['tag'] ?? '' );
			$preload = $manifest['policies'][ $tag ]['preload'] ?? false;
			$files   = $manifest['widgets'][ $tag ] ?? null;
			if ( false === $preload || ! is_array( $files ) || ! $files ) {
				continue;
			}
			$media = $widget['media'] ?? null;
			if ( null === $media && is_string( $preload ) && '' !== $preload ) {
				$media = $preload; // The widget itself says it shows only at some widths.
			}
			foreach ( $files as $file ) {
				if ( ! is_string( $file ) ) {
					continue;
				}
				if ( null === $media ) {
					$scripts[ $file ] = true;
				} elseif ( ! array_key_exists( $file, $preloads ) ) {
					$preloads[ $file ] = $media;
				} elseif ( $preloads[ $file ] !== $media ) {
					$preloads[ $file ] = null; // Wanted under two queries: whenever either matches.
				}
			}
		}
		$listed = array();
		foreach ( $preloads as $file => $media ) {
			if ( ! isset( $scripts[ $file ] ) ) {
				$listed[] = array(
					'file'  => (string) $file,
					'media' => $media,
				);
			}
		}
		return array(
			'scripts'  => array_map( 'strval', array_keys( $scripts ) ),
			'preloads' => $listed,
		);
	}
}
