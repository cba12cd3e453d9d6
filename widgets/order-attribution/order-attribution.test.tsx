import { waitFor } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { attributionInputs } from '../../demo-server/consent/attribution-inputs';
import { ATTRIBUTION_STORAGE_KEY } from '../../src/attribution/track';
import { consentStore, dispatchConsent } from '../../src/consent/store';
import { waitForElement } from '../../src/test/find';
import './element';

const ID = btoa('d'.repeat(32));
const value = (key: string) => document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${key}"]`)!.value;
const mount = () => {
  document.body.innerHTML = `<form>${attributionInputs().value}</form>`;
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

  it('on a page without a consent system (no vendor API, no consent cookie): filled, and no consent cookie written', async () => {
    expect((globalThis as { getCkyConsent?: unknown }).getCkyConsent).toBeUndefined();
    await mount();
    await waitFor(() => expect(value('source_type')).toBe('typein'));
    expect(document.cookie).not.toContain('cookieyes-consent=');
  });
});
