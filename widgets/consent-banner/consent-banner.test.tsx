import { fireEvent, waitFor } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consentBanner, consentFooter, type ConsentPageState } from '../../demo-server/consent/banner';
import { consentStore } from '../../src/consent/store';
import { parseConsentCookie, readConsentCookieValue } from '../../src/consent/cookie';
import { waitForElement } from '../../src/test/find';
import './element';

const page = (state: ConsentPageState) => `${consentBanner(state).value}<main><p>Inhalt</p></main>${consentFooter(state).value}`;
const firstView: ConsentPageState = { stored: null, preview: false };
const stored = () => parseConsentCookie(readConsentCookieValue(document.cookie));
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
const upgraded = () => waitForElement(() => document.querySelector<HTMLElement>('sf-consent-banner[data-sf-upgraded]'));

beforeEach(() => {
  for (const name of ['cookieyes-consent', 'Werbung', '_sf_ga']) document.cookie = `${name}=; max-age=0; path=/`;
  consentStore.setState(null, true);
});

describe('sf-consent-banner', () => {
  it('first view: writes the initial cookie, keeps the markup, reject is a button like accept', async () => {
    document.body.innerHTML = page(firstView);
    const host = await upgraded();
    expect(stored()).toMatchObject({ consent: false, action: false, categories: { necessary: true, analytics: false } });
    expect(atob(stored()!.consentId)).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(host.hidden).toBe(false);
    expect(host.querySelector('section')!.getAttribute('aria-labelledby')).toBe('sf-consent-title');
    expect(button('Alle ablehnen').className).toBe(button('Alle akzeptieren').className);
    expect(host.querySelector('a[href="/datenschutz/"]')!.textContent).toBe('Datenschutzerklärung');
  });

  it.each([
    ['Alle akzeptieren', { functional: true, analytics: true, performance: true, advertisement: true }, true, ['necessary', 'functional', 'analytics', 'performance', 'advertisement']],
    ['Alle ablehnen', { functional: false, analytics: false, performance: false, advertisement: false }, false, ['necessary']],
  ])('%s: cookie, events, banner hidden, focus on Cookie-Einstellungen', async (name, categories, consent, accepted) => {
    document.body.innerHTML = page(firstView);
    document.cookie = 'Werbung=1; path=/';
    const host = await upgraded();
    const vendor = vi.fn();
    const ours = vi.fn();
    document.addEventListener('cookieyes_consent_update', (e) => vendor((e as CustomEvent).detail), { once: true });
    document.body.addEventListener('sf:consent-changed', (e) => ours((e as CustomEvent).detail), { once: true });
    button(name).focus();
    fireEvent.click(button(name));
    await waitFor(() => expect(host.hidden).toBe(true));
    expect(stored()).toMatchObject({ consent, action: true, categories: { necessary: true, ...categories } });
    expect(vendor).toHaveBeenCalledWith(expect.objectContaining({ accepted }));
    expect(ours.mock.calls[0]![0].summary).toMatchObject({ activeLaw: 'gdpr', isUserActionCompleted: true, languageCode: 'de', categories: { necessary: true, ...categories } });
    expect(document.cookie.includes('Werbung=')).toBe(consent);
    const revisit = button('Cookie-Einstellungen');
    expect(revisit.hidden).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(revisit));
  });

  it('customise: one toggle per category, necessary on and disabled, save stores the toggles', async () => {
    document.body.innerHTML = page(firstView);
    const host = await upgraded();
    const preferences = host.querySelector<HTMLElement>('.sf-consent__preferences')!;
    expect(preferences.hidden).toBe(true);
    fireEvent.click(button('Einstellungen'));
    await waitFor(() => expect(preferences.hidden).toBe(false));
    expect(button('Einstellungen').getAttribute('aria-expanded')).toBe('true');
    const boxes = [...preferences.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    expect(boxes.map((box) => box.labels![0]!.textContent)).toEqual(['Technisch erforderlich', 'Komfortfunktionen', 'Statistik, Tracking', 'Endgeräteerkennung', 'Marketing']);
    expect(boxes[0]).toMatchObject({ checked: true, disabled: true });
    await waitFor(() => expect(document.activeElement).toBe(boxes[1]));
    fireEvent.click(boxes[2]!);
    fireEvent.click(button('Auswahl speichern'));
    await waitFor(() => expect(host.hidden).toBe(true));
    expect(stored()!.categories).toEqual({ necessary: true, functional: false, analytics: true, performance: false, advertisement: false });
  });

  it('close records the action and keeps the categories', async () => {
    document.body.innerHTML = page(firstView);
    const host = await upgraded();
    fireEvent.click(host.querySelector('[data-sf-consent="close"]')!);
    await waitFor(() => expect(host.hidden).toBe(true));
    expect(stored()).toMatchObject({ action: true, consent: false, categories: { analytics: false } });
  });

  it('revisit reopens with the stored choice, without resetting it', async () => {
    document.body.innerHTML = page(firstView);
    const host = await upgraded();
    fireEvent.click(button('Einstellungen'));
    fireEvent.click(host.querySelector('input[name="functional"]')!);
    fireEvent.click(button('Auswahl speichern'));
    await waitFor(() => expect(host.hidden).toBe(true));
    const before = document.cookie;
    fireEvent.click(button('Cookie-Einstellungen'));
    await waitFor(() => expect(host.hidden).toBe(false));
    expect(host.querySelector<HTMLInputElement>('input[name="functional"]')!.checked).toBe(true);
    expect(host.querySelector<HTMLInputElement>('input[name="analytics"]')!.checked).toBe(false);
    expect(button('Cookie-Einstellungen').hidden).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(host.querySelector('#sf-consent-title')));
    expect(document.cookie).toBe(before);
  });

  it('the description collapses beyond 300 characters: its short forms and Mehr anzeigen are printed, the toggle expands and collapses it', async () => {
    document.body.innerHTML = page(firstView);
    const host = await upgraded();
    const section = host.querySelector<HTMLElement>('.sf-consent')!;
    const description = host.querySelector<HTMLElement>('#sf-consent-description')!;
    const more = host.querySelector<HTMLButtonElement>('.sf-consent__more-button')!;
    expect(description.textContent!.length).toBeGreaterThan(300);
    // Both widths collapse (the stylesheet picks one); the short forms are cut from the text.
    expect(section.classList).toContain('sf-consent--collapse-narrow');
    expect(section.classList).toContain('sf-consent--collapse-wide');
    const narrow = host.querySelector('.sf-consent__preview--narrow')!.textContent!;
    const wide = host.querySelector('.sf-consent__preview--wide')!.textContent!;
    expect(narrow.length).toBeLessThanOrEqual(152);
    expect(wide.length).toBeLessThanOrEqual(302);
    expect(description.textContent!.startsWith(wide.slice(0, -2))).toBe(true);
    expect(more.getAttribute('aria-controls')).toBe('sf-consent-description');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(section.hasAttribute('data-sf-expanded')).toBe(true);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('Weniger anzeigen');
    fireEvent.click(more);
    expect(section.hasAttribute('data-sf-expanded')).toBe(false);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.textContent).toBe('Mehr anzeigen');
  });

  it('a visitor who acted: printed hidden, stays hidden when upgraded; ?cky_preview=true shows it without changing the cookie', async () => {
    const raw = `consentid:${btoa('c'.repeat(32))},consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no`;
    const decided = parseConsentCookie(raw)!;
    document.cookie = `cookieyes-consent=${raw}; path=/`;
    document.body.innerHTML = page({ stored: decided, preview: false });
    const host = await upgraded();
    expect(host.hidden).toBe(true);
    expect(button('Cookie-Einstellungen').hidden).toBe(false);

    document.body.innerHTML = '';
    consentStore.setState(null, true);
    history.replaceState(null, '', '/?cky_preview=true');
    document.body.innerHTML = page({ stored: decided, preview: true });
    const previewed = await upgraded();
    expect(previewed.hidden).toBe(false);
    expect(button('Cookie-Einstellungen').hidden).toBe(true);
    expect(readConsentCookieValue(document.cookie)).toBe(raw);
    history.replaceState(null, '', '/');
  });
});
