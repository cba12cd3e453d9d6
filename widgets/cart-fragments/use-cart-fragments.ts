import { useEffect } from 'react';
import { readCookie } from '../../src/cart/cookies';
import { commitCart } from '../../src/cart/fragments-dom';
import { cartFragmentsParams } from '../../src/cart/config';
import { emit, on, takeAskedRefresh, type Fragments } from '../../src/cart/events';
import { getRefreshedFragments } from '../../src/cart/contracts';
import { enqueueCartRequest, SUPERSEDED } from '../../src/cart/queue';
import { cartStore } from '../../src/cart/store';
import { cartWidgetVisible, decideOnMount, FRAGMENTS_LIFETIME_MS, FRAGMENTS_TIMEOUT_MS } from './rules';

const CREATED_KEY = 'wc_cart_created';

function storages(): { session: Storage; local: Storage } | null {
  try {
    return { session: window.sessionStorage, local: window.localStorage };
  } catch {
    return null; // storage disabled (privacy mode): every page asks the shop
  }
}

function readStoredFragments(session: Storage, name: string): Fragments | null {
  try {
    return JSON.parse(session.getItem(name) ?? 'null') as Fragments | null;
  } catch {
    return null;
  }
}

/**
 * Keeps the page's cart fragments current with as few requests as possible: a repeat page
 * view with an unchanged cart shows the stored fragments and asks the shop nothing.
 */
export function useCartFragments(): void {
  useEffect(() => {
    const params = cartFragmentsParams();
    const hashKey = params.cart_hash_key || 'wc_cart_hash';
    const fragmentName = params.fragment_name || 'wc_fragments';
    const timeoutMs = Number(params.request_timeout) || FRAGMENTS_TIMEOUT_MS;
    const store = storages();
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const scheduleRefresh = (inMs: number) => {
      clearTimeout(expiry);
      expiry = setTimeout(() => void refresh(), Math.min(inMs, 2 ** 31 - 1));
    };

    async function refresh() {
      takeAskedRefresh();
      const result = await enqueueCartRequest(() => getRefreshedFragments({ timeoutMs }), 'fragments');
      if (result === SUPERSEDED) return;
      if (result.kind !== 'updated') {
        emit('sf:fragments-ajax-error', { reason: result.kind === 'failed' ? result.reason : 'rejected' });
        return;
      }
      await commitCart(result.fragments, result.cartHash, 'refreshed');
      emit('sf:fragments-refreshed', { fragments: result.fragments, cartHash: result.cartHash });
    }

    function persist(fragments: Fragments, cartHash: string) {
      if (!store) return;
      const previousHash = store.session.getItem(hashKey);
      if (cartHash && (!previousHash || !store.session.getItem(CREATED_KEY))) {
        store.session.setItem(CREATED_KEY, String(Date.now()));
      }
      store.session.setItem(fragmentName, JSON.stringify(fragments));
      store.session.setItem(hashKey, cartHash);
      store.local.setItem(hashKey, cartHash); // other tabs compare against this
    }

    function showCartWidgets(visible = cartWidgetVisible(readCookie('woocommerce_items_in_cart'))) {
      document.querySelectorAll('.hide_cart_widget_if_empty').forEach((element) => {
        const widget = element.closest<HTMLElement>('.widget_shopping_cart');
        if (widget) widget.hidden = !visible;
      });
    }

    const stopWatching = [
      cartStore.subscribe((state, previous) => {
        if (state.fragments && state.fragments !== previous.fragments && state.lastChange?.source !== 'restored') {
          persist(state.fragments, state.cartHash ?? '');
        }
        showCartWidgets();
      }),
      on('sf:fragment-refresh', () => void refresh()),
      // Our cart page already shows fresh fragments; another script's updated_wc_div may not.
      on('sf:cart-updated', (detail) => detail.fromJQuery && void refresh()),
      on('sf:fragments-refreshed', () => scheduleRefresh(FRAGMENTS_LIFETIME_MS)),
      on('sf:adding-to-cart', () => showCartWidgets(true)),
      // Carts changed by other scripts (jQuery added_to_cart) are persisted like ours.
      on('sf:added-to-cart', (detail) => detail.fromJQuery && persist(detail.fragments, detail.cartHash)),
      on('sf:removed-from-cart', (detail) => detail.fromJQuery && persist(detail.fragments, detail.cartHash)),
    ];
    const onStorage = (event: StorageEvent) => {
      if (store && event.key === hashKey && store.local.getItem(hashKey) !== store.session.getItem(hashKey)) void refresh();
    };
    const onPageShow = (event: PageTransitionEvent) => event.persisted && void refresh();
    const listening = new AbortController();
    window.addEventListener('storage', onStorage, { signal: listening.signal });
    window.addEventListener('pageshow', onPageShow, { signal: listening.signal });

    showCartWidgets();
    // The widget loads at idle: a refresh asked for before then is done now; a cart change made
    // on this page before then (an early add) is newer than anything stored, so it is kept
    // instead of judging the stored fragments.
    const before = cartStore.getState();
    const decision = decideOnMount({
      refreshAsked: takeAskedRefresh(),
      cartChangedOnPage: Boolean(before.fragments && before.lastChange && before.lastChange.source !== 'restored'),
      stored: store && {
        fragments: readStoredFragments(store.session, fragmentName),
        storedHash: store.session.getItem(hashKey),
        cookieHash: readCookie('woocommerce_cart_hash'),
        createdAt: Number(store.session.getItem(CREATED_KEY)) || null,
        now: Date.now(),
        serverRenderedCart: [...document.querySelectorAll('.widget_shopping_cart_content')].every((region) => region.childElementCount > 0),
      },
    });
    switch (decision.action) {
      case 'refresh':
        void refresh();
        break;
      case 'keep-page-cart':
        persist(before.fragments!, before.cartHash ?? '');
        emit('sf:fragments-loaded', {});
        scheduleRefresh(FRAGMENTS_LIFETIME_MS);
        break;
      case 'server-markup':
        emit('sf:fragments-loaded', {});
        break;
      case 'restore':
        void commitCart(readStoredFragments(store!.session, fragmentName)!, store!.session.getItem(hashKey) ?? '', 'restored');
        emit('sf:fragments-loaded', {});
        scheduleRefresh(decision.refreshInMs);
        break;
    }

    return () => {
      clearTimeout(expiry);
      stopWatching.forEach((stop) => stop());
      listening.abort();
    };
  }, []);
}
