import { startLocalRuntime } from '#local/runtime';

// The token-renewal test's server (playwright.config.ts): `npm start`'s runtime without its
// warm-ups. Its one test signs in and reads the subscription, so it never checks a template nor
// runs a design; `npm start` would compile AWS's validator in three threads beside the suite's
// first tests (up to 151 s of CPU on the loaded 2-core machine) for nothing.
const started = Date.now();
const runtime = await startLocalRuntime();
console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

const stop = () => runtime.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
