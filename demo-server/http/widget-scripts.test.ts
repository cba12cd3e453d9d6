import { describe, expect, it } from 'vitest';
import { widgetScriptTags, widgetTagsIn, type BuildManifest } from './widget-scripts.ts';

const manifest: BuildManifest = {
  loader: 'loader.js',
  widgets: {
    'sf-add-to-cart': ['chunks/runtime.js', 'chunks/widget-add-to-cart.js'],
    'sf-mini-cart': ['chunks/runtime.js', 'chunks/widget-mini-cart.js'],
    'sf-quantity': ['chunks/runtime.js', 'chunks/widget-quantity.js'],
    'sf-cart-drawer': ['chunks/runtime.js', 'chunks/widget-cart-drawer.js'],
    'sf-review-form': ['chunks/runtime.js', 'chunks/widget-review-form.js'],
    'sf-quick-view': ['chunks/runtime.js', 'chunks/widget-quick-view.js'],
    'sf-sticky-add-to-cart': ['chunks/runtime.js', 'chunks/widget-sticky-add-to-cart.js'],
    'sf-variation-form': ['chunks/runtime.js', 'chunks/domain-product.js', 'chunks/widget-variation-form.js'],
  },
};

const tags = (markup: string) => markup.split('\n').filter(Boolean);

describe('widget scripts printed from the build manifest', () => {
  it.each([
    [
      'a widget shown at every width: its files as module scripts, the runtime first',
      [{ tag: 'sf-add-to-cart' }],
      ['<script type="module" src="/b/chunks/runtime.js"></script>', '<script type="module" src="/b/chunks/widget-add-to-cart.js"></script>'],
    ],
    [
      'a widget shown at some widths: preloaded with the query, run by the loader',
      [{ tag: 'sf-quantity', media: '(min-width: 850px)' }],
      ['<link rel="modulepreload" href="/b/chunks/runtime.js" media="(min-width: 850px)">', '<link rel="modulepreload" href="/b/chunks/widget-quantity.js" media="(min-width: 850px)">'],
    ],
    [
      'a file shared with a widget shown at every width is its script, not also a preload',
      [{ tag: 'sf-quantity', media: '(min-width: 850px)' }, { tag: 'sf-add-to-cart' }],
      [
        '<link rel="modulepreload" href="/b/chunks/widget-quantity.js" media="(min-width: 850px)">',
        '<script type="module" src="/b/chunks/runtime.js"></script>',
        '<script type="module" src="/b/chunks/widget-add-to-cart.js"></script>',
      ],
    ],
    [
      'two queries for one file: no query',
      [
        { tag: 'sf-quantity', media: '(min-width: 850px)' },
        { tag: 'sf-cart-drawer', media: '(max-width: 849px)' },
      ],
      [
        '<link rel="modulepreload" href="/b/chunks/runtime.js">',
        '<link rel="modulepreload" href="/b/chunks/widget-quantity.js" media="(min-width: 850px)">',
        '<link rel="modulepreload" href="/b/chunks/widget-cart-drawer.js" media="(max-width: 849px)">',
      ],
    ],
    [
      'domains come with the widget, in the manifest order, each file once',
      [{ tag: 'sf-variation-form' }, { tag: 'sf-add-to-cart' }],
      [
        '<script type="module" src="/b/chunks/runtime.js"></script>',
        '<script type="module" src="/b/chunks/domain-product.js"></script>',
        '<script type="module" src="/b/chunks/widget-variation-form.js"></script>',
        '<script type="module" src="/b/chunks/widget-add-to-cart.js"></script>',
      ],
    ],
    [
      'nothing for widgets that wait for an interaction, a scroll or idle, or are declared not to preload',
      [{ tag: 'sf-mini-cart', media: '(min-width: 850px)' }, { tag: 'sf-quick-view' }, { tag: 'sf-sticky-add-to-cart' }, { tag: 'sf-review-form' }],
      [],
    ],
    ['nothing for a tag the build does not know', [{ tag: 'sf-unknown' }], []],
  ])('%s', (_name, widgets, expected) => {
    expect(tags(widgetScriptTags(manifest, widgets, '/b/').value)).toEqual(expected);
  });

  it('preloads only, when the loader is to run every widget (?sf_hints=preload)', () => {
    expect(tags(widgetScriptTags(manifest, [{ tag: 'sf-add-to-cart' }], '/b/', false).value)).toEqual([
      '<link rel="modulepreload" href="/b/chunks/runtime.js">',
      '<link rel="modulepreload" href="/b/chunks/widget-add-to-cart.js">',
    ]);
  });

  it('prints nothing without a manifest (not built): the loader finds the widgets alone', () => {
    expect(widgetScriptTags(null, [{ tag: 'sf-add-to-cart' }], '/b/').value).toBe('');
  });

  it('finds each sf-* tag once, in order, not in text (the server escapes < in attribute values)', () => {
    expect(
      widgetTagsIn('<sf-quick-view><sf-add-to-cart><ul><li><sf-add-to-cart data-x="&lt;sf-fake>">sf-text</sf-add-to-cart></li></ul></sf-add-to-cart></sf-quick-view><sf-unit-price\nclass="a">'),
    ).toEqual(['sf-quick-view', 'sf-add-to-cart', 'sf-unit-price']);
  });
});
