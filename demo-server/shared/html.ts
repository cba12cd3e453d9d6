/**
 * Tiny HTML templating: `html` tagged templates escape every interpolated value unless it is
 * already a SafeHtml (produced by `html` itself or, deliberately, by `raw`).
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Marks a string as trusted HTML. Only use for markup built by this server. */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) {
    out += render(values[i]) + (strings[i + 1] ?? '');
  }
  return new SafeHtml(out);
}

/** Joins fragments without escaping them again. */
export function join(parts: readonly HtmlValue[], separator = ''): SafeHtml {
  return new SafeHtml(parts.map(render).join(separator));
}

/** German typographic quotes around a (text) name: „Name“. */
export function quoted(name: string): string {
  return `„${name}“`;
}

/** JSON for an inline <script>: never lets "</script>" or "<!--" through. */
export function scriptJson(value: unknown): SafeHtml {
  return raw(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}
