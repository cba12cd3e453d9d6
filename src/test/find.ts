import { waitFor } from '@testing-library/dom';

/** Wait until `find` returns an element (waitFor alone accepts null as an answer). */
export function waitForElement<E extends Element>(find: () => E | null): Promise<E> {
  return waitFor(() => {
    const element = find();
    if (!element) throw new Error('element not there yet');
    return element;
  });
}
