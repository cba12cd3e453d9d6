/**
 * Turning the shop's HTML snippets (the price of a search suggestion: WooCommerce's
 * get_price_html()) into plain text, without a DOM.
 *
 * Why not DOMParser or an element's textContent: both need a document (not there in the unit
 * project or a worker), and an element created in the page's document with innerHTML loads
 * `<img src onerror>`: exactly what a suggestion must never do. A small tokenizer is enough for
 * the markup a price is: inline elements, character references, screen-reader texts. Its output
 * is only ever rendered as a text node, so a snippet it reads wrongly shows odd text, never
 * runs anything (ARCHITECTURE.md, "Untrusted text is text").
 */

/** The named references WordPress and WooCommerce print in prices and titles; others stay as they are. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  laquo: '«',
  raquo: '»',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  times: '×',
  deg: '°',
  sect: '§',
};

/** `&amp;`, `&#8211;`, `&#x20AC;` → their characters; unknown or invalid references are kept literally. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    // No NUL, no surrogates, nothing beyond Unicode: those would be replaced by U+FFFD by a browser.
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** Elements without an end tag: they never open a level. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content is never text for a reader. */
const NEVER_TEXT = new Set(['script', 'style', 'template', 'noscript']);

/**
 * The text a sighted shopper and a screen reader agree on: the content of elements marked
 * `aria-hidden="true"` (WooCommerce's struck-through old price and the new price beside it) is
 * left out, the screen-reader texts that say the same in words ('Ursprünglicher Preis war: …')
 * are kept; tags go, references are decoded, white space is collapsed.
 */
export function visibleText(markup: string): string {
  const out: string[] = [];
  /** Per open element: whether its content is left out. */
  const open: { name: string; hidden: boolean }[] = [];
  const hidden = () => open.length > 0 && open[open.length - 1]!.hidden;
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?-->/g;
  let at = 0;
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) {
    if (!hidden()) out.push(markup.slice(at, match.index));
    at = tag.lastIndex;
    const [, closing, rawName, attributes = ''] = match;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (closing) {
      // Close up to the matching element; a stray end tag closes nothing.
      const index = open.map((element) => element.name).lastIndexOf(name);
      if (index >= 0) open.length = index;
      continue;
    }
    if (name === 'br') out.push(' ');
    if (VOID.has(name) || attributes.trimEnd().endsWith('/')) continue;
    const ariaHidden = /(?:^|\s)aria-hidden\s*=\s*(?:"true"|'true'|true(?=\s|$))/i.test(attributes);
    open.push({ name, hidden: hidden() || ariaHidden || NEVER_TEXT.has(name) });
  }
  if (!hidden()) out.push(markup.slice(at));
  return (
    decodeEntities(out.join(' ').replace(/<[a-zA-Z/!][^>]*$/, ''))
      // A run with a no-break space stays one (the shop's '89,50&nbsp;€'); any other run is one space.
      .replace(/[\s\u00a0]+/g, (space) => (space.includes('\u00a0') ? '\u00a0' : ' '))
      .replace(/[ \u00a0]([.,:;!?])/g, '$1')
      .trim()
  );
}
