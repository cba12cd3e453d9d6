import { render, type ComponentChild } from 'preact';

/** React's root API over Preact's `render`, for the Preact build (see ./react.ts). */
export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
