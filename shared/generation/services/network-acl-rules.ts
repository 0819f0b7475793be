import { VPC_CIDR } from '../synthesis/network-refs';

/**
 * The rules a brief states for a network ACL, read from the words after its name ("denies
 * inbound port 23", "allows HTTP and HTTPS, and all outbound traffic"), and those that follow
 * them for the traffic it did not speak of. Data and reading for network-acl.ts.
 */

/** Words that allow or refuse traffic in a rule, English and Arabic (stems: "allows", "blocking", "يسمح"). */
const ACTIONS: readonly (readonly [RegExp, 'allow' | 'deny'])[] = [
  [
    /\b(?:den(?:y|ies|ied|ying)|block\w*|reject\w*|drop\w*|refus\w*|disallow\w*|forbid\w*)\b|[يت]?منع|حظر|يحظر|تحظر|رفض/,
    'deny',
  ],
  [/\b(?:allow\w*|alow\w*|permit\w*|accept\w*|open\w*)\b|[يت]?سمح|السماح/, 'allow'],
];
/** Words for the way traffic goes: out of the subnet (egress) or into it. */
const DIRECTIONS: readonly (readonly [RegExp, boolean])[] = [
  [/\b(?:outbound|egress|outgoing)\b|الصادر/, true],
  [/\b(?:inbound|ingress|incoming)\b|الوارد|الداخل/, false],
];
/** Protocols a brief names instead of a port: IP protocol number and port range (-1: every protocol). */
const NAMED_TRAFFIC: readonly (readonly [RegExp, number, number, number])[] = [
  [
    /\ball (?:the )?(?:traffic|ports|protocols)\b|\beverything\b|\ball (?:inbound|outbound)\b|كل (?:المنافذ|الحركة)|جميع (?:المنافذ|الحركة)/,
    -1,
    0,
    65535,
  ],
  [/\bhttps\b/, 6, 443, 443],
  [/\bhttp\b(?!s)/, 6, 80, 80],
  [/\bssh\b/, 6, 22, 22],
  [/\btelnet\b/, 6, 23, 23],
  [/\brdp\b|\bremote desktop\b/, 6, 3389, 3389],
  [/\bftp\b/, 6, 21, 21],
  [/\bsmtp\b/, 6, 25, 25],
  [/\bdns\b/, 17, 53, 53],
  [/\bmysql\b/, 6, 3306, 3306],
  [/\bpostgres(?:ql)?\b/, 6, 5432, 5432],
  [/\bicmp\b|\bping\b/, 1, -1, -1],
];
/** A port or a range of ports after the word for port ("port 23", "ports 1024-65535", "المنفذ 3389"). */
const PORTS = /(?:\bports?|منفذ|المنفذ|المنافذ|منافذ)\s*:?\s*(\d{1,5})(?:\s*(?:-|–|to|إلى)\s*(\d{1,5}))?/g;
const UDP = /\budp\b/;
const CIDR = /\b\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}\b/;
/** Where one rule's words end and the next's begin (the action and direction carry over). */
const RULE_JOINS = /\s*(?:[,;،؛]|\band\b|\bthen\b|\bwhile\b|\bbut\b)\s*|(?<=[.!?])\s+/;
export interface Rule {
  action: 'allow' | 'deny';
  egress: boolean;
  protocol: number;
  from: number;
  to: number;
  cidr: string;
}

/**
 * The rules a brief states for its ACL, clause by clause: each names what it lets through or
 * refuses (ports, or protocols by name), an action and a direction carried over from the clause
 * before where it says none ("allows inbound HTTP and HTTPS"), inbound when never said.
 */
export function aclRulesOf(text: string): Rule[] {
  const rules: Rule[] = [];
  let action: Rule['action'] | undefined;
  let egress = false;
  let cidr = '0.0.0.0/0';
  for (const clause of text.split(RULE_JOINS)) {
    action = ACTIONS.find(([words]) => words.test(clause))?.[1] ?? action;
    egress = DIRECTIONS.find(([words]) => words.test(clause))?.[1] ?? egress;
    cidr = CIDR.exec(clause)?.[0] ?? cidr;
    if (!action) continue;
    const udp = UDP.test(clause);
    const traffic = [
      ...[...clause.matchAll(PORTS)].map((m): [number, number, number] => {
        const from = Number(m[1]);
        return [udp ? 17 : 6, from, Math.max(from, Number(m[2] ?? from))];
      }),
      ...NAMED_TRAFFIC.filter(([words]) => words.test(clause)).map(
        ([, protocol, from, to]): [number, number, number] => [protocol, from, to],
      ),
    ];
    for (const [protocol, from, to] of traffic)
      if (from <= 65535 && to <= 65535) rules.push({ action, egress, protocol, from, to, cidr });
  }
  // a port said twice ("HTTP on port 80") is one rule
  return rules.filter((rule, i) => rules.findIndex((r) => JSON.stringify(r) === JSON.stringify(rule)) === i);
}

/**
 * The rules after the stated ones, for the traffic the brief did not speak of. A way with only
 * refusals (or none) lets the rest through: out, everything; in, what a network needs without
 * opening the subnets to the internet on every port: anything from inside the VPC, replies to
 * what went out (TCP 1024-65535), and on public subnets web traffic (80, 443). A way with
 * allowances keeps to them, but lets back the replies to what the other way allows (ACLs do not
 * track connections).
 */
export function closingRules(stated: readonly Rule[], publicSubnets: boolean): Rule[] {
  const closing: Rule[] = [];
  const internet = '0.0.0.0/0';
  const tcp = (from: number, to: number, egress: boolean): Rule => ({
    action: 'allow',
    egress,
    protocol: 6,
    from,
    to,
    cidr: internet,
  });
  const allowsIn = (egress: boolean) => stated.some((r) => r.egress === egress && r.action === 'allow');
  if (!allowsIn(true))
    closing.push({ action: 'allow', egress: true, protocol: -1, from: 0, to: 65535, cidr: internet });
  if (!allowsIn(false))
    closing.push(
      { action: 'allow', egress: false, protocol: -1, from: 0, to: 65535, cidr: VPC_CIDR },
      tcp(1024, 65535, false),
      ...(publicSubnets ? [tcp(80, 80, false), tcp(443, 443, false)] : []),
    );
  for (const egress of [false, true])
    if (
      allowsIn(egress) &&
      allowsIn(!egress) &&
      !stated.some((r) => r.egress === egress && r.protocol === -1)
    )
      closing.push(tcp(1024, 65535, egress));
  return closing;
}
