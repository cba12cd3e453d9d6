import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubModalDialogs } from '../../src/test/dialog';
import './element';

// jsdom has no modal dialogs; these stand in for the browser's (Chromium tests cover the real one).
beforeEach(() => stubModalDialogs());
afterEach(() => vi.unstubAllGlobals());

const page = (popupAttributes = '', popupContent = '') =>
  `<header><a href="/my-account/" data-open="#login-form-popup" class="account-login">Anmelden</a><a href="#elsewhere" data-open="#elsewhere">Anderes</a></header><sf-popup><dialog id="login-form-popup" class="lightbox-content" aria-label="Anmelden" data-open-on-notice ${popupAttributes}>${popupContent}<form method="dialog"><button>×</button></form><input id="user"></dialog></sf-popup>`;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-popup[data-sf-upgraded]')).not.toBeNull());

describe('sf-popup', () => {
  it('opens the named popup from its opener, marks the opener, and returns focus on close', async () => {
    document.body.innerHTML = page();
    await upgraded();
    const opener = document.querySelector<HTMLAnchorElement>('.account-login')!;
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    expect(opener.getAttribute('aria-controls')).toBe('login-form-popup');
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    opener.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    dialog.close();
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener);
  });

  it('leaves openers of popups it does not hold alone (they stay links)', async () => {
    document.body.innerHTML = page();
    await upgraded();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('[data-open="#elsewhere"]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('closes on a click on the backdrop (the dialog itself, outside its box), not on one in its padding', async () => {
    document.body.innerHTML = page();
    await upgraded();
    fireEvent.click(document.querySelector('.account-login')!);
    const dialog = document.querySelector('dialog')!;
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 100, width: 300, height: 300 });
    fireEvent.click(dialog, { clientX: 110, clientY: 390 });
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog, { clientX: 20, clientY: 200 });
    expect(dialog.open).toBe(false);
  });

  it('opens by itself when it holds a notice (a refused login), as a modal', async () => {
    document.body.innerHTML = page('open', '<ul class="woocommerce-error" role="alert"><li>Falsches Passwort</li></ul>');
    await upgraded();
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')!.open).toBe(true);
  });

  it('stays closed without a notice', async () => {
    document.body.innerHTML = page();
    await upgraded();
    expect(HTMLDialogElement.prototype.showModal).not.toHaveBeenCalled();
  });

  it('closes by its close link (a link out of :target without script) on click and on Space, without following it', async () => {
    document.body.innerHTML = `<a href="#main-menu" id="main-menu-button" data-open="#main-menu">Menü</a><sf-popup><dialog id="main-menu" aria-label="Menü"><p><a href="#main-menu-button" role="button" data-close aria-label="Menü schließen">×</a></p><nav><a href="/shop/">Shop</a></nav></dialog></sf-popup>`;
    await upgraded();
    const opener = document.getElementById('main-menu-button')!;
    const dialog = document.querySelector('dialog')!;
    const closer = document.querySelector<HTMLAnchorElement>('[data-close]')!;
    fireEvent.click(opener);
    expect(dialog.open).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    closer.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    expect(dialog.open).toBe(true);
    const enterOnOther = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.querySelector('nav a')!.dispatchEvent(enterOnOther);
    expect(dialog.open).toBe(true);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    closer.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(false);
  });

  it('turns the popup the URL fragment shows (the no-script :target fallback) into the modal dialog, and drops the fragment on close', async () => {
    history.replaceState(null, '', '#login-form-popup');
    document.body.innerHTML = page();
    await upgraded();
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    dialog.close();
    expect(location.hash).toBe('');
  });
});
