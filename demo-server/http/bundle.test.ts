/** The bundle switch: build, module or classic script, per visitor. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dom, testShop } from '../test-helpers.ts';

// Stand-ins for the two builds: each loader says which one it is.
const distDir = mkdtempSync(path.join(tmpdir(), 'sf-dist-'));
for (const build of ['preact', 'react']) {
  mkdirSync(path.join(distDir, build));
  writeFileSync(path.join(distDir, build, 'loader.js'), `export const build = '${build}';\n`);
}
const shop = testShop({ distDir });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('bundle switch', () => {
  it('serves the preact build by default and react when chosen (sticky cookie)', async () => {
    expect(await (await shop.client.get('/assets/schaufenster/loader.js')).text()).toContain("'preact'");
    await shop.client.getPage('/?sf_build=react');
    expect(shop.client.cookie('sf_build')).toBe('react');
    expect(dom((await shop.client.getPage('/')).text).body.classList.contains('sf-build-react')).toBe(true);
    expect(await (await shop.client.get('/assets/schaufenster/loader.js')).text()).toContain("'react'");
    await shop.client.getPage('/?sf_build=preact');
    expect(await (await shop.client.get('/assets/schaufenster/loader.js')).text()).toContain("'preact'");
  });

  it('uses SF_BUILD=react as the default', async () => {
    process.env.SF_BUILD = 'react';
    try {
      expect(await (await shop.client.get('/assets/schaufenster/loader.js')).text()).toContain("'react'");
    } finally {
      delete process.env.SF_BUILD;
    }
  });

  it('switches to the classic script with ?sf_bundle=classic and back', async () => {
    await shop.client.getPage('/?sf_bundle=classic');
    let doc = dom((await shop.client.getPage('/shop/')).text);
    // The bundle: the last scripts of the body (the head has the consent blocker, the tags it holds and the globals).
    const bundleScripts = (d: Document) => [...d.querySelectorAll('body > script[src]')];
    expect(bundleScripts(doc).map((script) => script.outerHTML)).toEqual(['<script src="/assets/schaufenster/schaufenster.iife.js" defer=""></script>']);
    await shop.client.getPage('/?sf_bundle=module');
    doc = dom((await shop.client.getPage('/shop/')).text);
    expect(bundleScripts(doc).every((script) => script.getAttribute('type') === 'module')).toBe(true);
    expect(bundleScripts(doc).at(-1)!.getAttribute('src')).toBe('/assets/schaufenster/loader.js');
  });

  it('404s missing bundle files but serves the theme', async () => {
    expect((await shop.client.get('/assets/schaufenster/schaufenster.css')).status).toBe(404);
    const css = await shop.client.get('/assets/theme.css');
    expect(css.status).toBe(200);
    expect(await css.text()).toContain('.header-cart--desktop');
  });
});
