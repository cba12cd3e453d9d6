/**
 * The approval popup's script (served at /checkoutnow/popup.js, see popup.ts). After a
 * decision it tells the opener (exact target origin), which closes the window; a shipping change
 * first asks the opener (the SDK calls the shop's onShipping…Change and answers
 * `shipping-result`) and is recorded only when the shop accepts it.
 */

const SOURCE = 'fake-wallet';
/** The shop never answered (its page is gone): the change counts as refused. */
const SHIPPING_ANSWER_TIMEOUT_MS = 10_000;

function opener(): Window | null {
  return window.opener as Window | null;
}

function announceResult(): void {
  const block = document.getElementById('fw-result');
  if (!block) return;
  const { origin, message } = JSON.parse(block.textContent ?? '{}') as { origin: string; message: unknown };
  const target = opener();
  // The SDK closes this window once it handled the message: closing here could let the opener
  // see the window closed before the message (a cancel instead of the decision).
  if (target) target.postMessage(message, origin);
  else window.close();
}

function askShop(origin: string, message: Record<string, unknown>): Promise<boolean> {
  const target = opener();
  if (!target) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => done(false), SHIPPING_ANSWER_TIMEOUT_MS);
    function done(ok: boolean): void {
      window.clearTimeout(timer);
      window.removeEventListener('message', onAnswer);
      resolve(ok);
    }
    function onAnswer(event: MessageEvent): void {
      const data = event.data as { source?: string; type?: string; ok?: unknown } | null;
      if (event.origin !== origin || event.source !== target || data?.source !== SOURCE || data.type !== 'shipping-result') return;
      done(data.ok === true);
    }
    window.addEventListener('message', onAnswer);
    target.postMessage({ source: SOURCE, ...message }, origin);
  });
}

function showRefusal(text: string): void {
  const status = document.getElementById('fw-shipping-status');
  if (!status) return;
  status.setAttribute('role', 'alert');
  status.textContent = text;
}

/** Records an accepted change on this origin, then shows the order as it is now (the shop may have changed the amount). */
function record(form: HTMLFormElement, body: URLSearchParams): Promise<void> {
  return fetch(form.action, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }).then((res) => {
    if (!res.ok) throw new Error(String(res.status));
    window.location.reload();
  });
}

function setUpShipping(): void {
  const addressForm = document.getElementById('fw-address') as HTMLFormElement | null;
  const optionsForm = document.getElementById('fw-options') as HTMLFormElement | null;
  const form = addressForm ?? optionsForm;
  if (!form) return;
  const read = (f: HTMLFormElement) => new URLSearchParams(new FormData(f) as unknown as Record<string, string>);
  const origin = read(form).get('origin') ?? '';
  const orderID = read(form).get('token') ?? '';
  const failed = () => showRefusal('Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.');

  if (addressForm) {
    const saved = read(addressForm);
    addressForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const body = read(addressForm);
      const submit = addressForm.querySelector('button');
      submit?.setAttribute('disabled', '');
      const address = { countryCode: body.get('country') ?? '', postalCode: body.get('postcode') ?? '', city: body.get('city') ?? '' };
      void askShop(origin, { type: 'shipping-address', orderID, address })
        .then((ok) => {
          if (ok) return record(addressForm, body);
          // Refused: the old address stays.
          for (const name of ['country', 'postcode', 'city']) {
            const input = addressForm.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
            if (input) input.value = saved.get(name) ?? '';
          }
          showRefusal('Der Shop liefert nicht an diese Adresse. Die bisherige Lieferadresse bleibt.');
        })
        .catch(failed)
        .finally(() => submit?.removeAttribute('disabled'));
    });
  }
  if (optionsForm) {
    let selected = read(optionsForm).get('option') ?? '';
    optionsForm.addEventListener('change', (event) => {
      const radio = event.target as HTMLInputElement;
      if (radio.name !== 'option') return;
      const previous = selected;
      void askShop(origin, { type: 'shipping-option', orderID, optionId: radio.value })
        .then((ok) => {
          if (ok) {
            selected = radio.value;
            return record(optionsForm, read(optionsForm));
          }
          const old = optionsForm.querySelector<HTMLInputElement>(`input[name="option"][value="${CSS.escape(previous)}"]`);
          if (old) old.checked = true;
          showRefusal('Diese Versandart ist nicht möglich. Die bisherige Versandart bleibt.');
        })
        .catch(failed);
    });
  }
}

announceResult();
setUpShipping();
export {};
