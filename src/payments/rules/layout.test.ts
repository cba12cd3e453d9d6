// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stackedMargins, widthClass } from './layout';

describe('widthClass', () => {
  it.each([
    [800, 'ppcp-width-500'],
    [500, 'ppcp-width-500'],
    [499.5, 'ppcp-width-300'],
    [300, 'ppcp-width-300'],
    [299, 'ppcp-width-min'],
    [0, 'ppcp-width-min'],
    [Number.NaN, 'ppcp-width-min'],
  ])('%s px → %s', (width, expected) => expect(widthClass(width)).toBe(expected));
});

describe('stackedMargins', () => {
  it.each<[string, Array<{ visible: boolean; height: number }>, Array<number | null>]>([
    ['one button', [{ visible: true, height: 45 }], [0]],
    [
      '45 px buttons: round(13.5) = 14',
      [
        { visible: true, height: 45 },
        { visible: true, height: 45 },
      ],
      [0, 14],
    ],
    [
      '35 px: round(10.5) = 11',
      [
        { visible: true, height: 45 },
        { visible: true, height: 35 },
      ],
      [0, 11],
    ],
    [
      '25 px: 7.5 → at least 11',
      [
        { visible: true, height: 25 },
        { visible: true, height: 25 },
      ],
      [0, 11],
    ],
    [
      '55 px: round(16.5) = 17',
      [
        { visible: true, height: 55 },
        { visible: true, height: 55 },
      ],
      [0, 17],
    ],
    [
      'first hidden: the second is first',
      [
        { visible: false, height: 45 },
        { visible: true, height: 45 },
        { visible: true, height: 40 },
      ],
      [null, 0, 12],
    ],
    [
      'a taller element (button with message): round(24) = 24',
      [
        { visible: true, height: 45 },
        { visible: true, height: 80 },
      ],
      [0, 24],
    ],
    [
      'not measurable yet (0, NaN): the minimum',
      [
        { visible: true, height: 45 },
        { visible: true, height: 0 },
        { visible: true, height: Number.NaN },
      ],
      [0, 11, 11],
    ],
    [
      'absurd height bounded',
      [
        { visible: true, height: 45 },
        { visible: true, height: 1e9 },
      ],
      [0, 150],
    ],
    ['none visible', [{ visible: false, height: 45 }], [null]],
  ])('%s', (_name, buttons, expected) => expect(stackedMargins(buttons)).toEqual(expected));
});
