#!/usr/bin/env node
/**
 * The WordPress plugin's PHP (wordpress/): every file through Debian's `php -l`, then its tests
 * with Debian's `phpunit` (wordpress/phpunit.xml.dist; what runs without WordPress). The test
 * stage 'php' of `npm test` runs this; .ci/run installs `php-cli phpunit` where they are missing.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

for (const tool of ['php', 'phpunit']) {
  if (spawnSync(tool, ['--version'], { stdio: 'ignore' }).error) {
    console.error(`${tool} wurde nicht gefunden. Die PHP-Prüfung braucht Debians php-cli und phpunit:\n  sudo apt-get install -y php-cli phpunit`);
    process.exit(1);
  }
}

const files = readdirSync(path.join(root, 'wordpress'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.php'))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .sort();
const broken = files.filter((file) => {
  const lint = spawnSync('php', ['-l', file], { encoding: 'utf8' });
  if (lint.status !== 0) process.stderr.write(`${lint.stdout}${lint.stderr}`);
  return lint.status !== 0;
});
if (broken.length) {
  console.error(`php -l: ${broken.length} von ${files.length} Dateien mit Syntaxfehlern.`);
  process.exit(1);
}
console.log(`php -l: ${files.length} Dateien ohne Syntaxfehler.`);

const tests = spawnSync('phpunit', ['-c', path.join(root, 'wordpress', 'phpunit.xml.dist')], { cwd: root, stdio: 'inherit' });
process.exit(tests.status ?? 1);
