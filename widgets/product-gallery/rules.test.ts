// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isDrag, slideAfterDrag } from './zoom.lazy';
import { easeInOut, isMobileUserAgent, lightboxHash, parseLightboxHash, slideAt, zoomOffset, zoomWanted } from './rules';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('lightbox address', () => {
  it('writes and reads gid and pid as WooCommerce’s PhotoSwipe does', () => {
    expect(lightboxHash(1, 3)).toBe('#&gid=1&pid=3');
    expect(parseLightboxHash('#&gid=1&pid=3')).toEqual({ gid: 1, pid: 3 });
    expect(parseLightboxHash('#gid=2&pid=1')).toEqual({ gid: 2, pid: 1 });
  });

  it('ignores addresses that are not a picture', () => {
    for (const hash of ['', '#tab-reviews', '#&gid=0&pid=1', '#&gid=1&pid=0', '#&gid=x&pid=2', '#&gid=1', '#&gid=1.5&pid=2']) {
      expect(parseLightboxHash(hash), hash).toBeNull();
    }
  });
});

describe('hover zoom', () => {
  it('zooms only large images wider than shown, on desktops', () => {
    expect(zoomWanted(1200, 568, DESKTOP)).toBe(true);
    expect(zoomWanted(500, 568, DESKTOP)).toBe(false);
    expect(zoomWanted(1200, 0, DESKTOP)).toBe(false);
    expect(zoomWanted(1200, 343, PHONE)).toBe(false);
  });

  it('knows phones and tablets by their user agent', () => {
    expect(isMobileUserAgent(PHONE)).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });

  it('keeps the pointed-at spot under the pointer, within the picture', () => {
    const box = { width: 500, height: 500 };
    const large = { width: 1500, height: 1000 };
    expect(zoomOffset(0, 0, box, large)).toEqual({ left: -0, top: -0 });
    expect(zoomOffset(250, 250, box, large)).toEqual({ left: -500, top: -250 });
    expect(zoomOffset(500, 500, box, large)).toEqual({ left: -1000, top: -500 });
    expect(zoomOffset(900, -20, box, large)).toEqual({ left: -1000, top: -0 });
  });
});

describe('slider', () => {
  it('finds the slide at a scroll position, also right to left', () => {
    expect(slideAt(0, 500, 4)).toBe(0);
    expect(slideAt(740, 500, 4)).toBe(1);
    expect(slideAt(760, 500, 4)).toBe(2);
    expect(slideAt(-1000, 500, 4)).toBe(2);
    expect(slideAt(99999, 500, 4)).toBe(3);
    expect(slideAt(300, 0, 4)).toBe(0);
  });

  it('eases in and out from 0 to 1', () => {
    expect(easeInOut(-1)).toBe(0);
    expect(easeInOut(0.25)).toBeLessThan(0.25);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(0.75)).toBeGreaterThan(0.75);
    expect(easeInOut(2)).toBe(1);
  });
});

describe('mouse drag on the slider (spec §9: quick-view drag threshold 15)', () => {
  it.each([
    ['no move: a click', 0, 0, false],
    ['14 px: a click', -14, 2, false],
    ['exactly 15 px: still a click', 15, 0, false],
    ['16 px left: a drag', -16, 0, true],
    ['16 px right: a drag', 16, 4, true],
    ['more up or down than sideways: the page scrolls', 20, -30, false],
    ['as far down as sideways: a drag', 20, 20, true],
  ])('%s', (_name, dx, dy, expected) => expect(isDrag(dx, dy)).toBe(expected));

  it.each([
    ['a short drag left goes on one slide', 0, -20, 1],
    ['a short drag right goes back one', 2, 20, 1],
    ['past half a slide: still the next one', 0, -350, 1],
    ['over one and a half slides: two on', 0, -900, 2],
    ['left on the last slide: stays', 3, -100, 3],
    ['right on the first: stays', 0, 100, 0],
    ['far past the end: the last', 1, -5000, 3],
    ['no move: where it started', 2, 0, 2],
  ])('%s', (_name, start, dx, expected) => expect(slideAfterDrag(start, dx, 568, 4)).toBe(expected));

  it('a track that is not drawn: the first slide', () => expect(slideAfterDrag(2, -20, 0, 4)).toBe(0));
});
