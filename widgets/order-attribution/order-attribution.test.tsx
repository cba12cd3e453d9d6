import { waitFor } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { attributionInputs } from '../../demo-server/consent/attribution-inputs';
import { ATTRIBUTION_STORAGE_KEY } from '../../src/attribution/track';
import { WITHOUT_CONSENT_SYSTEM } from '../../src/core/loader/consent-presence';
import { consentStore, dispatchConsent } from '../../src/consent/store';
import { waitForElement } from '../../src/test/find';
import './element';

const ID = btoa('d'.repeat(32));
const value = (key: string) => document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${key}"]`)!.value;
const mount = (mark = '') => {
  document.body.innerHTML = `<form>${attributionInputs().value.replace('<sf-order-attribution', `<sf-order-attribution ${mark}`)}</form>`;
  return waitForElement(() => document.querySelector('sf-order-attribution[data-sf-upgraded]'));
};

beforeEach(() => {
  document.cookie = 'cookieyes-consent=; max-age=0; path=/';
  localStorage.clear();
  consentStore.setState(null, true);
});

describe('sf-order-attribution', () => {
  it('without statistics consent: inputs stay empty, nothing stored', async () => {
    document.cookie = `cookieyes-consent=consentid:${ID},consent:yes,action:yes,necessary:yes,functional:yes,analytics:no; path=/`;
    await mount();
    expect(document.querySelectorAll('sf-order-attribution input')).toHaveLength(16);
    expect(value('source_type')).toBe('');
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it('with it: the 16 inputs filled, the page view stored, the extension data announced; withdrawn: emptied and forgotten', async () => {
    document.cookie = `cookieyes-consent=consentid:${ID},consent:yes,action:yes,necessary:yes,analytics:yes; path=/`;
    const announced: unknown[] = [];
    document.addEventListener('sf:order-attribution', (event) => announced.push((event as CustomEvent).detail));
    await mount();
    await waitFor(() => expect(value('source_type')).toBe('typein'));
    expect(value('utm_source')).toBe('(direct)');
    expect(value('utm_medium')).toBe('(none)');
    expect(value('session_pages')).toBe('1');
    expect(value('session_count')).toBe('1');
    expect(JSON.parse(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)!)).toMatchObject({ pages: 1, sessions: 1 });
    expect(announced[0]).toMatchObject({ namespace: 'woocommerce/order-attribution', data: { source_type: 'typein' } });
    dispatchConsent({ type: 'reject' });
    await waitFor(() => expect(value('source_type')).toBe(''));
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['loaded by the loader on a page without a consent system (marked so): filled, no consent cookie written', WITHOUT_CONSENT_SYSTEM, 'typein'],
    ['not marked, no consent given: empty', '', ''],
  ])('%s', async (_name, mark, sourceType) => {
    await mount(mark);
    // Both end with the widget's first pass done: the extension data is announced only when filled, so wait for upgrade and a settled store.
    await waitFor(() => expect(value('source_type')).toBe(sourceType));
    expect(document.cookie.includes('cookieyes-consent=consentid')).toBe(!mark);
  });
});
