/**
 * A compliance scan of 10,000 sandbox resources, end to end: the compliance-scan workflow on the
 * local ASL runner, collectors reading the sandbox account through its role, snapshots and results
 * in an in-memory dynalite table, the template rules and account rules, scores. Prints the wall
 * time from start to completed (goal < 60 s on this machine), the resources and violations, and
 * the process's peak resident memory.
 *
 *   npm run bench:scan [-- --resources 10000]
 */
import { getScan } from '#functions/lib/scans/read-scans';
import { startScan } from '#functions/lib/scans/start-scan';
import { ESTATE_REGIONS } from '#functions/lib/simulators/sandbox-cloud/estate/seeded-estate';
import { startScanHarness } from '#test/fixtures/scans';

const flag = process.argv.indexOf('--resources');
const resources = flag > 0 ? Number(process.argv[flag + 1]) : 10_000;
const perRegion = Math.ceil(resources / ESTATE_REGIONS.length);

let peakRss = 0;
const sample = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

const harness = await startScanHarness({ estateSize: perRegion });
const account = await harness.linkedAccount('bench-user', 0, ESTATE_REGIONS[0]);
const t0 = performance.now();
const started = await startScan(harness.ports, 'bench-user', { accountIds: [account.id] });
const outcome = await harness.scanEnded(started.scan_id);
const seconds = (performance.now() - t0) / 1000;
const scan = await getScan(harness.ports, 'bench-user', started.scan_id);
const read = (performance.now() - t0) / 1000 - seconds;
clearInterval(sample);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
await harness.stop();

if (outcome.error || scan.status !== 'completed') {
  console.error('scan did not complete:', scan.status, scan.status_reason, outcome.error);
  process.exit(1);
}
const covered = scan.coverage?.regions.flatMap((r) => r.regions) ?? [];
console.log(
  `regions            ${covered.join(', ')} (enabled; ${perRegion} estate resources in each estate region)`,
);
console.log(`resources scanned  ${scan.coverage?.resources_scanned}`);
console.log(`collector units    ${scan.coverage?.units_total} (gaps ${scan.coverage?.gaps.length})`);
console.log(
  `violations         ${scan.violation_count} (critical ${scan.severity_counts.critical}, high ${scan.severity_counts.high})`,
);
console.log(
  `scores             overall ${scan.overall_score}, SAMA ${scan.sama_score}, NCA ${scan.nca_score}, CITC ${scan.citc_score}`,
);
console.log(`scan time          ${seconds.toFixed(1)} s (start to completed)`);
console.log(`reading the result ${read.toFixed(1)} s (GET with every violation)`);
console.log(`peak memory (RSS)  ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
process.exit(0);
