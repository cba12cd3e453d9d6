/**
 * The shop's endpoints, one typed contract each, keyed by wc-ajax endpoint or admin-ajax
 * action (with the default brand words). Each domain adds its own in src/<domain>/contracts.ts
 * by declaration merging, next to the request function and the parser that use them. The demo
 * shop's handlers, the test fake (src/test/fake-shop.ts) and the stories' fake shop answer
 * with these types, so a contract changes in one place.
 */
export interface ShopContracts {}

export interface Contract<Request, Response> {
  /** The form fields sent (form-encoded). */
  request: Request;
  /** The JSON body answered (or the HTML, for HTML endpoints). */
  response: Response;
}

export type Endpoint = keyof ShopContracts;
export type ResponseOf<E extends Endpoint> = ShopContracts[E] extends Contract<unknown, infer R> ? R : never;

/** WordPress's wp_send_json_error(): a refusal with the shop's message. */
export interface WpErrorBody {
  success: false;
  data: { message: string };
}
