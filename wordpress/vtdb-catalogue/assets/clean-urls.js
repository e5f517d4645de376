/*
 * Vehicle catalogue: keeps this page's URL a clean URL while the visitor browses inside the
 * catalogue. embed.js writes ?catalogue=/types/…; this turns it into the id path under the
 * catalogue page (/catalogue/types/…/), which the plugin answers with a 301 to the vehicle's
 * slug URL on the next load. No build step.
 */
( function () {
	'use strict';
	var ID_PATH = /^\/types\/\d+(\/manufacturers\/\d+(\/models\/\d+(\/generations\/\d+(\/engines\/\d+)?)?)?)?$/;
	document.addEventListener( 'vtdb:path', function ( event ) {
		var container = event.target;
		var base = container && container.getAttribute && container.getAttribute( 'data-vtdb-base' );
		var path = event.detail && event.detail.path;
		if ( ! base || typeof path !== 'string' ) {
			return;
		}
		var url = new URL( window.location.href );
		var asked = url.searchParams.get( 'catalogue' );
		url.searchParams.delete( 'catalogue' );
		if ( asked === null ) {
			return;
		}
		if ( ID_PATH.test( path ) ) {
			// The page's own URL when it already shows this record; else its id path.
			var current = container.getAttribute( 'data-vtdb-path' );
			url.pathname = current === path ? url.pathname : new URL( path.slice( 1 ) + '/', base ).pathname;
		} else if ( path === '/' ) {
			url.pathname = new URL( base ).pathname;
		} else {
			return;
		}
		window.history.replaceState( window.history.state, '', url.href );
	} );
} )();
