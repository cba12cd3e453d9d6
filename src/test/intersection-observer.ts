/**
 * jsdom has no IntersectionObserver. This stand-in records what is observed and lets a test
 * say where an element now is relative to the viewport, as the browser would report it.
 */
export type Position = 'in-view' | 'above' | 'below';

interface FakeObserver {
  callback: IntersectionObserverCallback;
  targets: Set<Element>;
}

export function installFakeIntersectionObserver() {
  const observers = new Set<FakeObserver>();
  const original = globalThis.IntersectionObserver;
  class FakeIntersectionObserver {
    readonly record: FakeObserver;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: new Set() };
      observers.add(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.record);
    }
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;

  return {
    /** How many observers watch `target` now (0 after a clean disconnect). */
    watching: (target: Element) => [...observers].filter((observer) => observer.targets.has(target)).length,
    /** Report that `target` is now in view, above or below the 800 px viewport. */
    move(target: Element, position: Position) {
      const top = position === 'in-view' ? 100 : position === 'above' ? -300 : 1200;
      const rect = { top, bottom: top + 40, left: 0, right: 200, width: 200, height: 40, x: 0, y: top } as DOMRectReadOnly;
      const entry = { target, isIntersecting: position === 'in-view', boundingClientRect: rect, rootBounds: { top: 0, bottom: 800 } } as unknown as IntersectionObserverEntry;
      for (const observer of [...observers]) if (observer.targets.has(target)) observer.callback([entry], observer as unknown as IntersectionObserver);
    },
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
