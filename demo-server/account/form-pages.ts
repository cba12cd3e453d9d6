/**
 * The account forms WooCommerce prints (myaccount/form-edit-account.php, form-lost-password.php,
 * lost-password-confirmation.php, form-reset-password.php, payment-methods.php,
 * form-add-payment-method.php), in German. The new-password fields are wrapped in
 * `sf-password-strength` (widgets/password-strength/README.md).
 */
import { MAX_PASSWORD_LENGTH } from '../checkout/fields.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, type AccountDetails } from './account-details.ts';

const required = html`&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span>`;

function passwordInput(id: string, autocomplete: string, isRequired = false): SafeHtml {
  return html`<input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="${id}" id="${id}" autocomplete="${autocomplete}" maxlength="${String(MAX_PASSWORD_LENGTH)}"${isRequired ? html` required aria-required="true"` : ''}>`;
}

function row(position: 'first' | 'last' | 'wide', content: SafeHtml): SafeHtml {
  return html`<p class="woocommerce-form-row woocommerce-form-row--${position} form-row form-row-${position}">${content}</p>`;
}

function textInput(id: string, value: string, type: 'text' | 'email', autocomplete: string, maxlength: number, describedBy?: string): SafeHtml {
  return html`<input type="${type}" class="woocommerce-Input woocommerce-Input--${type} input-text" name="${id}" id="${id}" autocomplete="${autocomplete}" maxlength="${String(maxlength)}" required aria-required="true" value="${value}"${describedBy ? html` aria-describedby="${describedBy}"` : ''}>`;
}

/** The edit-account form, filled with the saved details (or those just posted, after an error). */
export function editAccountForm(details: AccountDetails, nonce: string): SafeHtml {
  return html`<form class="woocommerce-EditAccountForm edit-account" action="/my-account/edit-account/" method="post"><sf-password-strength>${row(
    'first',
    html`<label for="account_first_name">Vorname${required}</label>${textInput('account_first_name', details.firstName, 'text', 'given-name', MAX_NAME_LENGTH)}`,
  )}${row('last', html`<label for="account_last_name">Nachname${required}</label>${textInput('account_last_name', details.lastName, 'text', 'family-name', MAX_NAME_LENGTH)}`)}<div class="clear"></div>${row(
    'wide',
    html`<label for="account_display_name">Anzeigename${required}</label>${textInput('account_display_name', details.displayName, 'text', 'nickname', MAX_NAME_LENGTH, 'account_display_name_description')} <span id="account_display_name_description"><em>So wird dein Name im Bereich „Konto“ und in Bewertungen angezeigt</em></span>`,
  )}<div class="clear"></div>${row(
    'wide',
    html`<label for="account_email">E-Mail-Adresse${required}</label>${textInput('account_email', details.email, 'email', 'email', MAX_EMAIL_LENGTH)}`,
  )}<fieldset><legend>Passwort ändern</legend>${row('wide', html`<label for="password_current">Aktuelles Passwort (leer lassen, um es nicht zu ändern)</label><span class="password-input">${passwordInput('password_current', 'current-password')}</span>`)}${row(
    'wide',
    html`<label for="password_1">Neues Passwort (leer lassen, um es nicht zu ändern)</label><span class="password-input">${passwordInput('password_1', 'new-password')}</span>`,
  )}${row('wide', html`<label for="password_2">Neues Passwort bestätigen</label><span class="password-input">${passwordInput('password_2', 'new-password')}</span>`)}</fieldset><div class="clear"></div><p><input type="hidden" name="save-account-details-nonce" value="${nonce}"><input type="hidden" name="_wp_http_referer" value="/my-account/edit-account/"><button type="submit" class="woocommerce-Button button" name="save_account_details" value="Änderungen speichern">Änderungen speichern</button><input type="hidden" name="action" value="save_account_details"></p></sf-password-strength></form>`;
}

