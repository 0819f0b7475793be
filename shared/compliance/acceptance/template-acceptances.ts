import { isPlainObject } from '#shared/cfn/plain';
import type { TemplateBody } from '#shared/cfn/types';
import { ourRulesFor } from './peer-suppressions';
import { type Acceptance, stillValid } from './types';

/** Acceptances by logical id, then by our rule id. */
export type TemplateAcceptances = ReadonlyMap<string, ReadonlyMap<string, Acceptance>>;

/**
 * The acceptances a template records on its resources' `Metadata`, judged at `now` (the scan's
 * time). Sahab's own key, by rule id (README, "Accepted risks"):
 *
 *   Metadata:
 *     sahab:
 *       accepted_risks:
 *         s3-bucket-access-logging: { reason: ..., owner: ..., expires: 2027-03-31 }
 *       residency_exceptions:
 *         residency-region-in-kingdom: { approved_by: ..., reference: ..., date: 2026-11-01, expires: ... }
 *
 * An accepted risk needs all three of reason, owner and expires, an exception approved_by,
 * reference and date; an incomplete entry accepts nothing. Other tools' suppressions are read
 * where their rule answers one of ours: cfn-nag and cdk-nag `rules_to_suppress` (id, reason),
 * Checkov `skip` (id, comment), cfn-guard `SuppressedRules` (names only). They never expire.
 */
export function templateAcceptances(
  body: TemplateBody,
  now: string,
  /** the Resources section's keys, when the parser listed them already (parseTemplateListing) */
  resourceIds?: readonly string[],
): TemplateAcceptances {
  const found = new Map<string, Map<string, Acceptance>>();
  if (!isPlainObject(body.Resources)) return found;
  const resources = body.Resources;
  // keys, not entries: a scan reads this once per template of up to thousands of resources
  for (const logicalId of resourceIds ?? Object.keys(resources)) {
    const resource = resources[logicalId];
    const metadata = isPlainObject(resource) ? resource.Metadata : undefined;
    if (!isPlainObject(metadata)) continue;
    const accepted = new Map<string, Acceptance>();
    // another tool's suppression first, so Sahab's own entry for the same rule wins
    for (const peer of peerSuppressions(metadata)) accepted.set(peer.ruleId, peer.acceptance);
    for (const own of sahabEntries(metadata.sahab, now)) accepted.set(own.ruleId, own.acceptance);
    if (accepted.size > 0) found.set(logicalId, accepted);
  }
  return found;
}

interface Entry {
  ruleId: string;
  acceptance: Acceptance;
}

function sahabEntries(key: unknown, now: string): Entry[] {
  if (!isPlainObject(key)) return [];
  const entries: Entry[] = [];
  for (const [ruleId, e] of Object.entries(isPlainObject(key.accepted_risks) ? key.accepted_risks : {})) {
    const reason = text(dig(e, 'reason'));
    const owner = text(dig(e, 'owner'));
    const expires = date(dig(e, 'expires'));
    if (!reason || !owner || !expires) continue;
    entries.push({
      ruleId,
      acceptance: {
        kind: 'accepted-risk',
        source: 'sahab',
        reason,
        owner,
        expires,
        valid: stillValid(expires, now),
      },
    });
  }
  const exceptions = isPlainObject(key.residency_exceptions) ? key.residency_exceptions : {};
  for (const [ruleId, e] of Object.entries(exceptions)) {
    const owner = text(dig(e, 'approved_by'));
    const reference = text(dig(e, 'reference'));
    const approvedOn = date(dig(e, 'date'));
    const expires = date(dig(e, 'expires'));
    if (!owner || !reference || !approvedOn) continue;
    entries.push({
      ruleId,
      acceptance: {
        kind: 'residency-exception',
        source: 'sahab',
        reason: text(dig(e, 'reason')) ?? `approved on ${approvedOn}`,
        owner,
        reference,
        accepted_at: approvedOn,
        ...(expires ? { expires } : {}),
        valid: stillValid(expires, now),
      },
    });
  }
  return entries;
}

function peerSuppressions(metadata: Record<string, unknown>): Entry[] {
  const entries: Entry[] = [];
  const add = (source: Acceptance['source'], id: unknown, reason: unknown) => {
    if (typeof id !== 'string' || source === 'sahab') return;
    for (const ruleId of ourRulesFor(source, id))
      entries.push({
        ruleId,
        acceptance: {
          kind: 'accepted-risk',
          source,
          source_rule: id,
          reason: text(reason) ?? `suppressed by ${source} without a reason`,
          valid: true,
        },
      });
  };
  for (const s of list(dig(metadata.cfn_nag, 'rules_to_suppress')))
    add('cfn-nag', dig(s, 'id'), dig(s, 'reason'));
  for (const s of list(dig(metadata.cdk_nag, 'rules_to_suppress')))
    add('cdk-nag', dig(s, 'id'), dig(s, 'reason'));
  for (const s of list(dig(metadata.checkov, 'skip'))) add('checkov', dig(s, 'id'), dig(s, 'comment'));
  for (const name of list(dig(metadata.guard, 'SuppressedRules'))) add('cfn-guard', name, undefined);
  return entries;
}

const dig = (node: unknown, key: string): unknown => (isPlainObject(node) ? node[key] : undefined);
const list = (node: unknown): unknown[] => (Array.isArray(node) ? node : []);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A YAML date (parsed as text or as a Date) as YYYY-MM-DD; undefined when it is not one. */
function date(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}
