import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo shop serves the built bundles from dist/; without them every test would time out. */
export default function globalSetup(): void {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
  const needed = ['preact/loader.js', 'preact/schaufenster.iife.js', 'react/loader.js', 'react/schaufenster.iife.js'];
  const missing = needed.filter((file) => !existsSync(path.join(dist, file)));
  if (missing.length) {
    throw new Error(`Widget bundles missing in dist/ (${missing.join(', ')}). Run \`npm run build\` first.`);
  }
}
