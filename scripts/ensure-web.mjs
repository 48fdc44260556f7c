// Builds the web app when web/dist is missing or older than any source it is built from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contract/src'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), s.mtimeMs);
}

export function ensureWebBuilt({ force = false } = {}) {
  const built = join(root, 'web/dist/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourceAt = Math.max(...sources.map((p) => newest(join(root, p))));
  if (!force && builtAt > sourceAt) return false;
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('web build failed');
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuilt({ force: process.argv.includes('--force') });
