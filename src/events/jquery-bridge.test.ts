import { describe, expect, it, vi } from 'vitest';
import { emit, on } from './cart-events';
import { installJQueryBridge } from './jquery-bridge';

/** Just enough of jQuery's event API: on() with extra trigger args, trigger() with isTrigger. */
function fakeJQuery() {
  const handlers = new Map<string, Array<(event: { isTrigger?: unknown }, ...args: unknown[]) => void>>();
  const $ = (target: unknown) => ({
    get: (index: number) => (index === 0 ? target : undefined),
    on(names: string, handler: (event: { isTrigger?: unknown }, ...args: unknown[]) => void) {
      for (const name of names.split(' ')) handlers.set(name, [...(handlers.get(name) ?? []), handler]);
    },
    off() {},
    trigger(name: string, args: unknown[] = []) {
      for (const handler of handlers.get(name) ?? []) handler({ isTrigger: 3 }, ...args);
    },
  });
  return $;
}

describe('jQuery bridge', () => {
  const $ = fakeJQuery();
  installJQueryBridge({ jQuery: $ } as unknown as Window & { jQuery: never });

  it('triggers the jQuery event with WooCommerce arguments for our events', () => {
    const legacy = vi.fn();
    $(document.body).on('added_to_cart', legacy);
    const button = document.createElement('a');
    emit('sf:added-to-cart', { fragments: { a: '<a></a>' }, cartHash: 'h1', button });
    expect(legacy).toHaveBeenCalledTimes(1);
    const [, fragments, hash, $button] = legacy.mock.calls[0];
    expect(fragments).toEqual({ a: '<a></a>' });
    expect(hash).toBe('h1');
    expect($button.get(0)).toBe(button);
  });

  it('turns jQuery triggers from shop scripts into our events, without echo', () => {
    const ours = vi.fn();
    const legacy = vi.fn();
    on('sf:fragment-refresh', ours);
    $(document.body).on('wc_fragment_refresh', legacy);
    $(document.body).trigger('wc_fragment_refresh');
    expect(ours).toHaveBeenCalledTimes(1);
    expect(ours.mock.calls[0][0]).toMatchObject({ fromJQuery: true });
    expect(legacy).toHaveBeenCalledTimes(1);
  });

  it('carries fragments and hash from a jQuery added_to_cart', () => {
    const ours = vi.fn();
    on('sf:added-to-cart', ours);
    $(document.body).trigger('added_to_cart', [{ x: '<p></p>' }, 'h9', $(null)]);
    expect(ours.mock.calls.at(-1)![0]).toMatchObject({ fragments: { x: '<p></p>' }, cartHash: 'h9', button: null, fromJQuery: true });
  });
});
