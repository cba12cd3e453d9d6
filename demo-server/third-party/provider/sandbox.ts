/**
 * QA's sandbox for the fake SDK, not for shoppers: /__sandbox/buttons loads the SDK on this
 * origin and renders buttons whose callbacks log what they receive, so the SDK and its popup
 * can be tried (and tested in Chromium) before any shop page prints buttons.
 * Query switches: `click=reject` (onClick rejects: no popup), `create=fail` (createOrder
 * rejects), `shipping=DE` (only German addresses accepted).
 */
import { fileURLToPath } from 'node:url';
import type { Router } from 'express';
import { html } from '../../shared/html.ts';
import type { ThirdPartyContext } from '../context.ts';
import { serveBrowserScript } from '../http/browser-script.ts';

const SANDBOX_CLIENT_FILE = fileURLToPath(new URL('./sandbox-client.ts', import.meta.url));
export const SANDBOX_SDK_QUERY = 'client-id=sandbox&currency=EUR&components=buttons,messages,funding-eligibility&intent=capture&commit=true&enable-funding=paylater&disable-funding=card&locale=de_DE';

export function registerSandbox(router: Router, ctx: ThirdPartyContext): void {
  router.get('/__sandbox/buttons.js', serveBrowserScript(SANDBOX_CLIENT_FILE));
  router.get('/__sandbox/buttons', (_req, res) => {
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        html`<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox des Demo-Anbieters (QA)</title><link rel="stylesheet" href="/checkoutnow/popup.css">
<script src="/sdk/js?${SANDBOX_SDK_QUERY}" data-namespace="paypal" data-client-token="sandbox-token"></script><script src="/__sandbox/buttons.js" defer></script></head>
<body><main><h1>Sandbox des Demo-Anbieters</h1><p>Nur für QA: probiert das Fake-SDK und sein Popup aus. Keine Shop-Seite.</p>
<h2>Buttons</h2><div id="buttons"></div><h2>Später bezahlen</h2><div id="message" data-pp-amount="89.49"></div>
<h2>Protokoll</h2><ol id="log" aria-live="polite"></ol></main></body></html>`.value,
      );
  });
  // createOrder of the sandbox: an order of 89,49 € with two shipping options.
  router.post('/__sandbox/orders', (req, res) => {
    if (req.get('origin') !== ctx.origin) {
      res.status(403).json({ message: 'Nur von der Sandbox-Seite.' });
      return;
    }
    const order = ctx.provider.createOrder({
      intent: 'CAPTURE',
      amount: { currency_code: 'EUR', value: '89.49' },
      custom_id: 'sandbox',
      funding_source: typeof req.query.source === 'string' && /^[a-z]{2,20}$/.test(req.query.source) ? req.query.source : 'paypal',
      shipping: {
        options: [
          { id: 'flat_rate:1', label: 'DHL Paket', type: 'SHIPPING', selected: true, amount: { currency_code: 'EUR', value: '4.90' } },
          { id: 'local_pickup:2', label: 'Abholung im Laden', type: 'PICKUP', selected: false, amount: { currency_code: 'EUR', value: '0.00' } },
        ],
      },
    });
    res.set('Cache-Control', 'no-store').json({ id: order.id });
  });
}
