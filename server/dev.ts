// `npm run dev`: the API restarts on every server change (node --watch) and Vite serves the web app
// with hot reload on PORT, proxying /api to the API. One Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const env = { ...process.env, API_PORT: String(apiPort), APP_URL: process.env.APP_URL ?? `http://localhost:${port}` };

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch-path=server', '--watch-path=common', '--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: String(apiPort), HOST: '127.0.0.1' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'], {
    stdio: 'inherit',
    env,
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
