import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import { dig, toBool, toList } from './props';

export interface PublicIpRequest {
  /** positions of interfaces that set AssociatePublicIpAddress to true */
  requested: number[];
  unknown?: { label: string; value: UnknownValue };
}

/** Reads NetworkInterfaces[].AssociatePublicIpAddress (instances and launch templates alike). */
export function publicIpRequests(interfaces: unknown, label: string): PublicIpRequest {
  const list = toList(interfaces);
  if (isUnknown(list)) return { requested: [], unknown: { label, value: list } };
  const result: PublicIpRequest = { requested: [] };
  list.forEach((nic, index) => {
    const value = isUnknown(nic) ? nic : toBool(dig(nic, 'AssociatePublicIpAddress'));
    if (isUnknown(value)) result.unknown ??= { label: `${label}[${index}].AssociatePublicIpAddress`, value };
    else if (value === true) result.requested.push(index);
  });
  return result;
}
