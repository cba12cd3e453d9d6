import r2wc, { type R2WCOptions } from '@r2wc/core';
import { useEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { readInlineConfig } from '../config/inline-config';
import { holdEventsForRelay } from '../events/bus';

/** Every widget component receives its custom element as `container`. */
export interface WidgetProps {
  container: HTMLElement;
}

/**
 * Marks the element `data-sf-upgraded` once the widget's effects (its listeners) are in
 * place: a parent's effects run after its children's. Tests, styles and the benchmark wait
 * for it; it is removed again when the widget unmounts.
 */
function Upgraded<P extends WidgetProps>({ Component, props }: { Component: ComponentType<P>; props: P }) {
  useEffect(() => {
    props.container.dataset.sfUpgraded = '';
    return () => {
      delete props.container.dataset.sfUpgraded;
    };
  }, [props.container]);
  return <Component {...props} />;
}

/**
 * @r2wc's own light-DOM renderer renders into the element and so replaces the server markup.
 * Ours renders into a hidden root appended to the element: the server HTML stays as it is and
 * the component draws only its islands, through portals (see use-island.ts).
 */
const keepMarkupRenderer = {
  mount<P extends WidgetProps>(container: HTMLElement, Component: ComponentType<P>, props: P): Root {
    const rootElement = document.createElement('span');
    rootElement.dataset.sfRoot = '';
    rootElement.hidden = true;
    container.append(rootElement);
    const root = createRoot(rootElement);
    // The first render commits with its effects before mount returns: the listeners are in
    // place, and data-sf-upgraded set, in the task that upgraded the element, not a frame later.
    // React runs the passive effects of a flushSync render at its end; Preact: ./preact/react-dom-client.ts.
    flushSync(() => root.render(<Upgraded Component={Component} props={{ ...props, container }} />));
    return Object.assign(root, { rootElement });
  },
  update<P extends WidgetProps>(root: Root, props: P): void {
    const { Component } = root as Root & { Component?: ComponentType<P> };
    if (Component) root.render(<Upgraded Component={Component} props={props} />);
  },
  unmount(root: Root): void {
    root.unmount();
    (root as Root & { rootElement?: HTMLElement }).rootElement?.remove();
  },
};

let jQueryBridgeRequested = false;

/** Shops with jQuery get the two-way event bridge; pages without it never download it. */
function connectJQuery(): void {
  if (jQueryBridgeRequested || typeof (window as { jQuery?: unknown }).jQuery !== 'function') return;
  jQueryBridgeRequested = true;
  holdEventsForRelay();
  void import('../events/jquery-bridge').then((bridge) => bridge.installJQueryBridge());
}

/**
 * Register `tag` for `Component`. Attributes named in `props` (kebab-case in HTML, camelCase
 * in the component) are parsed by @r2wc and re-render on change. Defining twice is a no-op,
 * so a bundle loaded twice on one page does no harm.
 */
export function defineWidget<P extends WidgetProps>(tag: string, Component: ComponentType<P>, props: R2WCOptions<P>['props'] = []): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  connectJQuery();
  // Configuration, weakest first: inline JSON inside the element, then attributes. HTML
  // boolean attributes: present means true (`<sf-mini-cart reveal-on-add>`), unless written
  // "false", "0" or "no"; @r2wc alone ignores an attribute without a value.
  const booleans = Array.isArray(props) ? [] : Object.keys(props).filter((name) => props[name as keyof typeof props] === 'boolean');
  const configured = (container: HTMLElement, p: P): P => {
    const flags: Record<string, boolean> = {};
    for (const name of booleans) {
      const value = container.getAttribute(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
      if (value !== null) flags[name] = !/^(false|0|no)$/i.test(value);
    }
    return { ...readInlineConfig<P>(container), ...p, ...flags };
  };
  const renderer = {
    mount: (container: HTMLElement, C: ComponentType<P>, p: P) => Object.assign(keepMarkupRenderer.mount(container, C, configured(container, p)), { Component: C }),
    update: (root: Root, p: P) => keepMarkupRenderer.update(root, configured(p.container, p)),
    unmount: keepMarkupRenderer.unmount,
  };
  const element = r2wc(Component as ComponentType<P & { container?: HTMLElement }>, { props }, renderer);
  customElements.define(tag, element);
  return element;
}
