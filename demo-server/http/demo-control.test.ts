/**
 * Exposure: the shop and its third-party origin listen on this machine only unless HOST says
 * otherwise, and QA's control routes (/__demo/… on the shop, /__sandbox/… on the third-party
 * origin: every order's names, addresses and keys, the fault switches) answer only clients on
 * this machine unless SF_DEMO_CONTROL=open; to anyone else they are an unknown path (404).
 * Requests "from another machine" go to the same app through a listener whose connections
 * report another client address (servedFrom).
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../app.ts';
import { Client, dom, servedFrom, testShop } from '../test-helpers.ts';
import { demoControlAccessOf, isLoopbackAddress, isUnderPrefix } from './demo-control.ts';

const shop = testShop();
const openShop = testShop({ distDir: '/nonexistent-dist', demoControl: 'open' });

const REMOTE = '203.0.113.7';
const remote = {} as { shop: Awaited<ReturnType<typeof servedFrom>>; thirdParty: Awaited<ReturnType<typeof servedFrom>>; openShop: Awaited<ReturnType<typeof servedFrom>> };
beforeAll(async () => {
  remote.shop = await servedFrom(shop.server.app!, REMOTE);
  remote.thirdParty = await servedFrom(shop.server.thirdPartyApp!, REMOTE);
  remote.openShop = await servedFrom(openShop.server.app!, REMOTE);
});
afterAll(async () => {
  await Promise.all([remote.shop.close(), remote.thirdParty.close(), remote.openShop.close()]);
});

const CONTROL_GETS = [
  '/__demo/',
  '/__demo/orders',
  '/__demo/state',
  '/__demo/faults',
  '/__demo/theme',
  '/__demo/wallet',
  '/__DEMO/orders',
  '/__Demo/',
  '/%5F%5Fdemo/orders',
  '/__demo',
  '/__demo/theme/form/',
];

/** What any unknown path answers: the shop's 404 page. */
async function expectUnknownPath(res: Response, what: string): Promise<void> {
  expect(res.status, what).toBe(404);
  const text = await res.text();
  expect(dom(text).querySelector('title')!.textContent, what).toContain('Seite nicht gefunden');
  expect(text, what).not.toContain('wc_order_');
  expect(text, what).not.toContain('Demo-Steuerung</h1>');
}

describe('the shop’s control routes', () => {
  // Two dozen full 404 pages: a budget for a loaded machine.
  it('from another machine: the page and every JSON route answer 404 like an unknown path, however spelt, and change nothing', { timeout: 60_000 }, async () => {
    // An order exists, so a leak would show its key.
    expect((await shop.client.postJson('/__demo/orders', {})).status).toBe(201);
    const before = ((await (await shop.client.get('/__demo/orders')).json()) as { orders: unknown[] }).orders.length;
    const visitor = new Client(remote.shop.url);
    for (const target of CONTROL_GETS) await expectUnknownPath(await visitor.get(target), `GET ${target}`);
    for (const target of ['/__demo/orders', '/__demo/reset', '/__demo/faults', '/__demo/']) {
      await expectUnknownPath(await visitor.postJson(target, { endpoint: 'add_to_cart', mode: 'http500' }), `POST ${target}`);
    }
    await expectUnknownPath(await visitor.post('/__demo/orders', {}), 'form POST /__demo/orders');
    await expectUnknownPath(await visitor.request('/__demo/faults', { method: 'DELETE' }), 'DELETE /__demo/faults');
    expect(((await (await shop.client.get('/__demo/orders')).json()) as { orders: unknown[] }).orders).toHaveLength(before);
    // The shop itself still answers them, and its pages do not link to the control page.
    const page = await visitor.get('/versand/');
    expect(page.status).toBe(200);
    expect(dom(await page.text()).querySelector('footer a[href="/__demo/"]')).toBeNull();
    expect(dom((await shop.client.getPage('/versand/')).text).querySelector('footer a[href="/__demo/"]')!.textContent).toBe('Demo-Steuerung');
    const forwarded = await shop.client.get('/versand/', { headers: { 'x-forwarded-for': REMOTE } });
    expect(dom(await forwarded.text()).querySelector('footer a[href="/__demo/"]')).toBeNull();
  });

  it('on this machine: the page and the JSON routes answer, over IPv4, IPv6 and IPv4-mapped loopback', async () => {
    expect((await shop.client.get('/__demo/')).status).toBe(200);
    expect((await shop.client.get('/__demo/orders')).status).toBe(200);
    for (const address of ['::1', '::ffff:127.0.0.1', '127.0.0.2']) {
      const local = await servedFrom(shop.server.app!, address);
      try {
        const res = await new Client(local.url).get('/__demo/orders');
        expect(res.status, address).toBe(200);
        await res.arrayBuffer();
      } finally {
        await local.close();
      }
    }
  });

  it('on this machine but forwarded by a proxy (Forwarded, X-Forwarded-For, X-Real-IP): 404, the proxy’s clients are elsewhere', async () => {
    for (const header of ['forwarded', 'x-forwarded-for', 'x-real-ip']) {
      await expectUnknownPath(await shop.client.get('/__demo/orders', { headers: { [header]: header === 'forwarded' ? `for=${REMOTE}` : REMOTE } }), header);
    }
  });

  it('opened on purpose (SF_DEMO_CONTROL=open): every client reaches them', async () => {
    const visitor = new Client(remote.openShop.url);
    expect((await visitor.get('/__demo/')).status).toBe(200);
    const res = await visitor.get('/__demo/state');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ count: 0 });
  });
});

