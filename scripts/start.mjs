#!/usr/bin/env node
/**
 * `npm start`: the demo shop, fast. Builds only the widget output the shop serves by default
 * (the Preact module loader, or React's with SF_BUILD=react) and only if its inputs changed
 * since its last build (scripts/build.mjs), starts the shop, then builds the other outputs
 * (the other renderer, the classic scripts) in the background at low priority, again only
 * those that changed. SF_BACKGROUND_BUILD=0 skips the background build.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { OUTPUTS, buildOutputs, inputHash, isUpToDate, root } from './build.mjs';

const served = process.env.SF_BUILD === 'react' ? 'react' : 'preact';
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

const hash = inputHash();
if (isUpToDate(served, hash)) {
  console.log(`Widgets (${served}) sind aktuell, kein Build nötig.`);
} else {
  const started = Date.now();
  console.log(`Baue die Widgets, die der Demo-Shop ausliefert (${served}, ES-Modul) … auf 2 Kernen etwa 15–30 s.`);
  const code = await buildOutputs([served], { hash });
  if (code !== 0) process.exit(code);
  console.log(`Widgets (${served}) gebaut in ${seconds(started)}.`);
}

let background;
const stop = new AbortController();
const shop = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'demo-server', 'main.ts')], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
});
shop.stdout.setEncoding('utf8');
shop.stdout.on('data', (text) => {
  process.stdout.write(text);
  // Once the shop listens, the rest of the builds may take what the machine has left.
  if (!background && text.includes('läuft auf')) background = buildTheRest();
});
shop.on('close', (code, signal) => {
  stop.abort();
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop.abort();
    shop.kill(signal);
  });
}

async function buildTheRest() {
  if (process.env.SF_BACKGROUND_BUILD === '0') return;
  const rest = OUTPUTS.filter((output) => output !== served && !isUpToDate(output, hash));
  if (!rest.length) return;
  const started = Date.now();
  console.log(`Im Hintergrund: baue ${rest.join(', ')} (für ?sf_build= und ?sf_bundle=classic) …`);
  const code = await buildOutputs(rest, { hash, quiet: true, nice: true, signal: stop.signal });
  if (stop.signal.aborted) return;
  console.log(code === 0 ? `Hintergrund-Build fertig in ${seconds(started)}: ${rest.join(', ')}.` : `Hintergrund-Build fehlgeschlagen (Exit-Code ${code}), siehe oben; \`npm run build\` baut alles.`);
}
