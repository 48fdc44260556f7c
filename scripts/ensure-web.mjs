// Builds the web app when web/dist is missing or older than any source it is built from.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
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

function isStale() {
  const built = join(root, 'web/dist/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourceAt = Math.max(...sources.map((p) => newest(join(root, p))));
  return builtAt <= sourceAt;
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Two processes (a test run and `npm start`, two test runs) must not build into web/dist at once: one empties
 * the folder while the other writes. A lock file serialises them; whoever waited finds the build fresh.
 */
function withBuildLock(fn) {
  const lock = join(root, 'web/.build.lock');
  for (let waited = 0; ; waited += 200) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      // A lock older than three minutes belongs to a build that died.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { force: true });
      if (waited === 0) console.log('Waiting for another web build to finish…');
      sleep(200);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

export function ensureWebBuilt({ force = false } = {}) {
  if (!force && !isStale()) return false;
  return withBuildLock(() => {
    if (!force && !isStale()) return false;
    console.log('Building the web app…');
    // Called from test runners too, whose NODE_ENV=test would make Vite bundle React's development build.
    const env = { ...process.env, NODE_ENV: 'production' };
    const r = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit', env });
    if (r.status !== 0) throw new Error('web build failed');
    return true;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuilt({ force: process.argv.includes('--force') });