describe('the third-party origin’s control routes', () => {
  it('QA’s sandbox answers 404 to another machine, and on this machine as before; the provider’s own routes answer both', async () => {
    const far = await fetch(`${remote.thirdParty.url}/__sandbox/buttons`);
    expect(far.status).toBe(404);
    expect(await far.text()).toContain('Diese Adresse gibt es beim Drittanbieter nicht.');
    expect((await fetch(`${remote.thirdParty.url}/__SANDBOX/buttons.js`)).status).toBe(404);
    expect((await fetch(`${remote.thirdParty.url}/__sandbox/orders`, { method: 'POST', headers: { origin: remote.thirdParty.url } })).status).toBe(404);
    const near = await fetch(`${shop.server.thirdPartyUrl}/__sandbox/buttons`);
    expect(near.status).toBe(200);
    await near.arrayBuffer();
    const video = await fetch(`${remote.thirdParty.url}/video/embed/montage/`);
    expect(video.status).toBe(200);
    await video.arrayBuffer();
  });
});

describe('rules', () => {
  it('loopback addresses, control paths, and SF_DEMO_CONTROL’s values', () => {
    expect(
      ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1', '10.0.0.1', '192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', '::', '0.0.0.0', '', undefined, '127.0.0.1.example'].map(
        (address) => [address, isLoopbackAddress(address)],
      ),
    ).toEqual([
      ['127.0.0.1', true],
      ['127.255.0.9', true],
      ['::1', true],
      ['::ffff:127.0.0.1', true],
      ['::FFFF:127.0.0.1', true],
      ['10.0.0.1', false],
      ['192.0.2.2', false],
      ['::ffff:192.0.2.2', false],
      ['fd00::2', false],
      ['::', false],
      ['0.0.0.0', false],
      ['', false],
      [undefined, false],
      ['127.0.0.1.example', false],
    ]);
    expect(['/__demo', '/__demo/', '/__DEMO/x', '//__demo/x', '/%5f%5fdemo/', '/__demonstration/', '/shop/__demo/', '/%E0%A4%A'].map((p) => [p, isUnderPrefix(p, '/__demo')])).toEqual([
      ['/__demo', true],
      ['/__demo/', true],
      ['/__DEMO/x', true],
      ['//__demo/x', true],
      ['/%5f%5fdemo/', true],
      ['/__demonstration/', false],
      ['/shop/__demo/', false],
      ['/%E0%A4%A', false],
    ]);
    expect([undefined, '', 'loopback', 'open', ' OPEN ', 'yes', '1'].map((value) => [value, demoControlAccessOf(value)])).toEqual([
      [undefined, 'loopback'],
      ['', 'loopback'],
      ['loopback', 'loopback'],
      ['open', 'open'],
      [' OPEN ', 'open'],
      ['yes', undefined],
      ['1', undefined],
    ]);
  });
});

/** Starts demo-server/main.ts as `npm start` does, on free ports; resolves with what it printed once it listens. */
function startMain(env: Record<string, string>): { printed: Promise<string>; exited: Promise<number | null>; stop(): void } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'demo-server', 'main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', THIRD_PARTY_PORT: '0', HOST: '', SF_DEMO_CONTROL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (/läuft auf[^\n]*\n[^\n]*läuft auf[^\n]*\n/.test(out)) resolve(out);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`main.ts ended (${code}): ${out}`)));
  });
  return { printed, exited, stop: () => child.kill('SIGTERM') };
}

/** Whether a TCP connection to address:port is accepted. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// A new Node process transpiles the whole demo shop before it listens: a budget for a loaded machine.
describe('npm start (demo-server/main.ts)', { timeout: 90_000 }, () => {
  it('without HOST: both origins listen on 127.0.0.1 only, as printed; no other interface accepts a connection', async () => {
    const main = startMain({});
    try {
      const printed = await main.printed;
      const urls = [...printed.matchAll(/läuft auf (http:\/\/[^/\s]+)\//g)].map((m) => new URL(m[1]!));
      expect(urls.map((url) => url.hostname)).toEqual(['127.0.0.1', '127.0.0.1']);
      expect(printed).toContain('nur von diesem Rechner');
      const others = Object.values(networkInterfaces())
        .flat()
        .map((info) => info!.address)
        .filter((address) => !address.startsWith('127.') && !address.startsWith('fe80:'));
      for (const url of urls) {
        const port = Number(url.port);
        expect(await accepts('127.0.0.1', port)).toBe(true);
        for (const address of others) expect(await accepts(address, port), `${address}:${port}`).toBe(false);
      }
    } finally {
      main.stop();
      await main.exited;
    }
  });

  it('an unknown SF_DEMO_CONTROL is refused with a German message, nothing listens', async () => {
    const main = startMain({ SF_DEMO_CONTROL: 'ja' });
    await expect(main.printed).rejects.toThrow(/SF_DEMO_CONTROL="ja" ist unbekannt/);
    expect(await main.exited).toBe(1);
  });
});
