import { useEffect, useMemo, useState } from 'react';
import { fetchRefill, fetchSchema, sendFeedback } from '../../src/contact/contracts';
import { contactState, contactTransition, valuesIn, type ContactEvent, type ContactPort, type ContactState } from '../../src/contact/machine';
import type { FormStatus } from '../../src/contact/status';
import { startMachine } from '../../src/core/machine';
import { adoptForm, fieldOf, formPort, type AdoptedForm } from './contact-dom';
import { t } from './i18n';
import { useFormControls } from './use-form-controls';

/** A field's error as the view shows it: under the field (its island) and in the screen-reader list. */
export interface FieldError {
  field: string;
  message: string;
  /** The tip's id, which the field's aria-describedby names. */
  id: string;
  island: HTMLElement | null;
}

export interface ContactFormView {
  status: FormStatus;
  message: string;
  errors: FieldError[];
  output: HTMLElement | null;
  srList: HTMLElement | null;
}

type Located = { wrapper: HTMLElement; form: HTMLFormElement } | { wrapper: HTMLElement; refused: 'wrong-place' | 'no-form-data' } | null;

/** The plugin's form in the element, or why it is not upgraded. */
function locate(host: HTMLElement): Located {
  const wrapper = host.querySelector<HTMLElement>('.wpcf7');
  if (!wrapper) return null;
  if (wrapper.parentElement?.closest('form')) return { wrapper, refused: 'wrong-place' };
  const form = wrapper.querySelector<HTMLFormElement>('form.wpcf7-form');
  if (!form) return null;
  return typeof FormData === 'function' ? { wrapper, form } : { wrapper, refused: 'no-form-data' };
}

/**
 * The plugin's form, upgraded in place (spec §2, §4, §5, §7, §8). The flow (statuses, checks,
 * the send, reset and refill) is src/contact/machine.ts: this hook reads the page into its
 * events and carries out its effects; the controls that follow typing are use-form-controls.ts.
 * The form keeps its action: without JavaScript, or in a browser without FormData, it posts
 * as printed.
 */
export function useContactForm(host: HTMLElement): ContactFormView {
  const located = useMemo(() => locate(host), [host]);
  useEffect(() => {
    if (located && 'refused' in located) refuse(located.wrapper, located.refused);
  }, [located]);
  const upgraded = located && 'form' in located ? located : null;
  useFormControls(upgraded?.form ?? null);
  return useContactFlow(upgraded);
}

function refuse(wrapper: HTMLElement, why: 'wrong-place' | 'no-form-data') {
  if (why === 'no-form-data') {
    // §8: a browser without what the send needs: said on the console, the form left to post as printed.
    console.error('sf-contact-form: this browser has no FormData; the form is not upgraded and posts the classic way');
    return;
  }
  // A form inside another form (the parser drops the inner <form>, §2): the plugin's message instead.
  const note = document.createElement('p');
  note.className = 'wpcf7-wrong-place';
  note.textContent = t('Error: This contact form is placed in the wrong place.');
  wrapper.replaceChildren(note);
}

const viewOf = (state: ContactState, adopted: AdoptedForm): ContactFormView => ({
  status: state.status,
  message: state.message,
  output: adopted.output,
  srList: adopted.srList,
  errors: state.errors.map(([field, message]) => ({ field, message, id: adopted.tipId(field), island: adopted.islands.get(field) ?? null })),
});

/** The flow on the form: its events in, its effects out, the view from its state. */
function useContactFlow(found: { wrapper: HTMLElement; form: HTMLFormElement } | null): ContactFormView {
  const [view, setView] = useState<ContactFormView>({ status: 'init', message: '', errors: [], output: null, srList: null });
  useEffect(() => {
    if (!found) return;
    const { wrapper, form } = found;
    const controller = new AbortController();
    const { signal } = controller;
    const adopted = adoptForm(wrapper, form);
    const { id } = adopted;
    let state = contactState(adopted.printed);
    const send = (event: ContactEvent) => {
      machine.send(event);
      if (!signal.aborted) setView(viewOf(state, adopted));
    };
    const crashed = (error: unknown) => {
      console.error('sf-contact-form: sending failed', error);
      send({ type: 'crashed' });
    };
    const values = () => {
      let data: FormData | undefined;
      return (field: string) => valuesIn((data ??= new FormData(form)))(field);
    };
    const port: ContactPort = {
      ...formPort(wrapper, form, adopted),
      send: (data) =>
        void sendFeedback(id, data)
          .then((result) => send({ type: 'sent', result }))
          .catch(crashed),
      resetForm: () => form.reset(),
      fetchRefill: (then) => void fetchRefill(id).then((refill) => send({ type: 'refilled', refill, then })),
      // After the click that the pointer's release makes.
      checkLater: (fields) => setTimeout(() => fields.forEach((field) => send({ type: 'check', field, values: values() }))),
    };
    const machine = startMachine(
      (from: ContactState, event: ContactEvent) => {
        const step = contactTransition(from, event);
        state = step.state;
        return step;
      },
      state,
      port,
    );

    const fieldIn = (event: Event) => fieldOf((event.target as HTMLInputElement).name ?? '');
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        const data = new FormData(form);
        const submitter = event.submitter;
        if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) data.append(submitter.name, submitter.value);
        try {
          send({ type: 'submit', data });
        } catch (error) {
          crashed(error);
        }
      },
      { signal },
    );
    form.addEventListener('reset', () => send({ type: 'reset' }), { signal });
    form.addEventListener('change', (event) => send({ type: 'change', field: fieldIn(event), values: values() }), { signal });
    form.addEventListener(
      'input',
      (event) => {
        if ((event.target as Element).matches?.('input, textarea')) send({ type: 'input', field: fieldIn(event), values: values() });
      },
      { signal },
    );
    const pressed = (event: PointerEvent) => {
      const target = event.target as Element;
      send({ type: 'pointer-down', onSubmit: form.contains(target) && !!target.closest?.('.wpcf7-submit') });
    };
    const released = () => send({ type: 'pointer-up' });
    document.addEventListener('pointerdown', pressed, { capture: true, signal });
    document.addEventListener('pointerup', released, { capture: true, signal });
    document.addEventListener('pointercancel', released, { capture: true, signal });
    send({ type: 'start' });
    void fetchSchema(id).then((schema) => send({ type: 'schema', schema }));
    return () => {
      controller.abort();
      machine.stop({ type: 'stop' });
      adopted.restore();
    };
  }, [found]);
  return view;
}
