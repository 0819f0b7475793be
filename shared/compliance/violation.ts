import type { SourceLocation } from '../cfn/types';
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
}

/** FNV-1a over the text, twice with different seeds, as 16 hex digits: stable and isomorphic. */
export function stableId(text: string): string {
  // Both hashes in one pass over the text (this runs once per finding), kept as int32 inside the
  // loop (fast) and read as unsigned at the end.
  let a = 0x811c9dc5 | 0;
  let b = 0x050c5d1f | 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193);
  }
  return hex8(a) + hex8(b);
}

/** Two hex digits per byte value: four look-ups per hash instead of a radix conversion. */
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function hex8(n: number): string {
  return HEX[(n >>> 24) & 255] + HEX[(n >>> 16) & 255] + HEX[(n >>> 8) & 255] + HEX[n & 255];
}

export function violationId(ruleId: string, resourceKey: string): string {
  return `v-${stableId(`${ruleId}|${resourceKey}`)}`;
}
