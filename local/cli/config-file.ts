import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { REGION_PATTERN } from '#shared/accounts/regions';
import { CLASSIFICATION_LEVELS, parseRegionList } from '#shared/residency/settings';
import { UsageError } from './args';

/** Read from the current folder when --config does not name another file. */
export const DEFAULT_CONFIG_FILE = 'sahab.config.json';

/**
 * The scanner's config file (JSON): the residency setting the web app keeps per user, so a CI run
 * judges residency the same way. `inKingdomRegions` is a list or a comma-separated string.
 */
const configSchema = z
  .object({
    inKingdomRegions: z
      .union([z.string(), z.array(z.string())])
      .transform((value) =>
        (Array.isArray(value) ? value : value.split(',')).map((r) => r.trim()).filter(Boolean),
      )
      .pipe(z.array(z.string().regex(REGION_PATTERN, 'not an AWS region code such as me-central-1')))
      .optional(),
    residentClassifications: z.array(z.enum(CLASSIFICATION_LEVELS)).min(1).optional(),
  })
  .strict();
export type ScanConfig = z.infer<typeof configSchema>;

/**
 * The config file's settings: `path` when given (it must exist), else sahab.config.json when the
 * folder has one, else nothing. A file that is not valid names the key at fault (a usage error).
 */
export async function readScanConfig(path: string | undefined, cwd = process.cwd()): Promise<ScanConfig> {
  const file = path ?? `${cwd}/${DEFAULT_CONFIG_FILE}`;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if (path === undefined && (err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new UsageError(`Cannot read the config file ${file}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(`The config file ${file} is not valid JSON.`);
  }
  const parsed = configSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new UsageError(`The config file ${file}: ${issue?.path.join('.') || 'file'}: ${issue?.message}`);
  }
  return parsed.data;
}

/** Regions from --in-kingdom-regions ("me-central-1,sa-..."), refusing anything that is not a code. */
export function regionsOption(text: string): string[] {
  const given = text
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const bad = given.find((r) => !REGION_PATTERN.test(r));
  if (bad !== undefined) throw new UsageError(`--in-kingdom-regions: "${bad}" is not an AWS region code.`);
  return parseRegionList(text);
}
