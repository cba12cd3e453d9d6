import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { showsResponse } from './rules';
import { useContactForm } from './use-contact-form';

/**
 * The contact form's islands in the plugin's markup: the tip under each refused field (named
 * by the field's aria-describedby), the list of errors for screen readers (text, no links: the list is
 * visually hidden, and focus goes to the first refused field), and the response message in `.wpcf7-response-output` (a polite live region). Every
 * text is the shop's or ours, rendered as text.
 */
export function ContactForm({ container }: WidgetProps) {
  const { status, message, errors, output, srList } = useContactForm(container);
  return (
    <>
      {errors.map(
        (error) =>
          error.island &&
          createPortal(
            <span className="wpcf7-not-valid-tip" id={error.id}>
              {error.message}
            </span>,
            error.island,
            error.id,
          ),
      )}
      {srList &&
        createPortal(
          errors.map((error) => <li key={error.id}>{error.message}</li>),
          srList,
        )}
      {output && message && showsResponse(status) && createPortal(message, output)}
    </>
  );
}
