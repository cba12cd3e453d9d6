import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The recorded answers of a stock WooCommerce shop (../shared/real-woocommerce/samples, beside
 * the repository): the truth the parsers and flows are tested against.
 */
export const SAMPLES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/real-woocommerce/samples');

export interface RecordedAnswer {
  name: string;
  status: number;
  contentType: string;
  body: string;
}

/** One recorded answer by its file name without extension, e.g. `add_to_cart.simple`. */
export function recorded(name: string): RecordedAnswer {
  const headers = readFileSync(path.join(SAMPLES_DIR, `${name}.headers.txt`), 'utf8');
  const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(headers)?.[1]);
  const contentType = /^Content-Type: (.+)$/im.exec(headers)?.[1]?.trim() ?? '';
  const bodyFile = [`${name}.json`, `${name}.html`].find((file) => existsSync(path.join(SAMPLES_DIR, file)));
  if (!bodyFile || !status) throw new Error(`no recorded answer ${name} in ${SAMPLES_DIR}`);
  return { name, status, contentType, body: readFileSync(path.join(SAMPLES_DIR, bodyFile), 'utf8') };
}

/** Every recorded wc-ajax answer's name (`<endpoint>.<case>`). */
export function recordedAjaxAnswers(): string[] {
  return readdirSync(SAMPLES_DIR)
    .filter((file) => file.endsWith('.headers.txt') && !file.startsWith('form-'))
    .map((file) => file.replace(/\.headers\.txt$/, ''));
}

/** The recorded answer as the browser's fetch would give it. */
export function recordedResponse(name: string): Response {
  const answer = recorded(name);
  return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': answer.contentType } });
}

/** A whole recorded page (`page.cart`, `form-post.variable-add`). */
export function recordedPage(name: string): string {
  return readFileSync(path.join(SAMPLES_DIR, `${name}.html`), 'utf8');
}
