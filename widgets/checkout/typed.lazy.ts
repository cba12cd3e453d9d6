/**
 * Nothing typed is lost when the shop asks for a reload: the form's values are kept for the
 * reloaded page in this tab's sessionStorage and put back once. Loaded only when needed (a
 * reload is rare), so the checkout's first view does not pay for it.
 */
import { TYPED_KEY } from './checkout-dom';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const typedControls = (form: HTMLFormElement) =>
  [...form.querySelectorAll<Control>('input[name], select[name], textarea[name]')].filter(
    // Passwords are never stored; hidden fields (nonces, tokens) are the new page's.
    (control) => !/^(hidden|password|submit|button|file)$/.test(control.type),
  );

/** Keep what the shopper typed and chose, for the reloaded page (spec: nothing typed is lost). */
export function saveTyped(form: HTMLFormElement): void {
  const typed: Array<[string, string, boolean]> = typedControls(form).map((control) => [
    control.name,
    control.value,
    control instanceof HTMLInputElement && /^(radio|checkbox)$/.test(control.type) ? control.checked : true,
  ]);
  try {
    sessionStorage.setItem(TYPED_KEY, JSON.stringify({ path: location.pathname, typed }));
  } catch {
    // storage full or disabled: the page reloads as the shop prints it
  }
}

/** Put back what was kept before a reload of this page; true when something was. */
export function restoreTyped(form: HTMLFormElement): boolean {
  let saved: { path?: string; typed?: Array<[string, string, boolean]> } | null;
  try {
    saved = JSON.parse(sessionStorage.getItem(TYPED_KEY) ?? 'null');
    sessionStorage.removeItem(TYPED_KEY);
  } catch {
    return false;
  }
  if (!saved?.typed || saved.path !== location.pathname) return false;
  const controls = typedControls(form);
  for (const [name, value, checked] of saved.typed) {
    const control = controls.find((candidate) => candidate.name === name && (!/^(radio|checkbox)$/.test(candidate.type) || candidate.value === value));
    if (!control) continue;
    if (control instanceof HTMLInputElement && /^(radio|checkbox)$/.test(control.type)) control.checked = checked;
    else control.value = value;
  }
  return true;
}
