/**
 * A brief may name a resource by its CloudFormation type ("an AWS::EC2::EIPAssociation", "add a
 * NetworkAclEntry"): each reader finds types by their words ("network acl entry"), so a registry
 * type's name written as one word is spelled out in its words before the brief is read. The names
 * are CloudFormation's (every type the CDK's service specification lists), so a name the
 * brief gives its own thing ("a queue named OrderQueue") stays as written. The result keeps the
 * capitals, which say a name to the readers that look for one.
 */
import { knownResourceTypes } from '../../cfn/replacement';

/** "NetworkAclEntry" -> "Network Acl Entry", "EIPAssociation" -> "EIP Association". */
const spaced = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');

let TYPES: { all: Set<string>; joined: Map<string, string> } | undefined;
/** Every registry type the studio knows, and the names among them of two words or more, spelled. */
function types() {
  if (TYPES) return TYPES;
  const all = new Set(knownResourceTypes());
  const joined = new Map<string, string>();
  for (const type of all) {
    const name = type.split('::')[2] ?? '';
    if (spaced(name) !== name) joined.set(name, spaced(name));
  }
  TYPES = { all, joined };
  return TYPES;
}

/** The brief with each registry type written by its CloudFormation name spelled in its words. */
export function withTypeNamesSpelled(brief: string): string {
  const { all, joined } = types();
  return brief
    .replace(/\bAWS::([A-Za-z0-9]+)::([A-Za-z0-9]+)\b/g, (whole, service: string, name: string) =>
      all.has(whole) ? `${service} ${spaced(name)}` : whole,
    )
    .replace(/\b[A-Z][A-Za-z0-9]+\b/g, (word) => joined.get(word) ?? word);
}
