// Copies AWS list prices from the shared price file into the project: `npm run prices:copy`.
// Each row keeps its service, kind, unit, region, price, source and source date exactly as the
// shared file has them; only the long `notes` stay behind (they are in ../shared/data and
// SOURCES.md explains each source). Re-run it when ../shared/data/aws-prices.json changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { COPIED_SERVICES, PRICE_FILE_COLUMNS } from '#shared/cost/price-list';

const from = new URL('../../shared/data/aws-prices.json', import.meta.url);
const to = new URL('../shared/cost/prices.json', import.meta.url);
const rows = JSON.parse(readFileSync(from, 'utf8')) as Record<string, unknown>[];
const copied = rows
  .filter((row) => COPIED_SERVICES.includes(String(row.service)))
  .map((row) => Object.fromEntries(PRICE_FILE_COLUMNS.map((column) => [column, row[column]])));
writeFileSync(to, `${JSON.stringify(copied, null, 2)}\n`);
process.stdout.write(`copied ${copied.length} of ${rows.length} price rows to shared/cost/prices.json\n`);
