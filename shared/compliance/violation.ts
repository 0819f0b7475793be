import type { SourceLocation } from '../cfn/types';
import type { Acceptance } from './acceptance/types';
import type { FrameworkId, Severity } from './types';

/** A finding in the API's Violation shape (spec section 3) plus the rule id and source location. */
export interface Violation {
  /** stable for the same rule and resource across scans */
  violation_id: string;
  title: string;
  description: string;
  severity: Severity;
  /** the resource's logical id (template) or identifier (account) */
  resource: string;
  resource_type: string;
  /** the most severe control this finding fails */
  control_id: string;
  frameworks: FrameworkId[];
  controls: { framework: FrameworkId; control_id: string; severity: Severity }[];
  impact: string;
  remediation: string;
  /** estimated monthly cost in USD of applying the fix; null when fixing costs nothing */
  estimated_cost: number | null;
  auto_fix_available: boolean;
  detected_at: string;
  rule_id: string;
  /** fail: the rule found a problem; unknown: it could not decide (reported at low severity) */
  status: 'fail' | 'unknown';
  location?: SourceLocation & { file?: string };
  /** an accepted risk or residency exception recorded for this finding (valid or expired) */
  acceptance?: Acceptance;
}

/** FNV-1a over the text, twice with different seeds, as 16 hex digits: stable and isomorphic. */
export function stableId(text: string): string {
  startHash(SEED_A, SEED_B);
  feed(text);
  return hexOfHash(HASH_CODES, 0);
}

export function violationId(ruleId: string, resourceKey: string): string {
  startHash(SEED_A, SEED_B);
  feed(ruleId);
  feed('|');
  feed(resourceKey);
  return hexOfHash(ID_CODES, 2);
}

/** Per rule id, the hash states after `<ruleId>|`: a scan hashes only each finding's resource key. */
const prefixStates = new Map<string, readonly [number, number]>();

/** `violationId(ruleId, resourceKey)`, with the rule's part hashed once per process. */
export function violationIdOf(ruleId: string, resourceKey: string): string {
  let state = prefixStates.get(ruleId);
  if (!state) {
    startHash(SEED_A, SEED_B);
    feed(ruleId);
    feed('|');
    state = [hashA, hashB];
    prefixStates.set(ruleId, state);
  }
  startHash(state[0], state[1]);
  feed(resourceKey);
  return hexOfHash(ID_CODES, 2);
}

const SEED_A = 0x811c9dc5 | 0;
const SEED_B = 0x050c5d1f | 0;
/** The two running hashes (int32 inside the loop, which is fast; read as unsigned at the end). */
let hashA = SEED_A;
let hashB = SEED_B;

function startHash(a: number, b: number): void {
  hashA = a;
  hashB = b;
}

/** Both hashes over `text` in one pass, continuing from where they are. */
function feed(text: string): void {
  let a = hashA;
  let b = hashB;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193);
  }
  hashA = a;
  hashB = b;
}

/** Char codes of the 16 hex digits. */
const HEX = Array.from({ length: 16 }, (_, i) => i.toString(16).charCodeAt(0));
/** Reused buffers of char codes: a hash, and a violation id (`v-` then the hash). */
const HASH_CODES: number[] = new Array(16).fill(0);
const ID_CODES: number[] = [118, 45, ...HASH_CODES];

/** The two hashes as 16 hex digits written after `codes`' first `from` codes, as one string. */
function hexOfHash(codes: number[], from: number): string {
  for (let i = 0; i < 8; i++) {
    codes[from + i] = HEX[(hashA >>> (28 - 4 * i)) & 15];
    codes[from + 8 + i] = HEX[(hashB >>> (28 - 4 * i)) & 15];
  }
  // One string from the codes: no intermediate strings per digit pair (this runs per finding).
  return String.fromCharCode.apply(null, codes);
}
