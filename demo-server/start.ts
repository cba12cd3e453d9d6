/**
 * Starts the demo shop and its second origin, the one standing for every third party (the fake
 * wallet provider now): two HTTP servers in one process sharing one FakeProvider. Both listen
 * first (port 0 picks free ports in tests), then each app is made knowing both origins: the
 * shop prints the third-party origin (SDK url, CSP) and the third party allows the shop's
 * origin (CORS, the popup's opener).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';
import { createApp } from './app.ts';
import type { DemoControlAccess } from './http/demo-control.ts';
import { createThirdPartyApp } from './third-party/app.ts';
import { FakeProvider } from './third-party/provider/orders.ts';

export interface DemoShopOptions {
  /** Shop port; 0 (default) picks a free one. */
  port?: number;
  /** Third-party port; 0 (default) picks a free one. */
  thirdPartyPort?: number;
  /** Interface to listen on and host name of both urls. Default 127.0.0.1 (this machine only); '' or 0.0.0.0 = every interface, urls on localhost. */
  host?: string;
  /** Who reaches the control routes (/__demo/…, /__sandbox/…): clients on this machine (default) or everyone. */
  demoControl?: DemoControlAccess;
  /** Widget builds (AppOptions.distDir). */
  distDir?: string;
}

export interface DemoShop {
  /** The shop, e.g. http://127.0.0.1:3000 (no trailing slash). */
  url: string;
  /** The third-party origin, e.g. http://127.0.0.1:3001. */
  thirdPartyUrl: string;
  provider: FakeProvider;
  /** The shop's Express app. */
  app: express.Express;
  /** The third-party origin's Express app. */
  thirdPartyApp: express.Express;
  /** Ends held requests and closes both servers. */
  close(): Promise<void>;
  /** Ends requests the `hang` fault holds open. */
  releaseHungRequests(): void;
}

function listen(port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    // Node closes an idle keep-alive connection after 5 s; a client that pools connections
    // (Playwright's request context, a proxy) can send on one just as it closes and gets
    // ECONNRESET. Keeping them longer than such a client stays idle avoids the race.
    server.keepAliveTimeout = 65_000;
    server.once('error', reject);
    const listening = () => {
      server.off('error', reject);
      resolve(server);
    };
    if (host) server.listen(port, host, listening);
    else server.listen(port, listening);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** `localhost` for the printed url when listening on every interface. */
function urlOf(server: Server, host: string): string {
  const { port } = server.address() as AddressInfo;
  const name = host === '' || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export async function startDemoShop(options: DemoShopOptions = {}): Promise<DemoShop> {
  const host = options.host ?? '127.0.0.1';
  const shopServer = await listen(options.port ?? 0, host);
  let thirdPartyServer: Server;
  try {
    thirdPartyServer = await listen(options.thirdPartyPort ?? 0, host);
  } catch (error) {
    await closeServer(shopServer);
    throw error;
  }
  const url = urlOf(shopServer, host);
  const thirdPartyUrl = urlOf(thirdPartyServer, host);
  const provider = new FakeProvider();
  const { demoControl } = options;
  const app = createApp({ distDir: options.distDir, thirdPartyOrigin: thirdPartyUrl, provider, demoControl });
  const thirdPartyApp = createThirdPartyApp({ origin: thirdPartyUrl, shopOrigin: url, provider, demoControl });
  shopServer.on('request', app);
  thirdPartyServer.on('request', thirdPartyApp);
  const releaseHungRequests = () => (app.locals.releaseHungRequests as () => void)();
  return {
    url,
    thirdPartyUrl,
    provider,
    app,
    thirdPartyApp,
    releaseHungRequests,
    async close() {
      releaseHungRequests();
      await Promise.all([closeServer(shopServer), closeServer(thirdPartyServer)]);
    },
  };
}
