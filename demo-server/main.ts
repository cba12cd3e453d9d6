/** Starts the demo shop: `npx tsx demo-server/main.ts` (PORT env, default 3000). */
import { createApp } from './app.ts';

const port = Number(process.env.PORT ?? 3000);
const app = createApp();
const server = app.listen(Number.isFinite(port) ? port : 3000, () => {
  const address = server.address();
  const actual = address && typeof address === 'object' ? address.port : port;
  const build = process.env.SF_BUILD === 'react' ? 'react' : 'preact';
  console.log(`Schaufenster Demo-Shop läuft auf http://localhost:${actual}/ (Widget-Build: ${build}, Demo-Steuerung: /__demo/)`);
});

function shutdown(): void {
  (app.locals.releaseHungRequests as () => void)();
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
