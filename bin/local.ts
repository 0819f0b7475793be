import { startViteDevServer } from '#local/dev-server';
import { startLocalRuntime } from '#local/runtime';

// `npm start`: the whole product on this machine (PORT, SAHAB_DATA_DIR override the defaults).
// `npm run dev` (--dev): the same runtime behind Vite's dev server on VITE_PORT (default 5173).
const dev = process.argv.includes('--dev');
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const started = Date.now();
const runtime = await startLocalRuntime(
  dev ? { buildWeb: false, publicUrl: `http://localhost:${vitePort}` } : {},
).catch((error: NodeJS.ErrnoException) => {
  const hint = error.code === 'EADDRINUSE' ? ' (the port is taken: set PORT to another one)' : '';
  console.error(`Could not start Sahab${hint}: ${error.message}`);
  process.exit(1);
});
const vite = dev ? await startViteDevServer(runtime.port, vitePort) : undefined;
console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

const shutdown = (signal: string) => {
  console.log(`\n${signal}: stopping...`);
  Promise.all([vite?.close(), runtime.stop()]).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