export function lostPasswordForm(nonce: string, userLogin = ''): SafeHtml {
  return html`<form method="post" class="woocommerce-ResetPassword lost_reset_password" action="/my-account/lost-password/"><p>Passwort vergessen? Bitte gib deinen Benutzernamen oder deine E-Mail-Adresse ein. Du erhältst per E-Mail einen Link, über den du ein neues Passwort erstellen kannst.</p>${row(
    'first',
    html`<label for="user_login">Benutzername oder E-Mail-Adresse${required}</label><input class="woocommerce-Input woocommerce-Input--text input-text" type="text" name="user_login" id="user_login" autocomplete="username" maxlength="${String(MAX_EMAIL_LENGTH)}" required aria-required="true" value="${userLogin}">`,
  )}<div class="clear"></div><p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true"><button type="submit" class="woocommerce-Button button" value="Passwort zurücksetzen">Passwort zurücksetzen</button></p><input type="hidden" name="woocommerce-lost-password-nonce" value="${nonce}"></form>`;
}

/**
 * After the reset mail went out. The page never shows the mail's link: it is the proof of
 * owning the address. The demo sends no mail; QA find it in the demo's mailbox.
 */
export function lostPasswordConfirmation(): SafeHtml {
  return html`<p>Eine E-Mail zum Zurücksetzen des Passworts wurde an die für dein Konto hinterlegte E-Mail-Adresse gesendet. Es kann einige Minuten dauern, bis sie in deinem Posteingang erscheint. Bitte warte mindestens 10 Minuten, bevor du eine weitere Zurücksetzung anforderst.</p><p class="sf-demo-mail">Demo-Shop: Es wird keine E-Mail verschickt. QA findet sie im Demo-Postfach der <a href="/__demo/#demo-mailbox">Demo-Steuerung</a>.</p>`;
}

export function resetPasswordForm(key: string, login: string, nonce: string): SafeHtml {
  return html`<form method="post" class="woocommerce-ResetPassword lost_reset_password" action="/my-account/lost-password/"><sf-password-strength><p>Gib unten ein neues Passwort ein.</p>${row(
    'first',
    html`<label for="password_1">Neues Passwort${required}</label><span class="password-input">${passwordInput('password_1', 'new-password', true)}</span>`,
  )}${row('last', html`<label for="password_2">Neues Passwort wiederholen${required}</label><span class="password-input">${passwordInput('password_2', 'new-password', true)}</span>`)}<input type="hidden" name="reset_key" value="${key}"><input type="hidden" name="reset_login" value="${login}"><div class="clear"></div><p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true"><button type="submit" class="woocommerce-Button button" value="Speichern">Speichern</button></p><input type="hidden" name="woocommerce-reset-password-nonce" value="${nonce}"></sf-password-strength></form>`;
}

/** Saved payment methods: none can be saved yet in the demo (the vault flows come later). */
export function paymentMethods(): SafeHtml {
  return html`<div class="woocommerce-Message woocommerce-Message--info woocommerce-info" role="status">Keine gespeicherten Zahlungsmethoden gefunden.</div><a class="button" href="/my-account/add-payment-method/">Zahlungsmethode hinzufügen</a>`;
}

/** The add-payment-method form with the card gateway's box; its card fields come with the card flow (later). */
export const CARD_GATEWAY = 'ppcp-credit-card-gateway';

export function addPaymentMethodForm(nonce: string): SafeHtml {
  const id = CARD_GATEWAY;
  return html`<form id="add_payment_method" method="post" action="/my-account/add-payment-method/"><div id="payment" class="woocommerce-Payment"><ul class="woocommerce-PaymentMethods payment_methods methods"><li class="woocommerce-PaymentMethod woocommerce-PaymentMethod--${id} payment_method_${id}"><input id="payment_method_${id}" type="radio" class="input-radio" name="payment_method" value="${id}" checked> <label for="payment_method_${id}">Kredit- oder Debitkarte</label><div class="woocommerce-PaymentBox woocommerce-PaymentBox--${id} payment_box payment_method_${id}"><p>Deine Karte wird beim Zahlungsdienstleister gespeichert; der Shop sieht nur ihre letzten vier Ziffern.</p><div id="ppcp-hosted-fields" class="ppcp-hosted-fields"></div></div></li></ul><div class="form-row"><input type="hidden" name="woocommerce-add-payment-method-nonce" value="${nonce}"><button type="submit" class="woocommerce-Button woocommerce-Button--alt button alt" id="place_order" value="Zahlungsmethode hinzufügen">Zahlungsmethode hinzufügen</button><input type="hidden" name="woocommerce_add_payment_method" id="woocommerce_add_payment_method" value="1"></div></div></form>`;
}
