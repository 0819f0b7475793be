import { warmWorkflowWorkers } from '#functions/lib/compose/workflows';
import { startLocalRuntime } from '#local/runtime';

// `npm start`'s runtime without the warm-ups its tests do not use, for the suite's extra servers:
// playwright.config.ts's token-renewal server (its test signs in and reads the subscription) and
// studio-raw-resources.spec.ts's (one design run: `--design-runs` readies the design worker and
// says 'Design runs ready', as `npm start` does). `npm start` also compiles AWS's validator for
// the sandbox cloud and in two template-check threads, seconds of CPU each beside the suite's other
// tests: on the loaded machine the raw-resources server's own warm-ups held its design run's first
// step past its 60 s.
const started = Date.now();
const runtime = await startLocalRuntime();
console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

const stop = () => runtime.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

if (process.argv.includes('--design-runs')) {
  const warming = Date.now();
  await warmWorkflowWorkers();
  console.log(`Design runs ready in ${((Date.now() - warming) / 1000).toFixed(1)} s.`);
}
