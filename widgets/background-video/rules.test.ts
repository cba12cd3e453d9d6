// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { embedUrl } from './rules';

const base = 'https://shop.example/ueber-uns/';

describe('embedUrl', () => {
  it.each([
    ['https://video.example/embed/pflege/', true, 'https://video.example/embed/pflege/?autoplay=1&mute=1&loop=1&controls=0&background=1'],
    ['https://video.example/embed/pflege/', false, 'https://video.example/embed/pflege/?autoplay=0&mute=1&loop=1&controls=0&background=1'],
    // The theme's own parameters are kept; ours replace theirs of the same name.
    ['https://video.example/embed/pflege/?autoplay=1&rel=0', false, 'https://video.example/embed/pflege/?autoplay=0&rel=0&mute=1&loop=1&controls=0&background=1'],
    ['/video/embed/pflege/', true, 'https://shop.example/video/embed/pflege/?autoplay=1&mute=1&loop=1&controls=0&background=1'],
    ['javascript:alert(1)', true, null],
    ['data:text/html,x', true, null],
    ['http://[bad', true, null],
    ['   ', true, null],
    [undefined, true, null],
    [`https://video.example/${'x'.repeat(2000)}`, true, null],
  ])('%s (autoplay %s) → %s', (src, autoplay, expected) => {
    expect(embedUrl(src, autoplay, base)).toBe(expected);
  });
});
