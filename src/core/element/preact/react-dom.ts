import { render, type ComponentChildren } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { jsx } from 'preact/jsx-runtime';

/**
 * What our components import from 'react-dom', for the Preact build (see ./react.ts).
 * A portal renders its children into `into` (a widget's island next to the server markup) as
 * a root of its own, kept in step with every render of its parent and emptied with it. Our
 * portals carry no context and their events are DOM events, so that is all React's does for us.
 */
function Portal({ children, into }: { children: ComponentChildren; into: Element }) {
  useLayoutEffect(() => {
    render(children, into);
  });
  useLayoutEffect(() => () => render(null, into), [into]);
  return null;
}

export function createPortal(children: ComponentChildren, into: Element) {
  return jsx(Portal, { children, into });
}

/** Preact renders a root synchronously: nothing to flush. */
export function flushSync<T>(work: () => T): T {
  return work();
}
