// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ButtonStyle } from '../sdk-types';
import { orderingSources, styleForSource } from './style';

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

describe('orderingSources (§ 312j Abs. 3 BGB: the checkout buttons that place the order say so)', () => {
  const all = ['paypal', 'paylater', 'sepa', 'venmo'];
  it.each<[string, string[], ButtonStyle, string[]]>([
    ["'buynow': only the wallet's own button carries the label", all, full, ['paypal']],
    ["'buynow' without the wallet's source: none", ['paylater', 'sepa'], { label: 'buynow' }, []],
    ["'paypal': the shop's wording, every source", all, { ...full, label: 'paypal' }, all],
    ["'pay': every source", all, { label: 'pay' }, all],
    ['no label: every source', all, { shape: 'rect' }, all],
  ])('%s', (_name, sources, style, expected) => expect(orderingSources(sources, style)).toEqual(expected));
});
