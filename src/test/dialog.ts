import { vi } from 'vitest';

/** jsdom has no modal dialogs: stand-ins for showModal/close (Chromium tests use real ones). */
export function stubModalDialogs(): void {
  HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  });
}
