// `npm test`: every tier in order, stopping at the first failure. Browser journeys use CHROMIUM_PATH or /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
const steps = [
  ['typecheck', ['run', 'typecheck', '--workspaces']],
  ['lint', ['run', 'lint']],
  ['server', ['run', 'test', '-w', 'server']],
  ['web', ['run', 'test', '-w', 'web']],
  ['e2e', ['run', 'test', '-w', 'e2e']],
].filter(([name]) => only.length === 0 || only.includes(name));

for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  console.log(`${r.status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
