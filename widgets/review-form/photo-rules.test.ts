// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maxBytes, photoProblem, sizeText } from './photo-rules';

const ACCEPT = 'image/jpeg,image/png,image/webp';

describe('photoProblem', () => {
  it.each<[string, { type: string; size: number }, string, number | null, ReturnType<typeof photoProblem>]>([
    ['a JPEG within the bound', { type: 'image/jpeg', size: 1000 }, ACCEPT, 2000, null],
    ['exactly the bound', { type: 'image/png', size: 2000 }, ACCEPT, 2000, null],
    ['one byte over', { type: 'image/png', size: 2001 }, ACCEPT, 2000, 'size'],
    ['a type in capitals', { type: 'IMAGE/WEBP', size: 1 }, ACCEPT, null, null],
    ['an SVG', { type: 'image/svg+xml', size: 1 }, ACCEPT, null, 'type'],
    ['a PDF', { type: 'application/pdf', size: 1 }, ACCEPT, 2000, 'type'],
    ['no type the browser knows', { type: '', size: 1 }, ACCEPT, 2000, 'type'],
    ['image/* takes any image', { type: 'image/gif', size: 1 }, 'image/*', null, null],
    ['no accept list takes any type', { type: 'text/plain', size: 1 }, '', null, null],
    ['spaces in the list', { type: 'image/png', size: 1 }, ' image/jpeg , image/png ', null, null],
  ])('%s', (_name, file, accept, bound, problem) => expect(photoProblem(file, accept, bound)).toBe(problem));
});

describe('maxBytes', () => {
  it.each<[string | undefined, number | null]>([
    ['2097152', 2097152],
    [' 500 ', 500],
    ['0', null],
    ['-5', null],
    ['2 MB', null],
    ['1e6', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (attribute, bytes) => expect(maxBytes(attribute)).toBe(bytes));
});

describe('sizeText', () => {
  it.each([
    [2 * 1024 * 1024, '2 MB'],
    [1.5 * 1024 * 1024, '1,5 MB'],
    [500 * 1024, '500 kB'],
  ])('%s bytes → %s', (bytes, text) => expect(sizeText(bytes)).toBe(text));
});
