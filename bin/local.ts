import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { warmTemplateChecker } from '#functions/lib/compose/template-checker';
import { warmWorkflowWorkers } from '#functions/lib/compose/workflows';
import { cloudConfig } from '#functions/lib/config';
import { startViteDevServer } from '#local/dev-server';
import { startLocalRuntime } from '#local/runtime';
import { ROLE_TEMPLATE } from '#shared/accounts/role-template';

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

// The sandbox cloud checks every template with AWS's validator, whose WebAssembly engine takes
// seconds to create (far more on a busy machine). Create it now, after start-up, so the first
// 'Create the role in the sandbox' does not spend a request's 30 s on it.
if (cloudConfig().cloud === 'sandbox') {
  setTimeout(() => getTemplateValidator().validate(ROLE_TEMPLATE), 0);
}
// The generation's worker threads likewise: each imports the workflow's handlers and creates its
// own validator, so the first design run after start-up waits no longer than the next one.
const warming = Date.now();
warmWorkflowWorkers().then(
  () => console.log(`Design runs ready in ${((Date.now() - warming) / 1000).toFixed(1)} s.`),
  (error: unknown) => console.warn(`Could not ready the design workers ahead: ${(error as Error).message}`),
);

// The template checks' threads too: each compiles its own validator (imports wait for none).
warmTemplateChecker().then(
  () => console.log(`Template checks ready in ${((Date.now() - warming) / 1000).toFixed(1)} s.`),
  (error: unknown) => console.warn(`Could not ready the template checks ahead: ${(error as Error).message}`),
);

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
