/**
 * Starts the demo shop and its third-party origin: `npx tsx demo-server/main.ts`
 * (PORT env, default 3000; THIRD_PARTY_PORT env, default PORT + 1; HOST env, default 127.0.0.1;
 * SF_DEMO_CONTROL=open opens the control routes to every client, README "Exposing the demo shop").
 */
import { demoControlAccessOf } from './http/demo-control.ts';
import { startDemoShop } from './start.ts';

const port = Number(process.env.PORT ?? 3000);
const shopPort = Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000;
const thirdParty = Number(process.env.THIRD_PARTY_PORT ?? shopPort + 1);
const thirdPartyPort = Number.isInteger(thirdParty) && thirdParty >= 0 && thirdParty < 65536 ? thirdParty : shopPort + 1;
// This machine only, unless HOST names another interface (0.0.0.0: every one) on purpose.
const host = process.env.HOST?.trim() || '127.0.0.1';
const demoControl = demoControlAccessOf(process.env.SF_DEMO_CONTROL);
if (!demoControl) {
  console.error(`SF_DEMO_CONTROL="${process.env.SF_DEMO_CONTROL}" ist unbekannt: erlaubt sind "open" (Demo-Steuerung für alle) und "loopback" (nur dieser Rechner, Standard).`);
  process.exit(1);
}

try {
  const shop = await startDemoShop({ port: shopPort, thirdPartyPort, host, demoControl });
  const build = process.env.SF_BUILD === 'react' ? 'react' : 'preact';
  const control = demoControl === 'open' ? 'für alle Clients offen (SF_DEMO_CONTROL=open)' : 'nur von diesem Rechner';
  // scripts/start.mjs waits for "läuft auf" before its background build.
  console.log(`Schaufenster Demo-Shop läuft auf ${shop.url}/ (Adresse ${host}; Widget-Build: ${build}; Demo-Steuerung: /__demo/, ${control})`);
  console.log(`Drittanbieter-Origin (Zahlungsanbieter-SDK und Popup) läuft auf ${shop.thirdPartyUrl}/ (QA-Sandbox: /__sandbox/buttons)`);

  const shutdown = () => {
    void shop.close().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`Der Demo-Shop konnte nicht starten (${host}, Ports ${shopPort} und ${thirdPartyPort}): ${(error as Error).message}`);
  process.exit(1);
}
