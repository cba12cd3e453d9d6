// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ButtonStyle } from '../sdk-types';
import { styleForSource } from './style';

const full: ButtonStyle = { layout: 'vertical', color: 'gold', shape: 'pill', label: 'buynow', tagline: false, height: 40 };

describe('styleForSource', () => {
  it.each<[string, ButtonStyle, ButtonStyle]>([
    ['paypal', full, full],
    ['paylater', full, { color: 'gold', shape: 'pill', height: 40 }],
    ['card', full, { shape: 'pill', height: 40 }],
    ['venmo', full, { shape: 'pill', height: 40 }],
    ['sepa', { color: 'blue' }, {}],
    ['paylater', { shape: 'rect' }, { shape: 'rect' }],
  ])('%s', (source, style, expected) => expect(styleForSource(source, style)).toEqual(expected));

  it('returns a copy for the wallet', () => {
    expect(styleForSource('paypal', full)).not.toBe(full);
  });
});
