import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { cancelAnnouncements } from '../core/a11y/announce';
import { cartStore } from '../cart/store';

// Tests wait only for conditions that must come, so a longer limit costs nothing when they
// pass; the default 1 s fails on a 2-core machine busy with other stages (`npm test`).
configure({ asyncUtilTimeout: 5_000 });

// React renders asynchronously: empty the page and let pending renders and unmounts settle
// before jsdom is torn down (otherwise "window is not defined" after the last test).
afterEach(async () => {
  cancelAnnouncements();
  // One page's cart per test: a widget reads what happened on the page before it mounted.
  cartStore.setState(cartStore.getInitialState(), true);
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
});
