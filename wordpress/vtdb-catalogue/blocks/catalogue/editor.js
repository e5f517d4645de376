/*
 * The Vehicle catalogue block in the editor: a placeholder with the block's settings. The page
 * shows the catalogue itself; the block is rendered in PHP (VTDB_Catalogue_Embed::render_block).
 * Plain script on WordPress's globals: no build step.
 */
( function ( blocks, element, i18n, blockEditor, components ) {
	'use strict';
	var el = element.createElement;
	var __ = i18n.__;

	blocks.registerBlockType( 'vtdb/catalogue', {
		edit: function ( props ) {
			var attributes = props.attributes;
			var set = function ( name ) {
				return function ( value ) {
					var next = {};
					next[ name ] = value;
					props.setAttributes( next );
				};
			};
			return el(
				'div',
				blockEditor.useBlockProps(),
				el(
					blockEditor.InspectorControls,
					null,
					el(
						components.PanelBody,
						{ title: __( 'Catalogue', 'vtdb-catalogue' ) },
						el( components.TextControl, {
							label: __( 'Language (empty: the settings’)', 'vtdb-catalogue' ),
							value: attributes.lang,
							onChange: set( 'lang' ),
						} ),
						el( components.SelectControl, {
							label: __( 'Theme', 'vtdb-catalogue' ),
							value: attributes.theme,
							options: [
								{ value: '', label: __( 'As in the settings', 'vtdb-catalogue' ) },
								{ value: 'auto', label: __( 'As the visitor’s system', 'vtdb-catalogue' ) },
								{ value: 'light', label: __( 'Light', 'vtdb-catalogue' ) },
								{ value: 'dark', label: __( 'Dark', 'vtdb-catalogue' ) },
							],
							onChange: set( 'theme' ),
						} ),
						el( components.TextControl, {
							label: __( 'Accent colour, such as #e30613', 'vtdb-catalogue' ),
							value: attributes.accent,
							onChange: set( 'accent' ),
						} ),
						el( components.TextControl, {
							label: __( 'Start at, such as /types/1', 'vtdb-catalogue' ),
							value: attributes.start,
							onChange: set( 'start' ),
						} )
					)
				),
				el(
					components.Placeholder,
					{ icon: 'car', label: __( 'Vehicle catalogue', 'vtdb-catalogue' ) },
					__( 'The vehicle tuning catalogue shows here on the published page.', 'vtdb-catalogue' )
				)
			);
		},
		save: function () {
			return null;
		},
	} );
} )( window.wp.blocks, window.wp.element, window.wp.i18n, window.wp.blockEditor, window.wp.components );
