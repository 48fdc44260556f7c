// `npm start`: build the web app if needed, then run the server (migrations and first-run demo seed happen there).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from './ensure-web.mjs';

const server = fileURLToPath(new URL('../server', import.meta.url));
ensureWebBuilt();
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: server,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: resolve(process.env.DATA_DIR ?? 'data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
