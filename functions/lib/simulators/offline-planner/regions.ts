import { DEFAULT_SCAN_SETTINGS } from '#shared/compliance/context';
import { REGION_CODE, REGION_PATTERNS, SECONDARY_CUE } from '#shared/generation/lexicon';
import type { GenerationRequest } from '#shared/generation/request';

/** The region when neither the options nor the brief name one: the deploy dialog's default. */
export const DEFAULT_REGION = 'me-south-1';

/** The nearest other region of each region, for disaster recovery when the brief names none. */
const PARTNER: Record<string, string> = {
  'me-south-1': 'me-central-1',
  'me-central-1': 'me-south-1',
  'il-central-1': 'eu-central-1',
  'eu-central-1': 'eu-west-1',
  'eu-west-1': 'eu-central-1',
  'eu-west-2': 'eu-west-1',
  'eu-west-3': 'eu-central-1',
  'us-east-1': 'us-west-2',
  'us-east-2': 'us-west-2',
  'us-west-1': 'us-east-1',
  'us-west-2': 'us-east-1',
  'ap-southeast-1': 'ap-southeast-2',
  'ap-southeast-2': 'ap-southeast-1',
  'ap-northeast-1': 'ap-northeast-3',
  'ap-northeast-2': 'ap-northeast-1',
  'ap-south-1': 'ap-southeast-1',
  'ca-central-1': 'us-east-1',
  'sa-east-1': 'us-east-1',
};

/**
 * Regions counted as inside the Kingdom: the same list the security agent's residency rules use,
 * so the planner never proposes a copy the agent would flag. It is empty until one is configured.
 */
export const IN_KINGDOM_REGIONS: readonly string[] = DEFAULT_SCAN_SETTINGS.inKingdomRegions;

interface Mention {
  region: string;
  index: number;
  length: number;
  note?: string;
}

/** Every place or region code the brief names, in the order it names them. */
function mentionsOf(text: string): Mention[] {
  const found: Mention[] = [];
  for (const m of text.matchAll(new RegExp(REGION_CODE.source, 'g'))) {
    found.push({ region: m[1] as string, index: m.index ?? 0, length: m[0].length });
  }
  for (const [region, pattern, note] of REGION_PATTERNS) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'g'))) {
      found.push({ region, index: m.index ?? 0, length: m[0].length, ...(note ? { note } : {}) });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The place named right after a disaster-recovery word ("DR in Ireland"), if any. */
function secondaryMention(text: string, mentions: Mention[]): Mention | undefined {
  for (const cue of text.matchAll(SECONDARY_CUE)) {
    const start = (cue.index ?? 0) + cue[0].length;
    const next = mentions.find((m) => m.index >= start && m.index - start <= 60);
    if (next) return next;
  }
  return undefined;
}

export interface RegionReading {
  region: string;
  /** the second region the brief named for recovery, or its partner when it named none */
  secondary?: { region: string; named: boolean };
}

/**
 * The primary region (options first, then the brief) and, when `recovery` is asked for, a second
 * one: the place named after a recovery word, else the nearest partner region of the primary.
 */
export function readRegions(
  request: GenerationRequest,
  text: string,
  recovery: boolean,
  assumptions: string[],
): RegionReading {
  const mentions = mentionsOf(text);
  const named = recovery ? secondaryMention(text, mentions) : undefined;
  const rest = named
    ? `${text.slice(0, named.index)}${' '.repeat(named.length)}${text.slice(named.index + named.length)}`
    : text;
  const region = primaryRegion(request, rest, assumptions);
  if (!recovery) return { region };
  if (named && named.region !== region) return { region, secondary: { region: named.region, named: true } };
  const partner = PARTNER[region] ?? (region === 'us-east-1' ? 'us-west-2' : 'us-east-1');
  return { region, secondary: { region: partner, named: false } };
}

function primaryRegion(request: GenerationRequest, text: string, assumptions: string[]): string {
  if (request.region) return request.region;
  const code = REGION_CODE.exec(text)?.[1];
  if (code) return code;
  for (const [region, pattern, note] of REGION_PATTERNS) {
    if (!pattern.test(text)) continue;
    if (note) assumptions.push(note);
    return region;
  }
  assumptions.push(
    `No region was named, so the design uses ${DEFAULT_REGION} (Bahrain), the nearest to the Kingdom.`,
  );
  return DEFAULT_REGION;
}
