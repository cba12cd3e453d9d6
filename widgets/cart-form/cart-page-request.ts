import { absolute, DEFAULT_TIMEOUT_MS, failure, fromThrown, type RequestOptions, type ShopAnswer, shopHttp } from '../../src/http/shop-client';
import { t } from '../../src/i18n/i18n';

/** GET the cart page as HTML, to swap in the shop's own table and totals. */
export async function getCartPageHtml(url: string, options: RequestOptions = {}): Promise<ShopAnswer<string>> {
  try {
    const response = await (await shopHttp()).get(absolute(url), {
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal: options.signal,
      headers: { Accept: 'text/html' },
    });
    if (!response.ok) return failure('http', t('An unknown error occurred.'), response.status);
    return { ok: true, status: response.status, body: await response.text() };
  } catch (error) {
    return fromThrown(error);
  }
}
