// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hoverIntended } from './hover-intent';

describe('hoverIntended (sensitivity 6 px per 100 ms)', () => {
  it.each([
    ['resting', { x: 10, y: 10 }, { x: 10, y: 10 }, true],
    ['drifting 5 px', { x: 10, y: 10 }, { x: 13, y: 14 }, true],
    ['exactly 6 px: still moving', { x: 10, y: 10 }, { x: 16, y: 10 }, false],
    ['passing through', { x: 0, y: 10 }, { x: 80, y: 12 }, false],
  ])('%s', (_name, previous, current, intended) => expect(hoverIntended(previous, current)).toBe(intended));
});
