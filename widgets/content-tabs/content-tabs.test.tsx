import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import './element';

const markup = `<sf-content-tabs>
  <div class="tabbed-content"><ul class="nav nav-line">
    <li class="tab"><a href="#tab_a"><span>Versand</span></a></li>
    <li class="tab active"><a href="#tab_b"><span>Rückgabe</span></a></li>
  </ul><div class="tab-panels"><div id="tab_a" class="panel">A</div><div id="tab_b" class="panel active">B</div></div></div>
  <div class="accordion">
    <div id="faq-1" class="accordion-item"><a href="#faq-1" class="accordion-title"><span>Frage 1</span></a><div class="accordion-inner">Antwort 1</div></div>
    <div id="faq-2" class="accordion-item"><a href="#faq-2" class="accordion-title active"><span>Frage 2</span></a><div class="accordion-inner">Antwort 2</div></div>
  </div>
</sf-content-tabs>`;

const upgraded = () => waitFor(() => expect(document.querySelector('sf-content-tabs[data-sf-upgraded]')).not.toBeNull());
const link = (href: string) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;

describe('sf-content-tabs', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    history.replaceState(null, '', '/');
  });

  it('tabs: the server’s active tab; accordion: the server’s open item, as buttons in headings', async () => {
    document.body.innerHTML = markup;
    await upgraded();
    expect(document.querySelector('ul.nav')!.getAttribute('role')).toBe('tablist');
    expect(link('#tab_b').getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('tab_a')!.hidden).toBe(true);
    const title = link('#faq-1');
    expect(title.getAttribute('role')).toBe('button');
    expect(title.getAttribute('aria-expanded')).toBe('false');
    expect(title.parentElement!.getAttribute('role')).toBe('heading');
    expect(title.parentElement!.getAttribute('aria-level')).toBe('3');
    expect(link('#faq-2').getAttribute('aria-expanded')).toBe('true');
    const inner = document.getElementById(title.getAttribute('aria-controls')!)!;
    expect(inner.hidden).toBe(true);
    expect(inner.getAttribute('aria-labelledby')).toBe(title.id);
  });

  it('the hash opens a tab and an item, on load and later; a click and Space toggle', async () => {
    history.replaceState(null, '', '/inhalte/#faq-1');
    document.body.innerHTML = markup;
    await upgraded();
    expect(link('#faq-1').getAttribute('aria-expanded')).toBe('true');
    expect(link('#faq-2').getAttribute('aria-expanded')).toBe('true');
    history.replaceState(null, '', '/inhalte/#tab_a');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(link('#tab_a').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(link('#faq-1'));
    expect(link('#faq-1').getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(link('#faq-1'), { key: ' ' });
    expect(link('#faq-1').getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(link('#tab_a'), { key: 'ArrowRight' });
    expect(link('#tab_b').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(link('#tab_b'));
  });

  it('removing the element restores the server markup', async () => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    const before = template.content.firstElementChild!.innerHTML;
    document.body.innerHTML = markup;
    await upgraded();
    const element = document.querySelector('sf-content-tabs')!;
    element.remove();
    await waitFor(() => expect(element.hasAttribute('data-sf-upgraded')).toBe(false));
    expect(element.innerHTML).toBe(before);
  });
});
