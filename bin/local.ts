import { startLocalRuntime } from '../local/runtime';

// `npm start`: the whole product on this machine. `PORT` and `SAHAB_DATA_DIR` override the defaults.
const started = Date.now();
const runtime = await startLocalRuntime();
console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

const shutdown = (signal: string) => {
  console.log(`\n${signal}: stopping...`);
  runtime.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
