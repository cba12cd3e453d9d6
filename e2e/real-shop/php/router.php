<?php
/**
 * Router for PHP's built-in server: files as they are, everything else through WordPress'
 * index.php (what Apache's rewrite rules of pretty permalinks do).
 */
$root = $_SERVER['DOCUMENT_ROOT'];
$path = rawurldecode( parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) ?? '/' );

if ( '/' !== $path && false === strpos( $path, "\0" ) && file_exists( $root . $path ) ) {
	if ( is_dir( $root . $path ) ) {
		if ( file_exists( $root . rtrim( $path, '/' ) . '/index.php' ) ) {
			return false;
		}
	} else {
		return false;
	}
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $root );
require $root . '/index.php';
