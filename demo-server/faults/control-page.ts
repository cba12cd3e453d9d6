/** The demo control page (/__demo/): a fault per registered endpoint, the session's cart, the bundle switch. */
import type { CartTotals } from '../cart/model.ts';
import type { Build, BundleKind } from '../http/bundle.ts';
import { formatNumber, priceHtml } from '../shared/format.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { DEFAULT_DELAY_MS, FAULT_MODE_LABELS, FAULT_MODES, type FaultSettings } from './modes.ts';
import type { RegisteredFault } from './registry.ts';
import { THEME_LABELS, THEME_NAMES, type ThemeName } from '../theme/choice.ts';

export interface ControlPageState {
  endpoints: readonly RegisteredFault[];
  faults: FaultSettings;
  totals: CartTotals;
  build: Build;
  bundle: BundleKind;
  /** The visitor's theme (`?sf_theme=`): the page links the other one. */
  theme: ThemeName;
  distAvailable: Record<Build, boolean>;
  /** The domains' sections (orders …), after the session's cart. */
  sections?: readonly SafeHtml[];
}

export function controlPage(state: ControlPageState): SafeHtml {
  const rows = state.endpoints.map(({ name: endpoint, label }) => {
    const fault = state.faults.get(endpoint);
    const mode = fault?.mode ?? 'none';
    return html`<tr><th scope="row"><code>${endpoint}</code><br><span class="demo-faults__label">${label}</span>${fault?.times ? html`<br><small>noch ${String(fault.times)} Aufruf(e)</small>` : ''}</th><td data-title="Modus"><label class="screen-reader-text" for="mode-${endpoint}">Modus für ${endpoint}</label><select id="mode-${endpoint}" name="faults[${endpoint}][mode]">${FAULT_MODES.map(
      (m) => html`<option value="${m}"${m === mode ? html` selected` : ''}>${FAULT_MODE_LABELS[m]}</option>`,
    )}</select></td><td data-title="Verzögerung (ms)"><label class="screen-reader-text" for="delay-${endpoint}">Verzögerung in Millisekunden für ${endpoint}</label><input type="number" id="delay-${endpoint}" name="faults[${endpoint}][delayMs]" min="0" max="120000" step="100" inputmode="numeric" value="${String(fault?.delayMs ?? DEFAULT_DELAY_MS)}"></td></tr>`;
  });
  const items = state.totals.lines.map((line) => html`<li><code>${line.item.key.slice(0, 8)}…</code> ${line.name} × ${formatNumber(line.item.quantity)} = ${priceHtml(line.lineCents)}</li>`);
  const other = (b: Build): Build => (b === 'react' ? 'preact' : 'react');
  return html`<h1 class="page-title">Demo-Steuerung</h1><p>Hier lassen sich für <strong>deine Sitzung</strong> Fehler der Warenkorb-Endpunkte simulieren. Andere Besucher sind nicht betroffen.</p><form class="demo-faults" method="post" action="/__demo/"><table class="shop_table demo-faults__table"><caption>Fehlersimulation je Endpunkt</caption><thead><tr><th scope="col">Endpunkt</th><th scope="col">Modus</th><th scope="col">Verzögerung (ms)</th></tr></thead><tbody>${rows}</tbody></table><p class="demo-faults__hint">Die Verzögerung gilt für den Modus „Langsam (Verzögerung)“. „Antwortet nie“ hält die Verbindung offen, bis der Browser abbricht.</p><p class="demo-faults__buttons"><button type="submit" class="button alt" name="demo_action" value="apply">Übernehmen</button> <button type="submit" class="button" name="demo_action" value="reset">Demo zurücksetzen</button></p></form><h2>Warenkorb dieser Sitzung</h2>${
    items.length
      ? html`<ul class="demo-cart">${items}</ul><p>Artikel: ${formatNumber(state.totals.count)} · Zwischensumme: ${priceHtml(state.totals.subtotalCents)}</p>`
      : html`<p>Der Warenkorb ist leer.</p>`
  }${state.sections ?? ''}<h2>Widget-Bundle</h2><p>Aktiv: <strong>${state.build}</strong> (${state.bundle === 'classic' ? 'klassisches Skript' : 'ES-Modul'}). Gebaut: preact ${state.distAvailable.preact ? 'ja' : 'nein'}, react ${state.distAvailable.react ? 'ja' : 'nein'}.${
    state.distAvailable.preact && state.distAvailable.react ? '' : html` <code>npm start</code> baut die übrigen Bundles nach dem Start im Hintergrund, <code>npm run build</code> baut alle.`
  }</p><ul><li><a href="/__demo/?sf_build=${other(state.build)}">Auf ${other(state.build)} umschalten</a></li><li><a href="/__demo/?sf_bundle=${state.bundle === 'classic' ? 'module' : 'classic'}">${state.bundle === 'classic' ? 'ES-Modul verwenden' : 'Klassisches Skript (IIFE) verwenden'}</a></li></ul><h2>Theme</h2><p>Aktiv: <strong>${THEME_LABELS[state.theme]}</strong>. Das Theme bestimmt das Markup aller Seiten (Storefront: WooCommerce-Vorlagen ohne Anpassung, mit unseren Elementen, wie das WordPress-Plugin sie einsetzt).</p><ul>${THEME_NAMES.filter(
    (name) => name !== state.theme,
  ).map((name) => html`<li><a href="/__demo/?sf_theme=${name}">${THEME_LABELS[name]} verwenden</a></li>`)}</ul>`;
}
