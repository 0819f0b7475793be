// zod compiles fast object parsers with `new Function` after probing whether eval is allowed; the
// site's Content-Security-Policy forbids eval, so the probe itself is a reported violation.
// zod (v4 core) takes its global config from `globalThis.__zod_globalConfig` when it loads, so
// setting `jitless` there, first thing in main.tsx, reaches every later chunk that uses zod without
// putting zod itself into the first download (a test checks zod still reads it).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
