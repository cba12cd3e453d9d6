import { options, render, type ComponentChild } from 'preact';

/**
 * React's root API over Preact's `render`, for the Preact build (see ./react.ts).
 *
 * Preact runs effects after the next frame is painted (requestAnimationFrame, then a timeout),
 * so a widget would be listening only a frame or more after its element upgraded: on a busy
 * phone, after the first paint of the whole page. Its hook for that scheduling,
 * `options.requestAnimationFrame`, runs them in a microtask instead, after the synchronous
 * render that queued them and before the browser paints (as React does for a flushSync render,
 * define-widget.tsx). Our components render portals next to server markup; their effects
 * attach listeners and read the markup, which is ready then.
 */
options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);

export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
