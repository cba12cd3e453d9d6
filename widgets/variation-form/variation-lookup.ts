import { wcAjaxUrl } from '../../src/config/page-globals';
import { postForm } from '../../src/http/shop-client';
import type { Attributes, Variation } from './rules';

export type LookupResult = { kind: 'found'; variation: Variation } | { kind: 'none' } | { kind: 'failed'; aborted: boolean };

/**
 * POST /?wc-ajax=get_variation with every chosen attribute, used when the form carries no
 * inline variation data (WooCommerce leaves it out above 30 variations). The shop answers
 * the variation, or false / nothing for no match.
 */
export async function lookUpVariation(productId: string, chosen: Attributes, signal: AbortSignal): Promise<LookupResult> {
  const answer = await postForm(wcAjaxUrl('get_variation'), { ...chosen, product_id: productId }, { signal });
  if (!answer.ok) return { kind: 'failed', aborted: answer.reason === 'aborted' };
  const body = answer.body as Variation | false | null | '';
  if (answer.status >= 400) return { kind: 'failed', aborted: false };
  return body && typeof body === 'object' && Number(body.variation_id) > 0 ? { kind: 'found', variation: body } : { kind: 'none' };
}
