/**
 * When a widget's code loads. Each widget declares its own in widgets/<name>/widget.ts; the
 * loader applies it to every element of that tag on the page, now or added later.
 */
export type LoadPolicy =
  /** As soon as the tag is on the page, shown or not (a widget that must listen from the start). */
  | 'in-page'
  /** Once the element is shown (not hidden by CSS, a closed dropdown or dialog). The default. */
  | 'visible'
  /** On the first scroll of the page (a page opened scrolled counts as scrolled). */
  | 'scroll'
  /**
   * Once shown, after the page has loaded and the browser is idle: for a widget seen on the
   * first screen whose code is not part of the first view (the wallet's buttons: the product
   * page's budget leaves no room for them, and nothing needs them before the page is ready).
   * Marks `sf-idle-prefetch` first, as src/core/idle.ts does (bench/lib.ts tells its loads from the first view).
   * A pointer, focus or click on it before then loads it at once (the click is held as for 'interaction').
   */
  | 'idle'
  /**
   * On the first pointer, touch or focus on the element. For widgets that need nothing before
   * that and can take over the interaction itself (the click may come before the code).
   */
  | 'interaction'
  /** Once the visitor has accepted this consent category (spec §3 Consent state), and shown. */
  | { consent: string }
  /** Only inside this widget, once it has upgraded (e.g. card fields inside the checkout). */
  | { inside: string };

export interface WidgetDeclaration {
  /** The sf- tag that element.ts defines: `sf-` and the widget's folder name. */
  tag: `sf-${string}`;
  when: LoadPolicy;
  /**
   * The widget may hide what it contains when it upgrades (tabs close their panels): widgets
   * inside it wait for its upgrade, so a hidden one does not load for nothing.
   */
  holdsChildren?: boolean;
  /**
   * 'interaction' widgets: the elements inside whose click must wait for the widget's code
   * (default: any click inside it). An element around a whole product loop holds only its own
   * links, not the add-to-cart buttons beside them.
   */
  trigger?: string;
  /**
   * Whether a server that prints `<link rel="modulepreload">` for the widgets on a page
   * (demo-server/http/widget-scripts.ts, README) includes this one: by default those that load
   * without a scroll or an interaction; `false` for one usually hidden at first (the review
   * form in a closed tab), or a media query for one shown only at some widths (the printed
   * link carries it).
   */
  preload?: boolean | string;
}

/** A declared widget as the generated registry lists it, with how to load its code. */
export interface RegisteredWidget extends WidgetDeclaration {
  define: () => Promise<unknown>;
}
