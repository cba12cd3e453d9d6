/** Escaping tagged templates. */
import { describe, expect, it } from 'vitest';
import { html, raw } from './html.ts';

describe('html templating', () => {
  it('escapes interpolated text but not nested templates or raw markup', () => {
    const name = '<script>alert("x")</script> & \'co\'';
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p>',
    );
    expect(html`<div>${html`<b>${'a<b'}</b>`}${raw('<i>ok</i>')}${[1, null, false, undefined, 'x']}</div>`.value).toBe('<div><b>a&lt;b</b><i>ok</i>1x</div>');
  });
});
