/**
 * Starts the demo shop and its third-party origin: `npx tsx demo-server/main.ts`
 * (PORT env, default 3000; THIRD_PARTY_PORT env, default PORT + 1).
 */
import { startDemoShop } from './start.ts';

const port = Number(process.env.PORT ?? 3000);
const shopPort = Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000;
const thirdParty = Number(process.env.THIRD_PARTY_PORT ?? shopPort + 1);
const thirdPartyPort = Number.isInteger(thirdParty) && thirdParty >= 0 && thirdParty < 65536 ? thirdParty : shopPort + 1;

try {
  // Every interface, as before the second origin: the urls name localhost.
  const shop = await startDemoShop({ port: shopPort, thirdPartyPort, host: '' });
  const build = process.env.SF_BUILD === 'react' ? 'react' : 'preact';
  // scripts/start.mjs waits for "läuft auf" before its background build.
  console.log(`Schaufenster Demo-Shop läuft auf ${shop.url}/ (Widget-Build: ${build}, Demo-Steuerung: /__demo/)`);
  console.log(`Drittanbieter-Origin (Zahlungsanbieter-SDK und Popup) läuft auf ${shop.thirdPartyUrl}/ (QA-Sandbox: /__sandbox/buttons)`);

  const shutdown = () => {
    void shop.close().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`Der Demo-Shop konnte nicht starten (Ports ${shopPort} und ${thirdPartyPort}): ${(error as Error).message}`);
  process.exit(1);
}
