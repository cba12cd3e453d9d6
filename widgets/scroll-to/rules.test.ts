// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activeSection, bulletOf } from './rules';

describe('bulletOf', () => {
  it.each([
    ['a bullet with link and title', { bullet: 'true', link: '#versand', title: 'Versand' }, { link: '#versand', title: 'Versand' }],
    ['no title: the name', { bullet: 'true', link: '#faq', title: ' ' }, { link: '#faq', title: 'faq' }],
    ['not a bullet', { bullet: 'false', link: '#versand', title: 'Versand' }, null],
    ['no bullet attribute', { bullet: undefined, link: '#versand', title: 'Versand' }, null],
    ['a link elsewhere is not a section of this page', { bullet: 'true', link: 'https://example.com/#x', title: 'X' }, null],
    ['an empty fragment', { bullet: 'true', link: '#', title: 'X' }, null],
    ['a fragment with spaces', { bullet: 'true', link: '#a b', title: 'X' }, null],
  ])('%s', (_name, marker, expected) => expect(bulletOf(marker)).toEqual(expected));
});

describe('activeSection (scroll spy, offset sticky height 70 + 100)', () => {
  const tops = [400, 1200, 2000, 2300];
  const at = (scrollY: number, atEnd = false) => ({ scrollY, height: 800, atEnd });
  it.each([
    ['at the top, above the first section', at(0), -1, -1],
    ['the first section reaches the line', at(400 - 170), -1, 0],
    ['one pixel before the second', at(1200 - 170 - 2), -1, 0],
    ['the second reached', at(1200 - 170), -1, 1],
    ['the third reached; the fourth is in view but not at the line', at(2000 - 170), -1, 2],
    ['at the end of the page: the last one in view, though it never reaches the line', at(1900, true), -1, 3],
    ['the address names the third and it is in view: it, not the line', at(1300), 2, 2],
    ['the address names the first, scrolled out of view: the line decides', at(1150), 0, 1],
    ['a named index that is no bullet: the line decides', at(1150), 9, 1],
  ])('%s', (_name, view, named, expected) => expect(activeSection(tops, view, 170, named)).toBe(expected));

  it('no markers: none', () => expect(activeSection([], at(500), 170)).toBe(-1));
});
