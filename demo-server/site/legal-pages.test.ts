/** The legal pages a German shop must have, linked in every footer, marked as demo texts. */
import { describe, expect, it } from 'vitest';
import { dom, testShop } from '../test-helpers.ts';

const shop = testShop();

const LEGAL = [
  ['/impressum/', 'Impressum'],
  ['/datenschutz/', 'Datenschutzerklärung'],
  ['/agb/', 'Allgemeine Geschäftsbedingungen'],
  ['/widerrufsbelehrung/', 'Widerrufsbelehrung'],
] as const;

describe('legal pages', () => {
  it('each answers 200 with its heading and says it is an example text', async () => {
    for (const [path, heading] of LEGAL) {
      const doc = await shop.client.pageDocument(path);
      expect(doc.querySelector('main h1')!.textContent, path).toBe(heading);
      expect(doc.querySelector('main .demo-legal-notice[role=note]')!.textContent, path).toContain('Beispieltext');
      expect(doc.title).toBe(`${heading} – Schaufenster Demo-Shop`);
    }
  });

  it('the footer links to all four and states VAT correctly for 7 % and 19 % products', async () => {
    for (const path of ['/', '/shop/', '/gibt-es-nicht/']) {
      const { text } = await shop.client.getPage(path);
      const footer = dom(text).querySelector('footer')!;
      const links = [...footer.querySelectorAll('nav a')].map((a) => [a.getAttribute('href'), a.textContent]);
      for (const link of [
        ['/impressum/', 'Impressum'],
        ['/datenschutz/', 'Datenschutz'],
        ['/agb/', 'AGB'],
        ['/widerrufsbelehrung/', 'Widerrufsbelehrung'],
      ])
        expect(links, path).toContainEqual(link);
      expect(footer.textContent, path).toContain('Alle Preise inkl. gesetzl. MwSt., zzgl. Versandkosten');
      expect(text, path).not.toContain('19 % MwSt., zzgl.');
    }
    const home = (await shop.client.getPage('/')).text;
    expect(home).not.toMatch(/alle Preise inkl\. 19 %/i);
    expect((await shop.client.getPage('/versand/')).text).not.toContain('inklusive 19 % Mehrwertsteuer');
  });
});
