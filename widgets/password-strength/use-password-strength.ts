import { useCallback, useEffect, useRef, useState } from 'react';
import { meterSettings, type MeterSettings } from './config';
import { blocksSubmit, PENALISED_FIELDS, penalisedWords, shownScore, type Strength } from './rules';
import { importScorer, type Scorer } from './scorer-loader';

/** WooCommerce's password fields: register, checkout account, edit account, reset password. */
export const PASSWORD_FIELD = '#reg_password, #account_password, #password_1';
/** The confirmation beside a new password (edit account, reset password). */
const CONFIRMATION_FIELD = '#password_2, input[name="password_2"]';

let scorer: Scorer | null = null;
let loadingScorer: Promise<Scorer> | null = null;

/** The scorer and its dictionaries, fetched once per page; a failure (offline) lets a later focus try again. */
function loadScorer(): Promise<Scorer> {
  loadingScorer ??= importScorer().then(
    (module) => (scorer = module),
    (error: unknown) => {
      loadingScorer = null;
      throw error;
    },
  );
  return loadingScorer;
}

/** The values zxcvbn penalises: the page title and address, and the account fields on the page (by id or in the form by name). */
function penalisedValues(form: HTMLFormElement | null): string[] {
  const values = [document.title, location.href];
  for (const name of PENALISED_FIELDS) {
    const fields = new Set<Element>();
    const byId = document.getElementById(name);
    if (byId) fields.add(byId);
    const byName = form?.elements.namedItem(name);
    if (byName instanceof Element) fields.add(byName);
    for (const field of fields) if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) values.push(field.defaultValue, field.value);
  }
  return penalisedWords(values);
}

export interface PasswordStrengthState {
  password: string;
  /** Shown: the strength, or 5 when the confirmation differs; null while unknown. */
  score: Strength | null;
  blocked: boolean;
}

/**
 * The meter's behaviour (spec §5 Password strength). The shop's password field stays what the
 * form posts; the scorer and its dictionaries load on the first focus or input in it. Outside
 * the checkout a non-empty password below the minimum blocks the form's submit buttons: they
 * stay focusable (`aria-disabled`, WooCommerce's class `disabled`) and say why, and a submit
 * is stopped with focus back in the field. A submit while the score is still loading waits for it.
 */
export function usePasswordStrength(host: HTMLElement, ids: { meter: string; hint: string; locked: string }) {
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const [state, setState] = useState<PasswordStrengthState>({ password: '', score: null, blocked: false });
  const settings = useRef<MeterSettings>(meterSettings());

  const strengthOf = useCallback((input: HTMLInputElement, value: string): Strength | null => (scorer && value ? scorer.scorePassword(value, penalisedValues(input.form)) : null), []);

  useEffect(() => {
    const input = host.querySelector<HTMLInputElement>(PASSWORD_FIELD) ?? host.querySelector<HTMLInputElement>('input[type="password"][autocomplete="new-password"]');
    if (!input) return;
    const form = input.form;
    const confirmation = form?.querySelector<HTMLInputElement>(CONFIRMATION_FIELD) ?? null;
    const checkout = !!input.closest('form.checkout') || input.id === 'account_password';
    const options = { checkout, stopCheckout: settings.current.stopCheckout, minimum: settings.current.minimum };
    let alive = true;
    /** A submit waiting for the score: a second one meanwhile is dropped, not sent twice. */
    let waiting = false;
    setField(input);

    const update = () => {
      if (!alive) return;
      const strength = strengthOf(input, input.value);
      setState({ password: input.value, score: shownScore(input.value, confirmation?.value ?? null, strength), blocked: blocksSubmit(input.value, strength, options) });
    };
    const startScoring = () => {
      if (!scorer) void loadScorer().then(update, () => undefined);
    };
    const onInput = () => {
      startScoring();
      update();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!input.value || (checkout && !options.stopCheckout)) return;
      const strength = strengthOf(input, input.value);
      if (strength === null) {
        // Not scored yet (the scorer is loading): hold the submit until it is, then decide.
        event.preventDefault();
        event.stopImmediatePropagation();
        if (waiting) return;
        waiting = true;
        const submitter = event.submitter;
        const send = () => {
          waiting = false;
          if (alive) form?.requestSubmit(submitter && form.contains(submitter) ? (submitter as HTMLButtonElement) : null);
        };
        loadScorer().then(
          () => {
            update();
            if (!blocksSubmit(input.value, strengthOf(input, input.value), options)) send();
            else {
              waiting = false;
              input.focus();
            }
          },
          // Could not load (offline): the shop's own checks decide, as without JavaScript.
          () => send(),
        );
        return;
      }
      if (blocksSubmit(input.value, strength, options)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        update();
        input.focus();
      }
    };

    const listening = new AbortController();
    const { signal } = listening;
    input.addEventListener('focus', startScoring, { signal });
    input.addEventListener('input', onInput, { signal });
    input.addEventListener('change', onInput, { signal });
    confirmation?.addEventListener('input', update, { signal });
    form?.addEventListener('submit', onSubmit, { capture: true, signal });
    // Focused before the code came (the loader loads this widget on that focus), or filled in already (autofill, back).
    if (document.activeElement === input || input.value) startScoring();
    update();
    return () => {
      alive = false;
      listening.abort();
    };
  }, [host, strengthOf]);

  // The field is described by the meter and the hint.
  useEffect(() => {
    if (!field) return;
    const before = field.getAttribute('aria-describedby');
    field.setAttribute('aria-describedby', [before, ids.meter, ids.hint].filter(Boolean).join(' '));
    return () => {
      if (before === null) field.removeAttribute('aria-describedby');
      else field.setAttribute('aria-describedby', before);
    };
  }, [field, ids.meter, ids.hint]);

  // Blocked: the submit buttons say so and why (they stay focusable: a disabled button could not tell a keyboard user anything).
  useEffect(() => {
    if (!field || !state.blocked) return;
    const buttons = [...(field.form?.querySelectorAll<HTMLElement>('[type="submit"]') ?? [])];
    const before = buttons.map((button) => button.getAttribute('aria-describedby'));
    for (const button of buttons) {
      button.setAttribute('aria-disabled', 'true');
      button.classList.add('disabled');
      button.setAttribute('aria-describedby', [button.getAttribute('aria-describedby'), ids.locked, ids.meter].filter(Boolean).join(' '));
    }
    return () => {
      buttons.forEach((button, index) => {
        button.removeAttribute('aria-disabled');
        button.classList.remove('disabled');
        const described = before[index];
        if (described === null || described === undefined) button.removeAttribute('aria-describedby');
        else button.setAttribute('aria-describedby', described);
      });
    };
  }, [field, state.blocked, ids.locked, ids.meter]);

  return { field, state, settings: settings.current };
}
