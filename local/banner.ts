import { SIMULATED_PARTS, type SimulatedPart } from '#shared/api/site-config';

/** The start-up message: where to go, and which parts are simulators rather than AWS. */
export function startupBanner(url: string, simulated: readonly SimulatedPart[], dataDir: string): string {
  const lines = simulated.map((part) => `  - ${SIMULATED_PARTS[part]}`);
  return [
    '',
    `Sahab is running at ${url}`,
    '',
    'Simulated on this machine (no AWS account needed):',
    ...lines,
    `Data is kept in ${dataDir}. Press Ctrl-C to stop.`,
    '',
  ].join('\n');
}
