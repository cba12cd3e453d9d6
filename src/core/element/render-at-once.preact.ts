import { options } from 'preact';

/**
 * Preact runs effects after the next frame is painted (requestAnimationFrame, then a timeout),
 * so a widget would be listening only a frame or more after its element upgraded: on a busy
 * phone, after the first paint of the whole page. Its documented hook for that scheduling,
 * `options.requestAnimationFrame`, runs them in a microtask instead, after the synchronous
 * render that queued them and before the browser paints. Our components render portals next
 * to server markup; their effects attach listeners and read the markup, which is ready then.
 * Used instead of render-at-once.ts by the Preact build (rollup.config.mjs, vitest.config.ts).
 */
options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);

export function renderAtOnce(render: () => void): void {
  render();
}
