import { useEffect } from 'react';
import { acceptancesMet, characterCount, counterNumber } from './rules';
import { cssEscape } from './contact-dom';

/**
 * The form's own controls follow what is typed and ticked (spec §5): character counters,
 * acceptance boxes that hold the submit buttons, exclusive checkboxes, the free text of an
 * option. Registered before the flow's listeners (use-contact-form.ts): a change is checked
 * on what these leave in the form (an unticked box, a disabled free text posts nothing).
 */
export function useFormControls(form: HTMLFormElement | null): void {
  useEffect(() => {
    if (!form) return;
    const controller = new AbortController();
    const { signal } = controller;
    const follow = () => {
      updateFreeText(form);
      updateAcceptance(form);
      updateCounters(form);
    };
    form.addEventListener(
      'change',
      (event) => {
        const control = event.target as HTMLInputElement;
        if (control.type === 'checkbox' && control.checked && control.closest('.wpcf7-exclusive-checkbox')) {
          form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${cssEscape(control.name)}"]`).forEach((other) => {
            if (other !== control) other.checked = false;
          });
        }
        follow();
      },
      { signal },
    );
    form.addEventListener('input', (event) => (event.target as Element).matches?.('input, textarea') && updateCounters(form), { signal });
    // The reset event comes before the fields are reset: counters and boxes follow a task later.
    form.addEventListener('reset', () => setTimeout(() => signal.aborted || follow()), { signal });
    updateAcceptance(form);
    updateCounters(form);
    updateFreeText(form);
    return () => controller.abort();
  }, [form]);
}

function updateAcceptance(form: HTMLFormElement) {
  if (form.classList.contains('wpcf7-acceptance-as-validation')) return;
  const boxes = [...form.querySelectorAll<HTMLInputElement>('.wpcf7-acceptance input[type="checkbox"]')].map((box) => {
    const wrap = box.closest('.wpcf7-acceptance')!;
    return { checked: box.checked, optional: wrap.classList.contains('optional'), invert: wrap.classList.contains('invert') };
  });
  const met = acceptancesMet(boxes);
  form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('.wpcf7-submit').forEach((button) => (button.disabled = !met));
}

function updateCounters(form: HTMLFormElement) {
  for (const counter of form.querySelectorAll<HTMLElement>('.wpcf7-character-count[data-target-name]')) {
    const target = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${cssEscape(counter.dataset.targetName!)}"]`);
    if (!target) continue;
    const count = characterCount(target.value.length, {
      starting: counterNumber(counter.dataset.startingValue) ?? 0,
      maximum: counterNumber(counter.dataset.maximumValue),
      minimum: counterNumber(counter.dataset.minimumValue),
      down: counter.classList.contains('down'),
    });
    counter.dataset.currentValue = String(count.value);
    counter.textContent = String(count.value);
    counter.classList.toggle('too-long', count.tooLong);
    counter.classList.toggle('too-short', count.tooShort);
  }
}

/** The free-text input of a checkbox or radio group is usable only while its option is checked. */
function updateFreeText(form: HTMLFormElement) {
  for (const option of form.querySelectorAll<HTMLInputElement>('.has-free-text input[type="checkbox"], .has-free-text input[type="radio"]')) {
    const text = option.closest('.has-free-text')?.querySelector<HTMLInputElement>('.wpcf7-free-text');
    if (text) text.disabled = !option.checked;
  }
}
