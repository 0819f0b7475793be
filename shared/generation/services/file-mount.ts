import type { SynthesisContext } from '../synthesis/context';
import type { ServiceNode } from '../synthesis/service-node';
import { getAtt } from './kit';

/**
 * A function that reaches a file system mounts it through the file system's access point (Lambda
 * mounts under /mnt only), once the mount targets are up: a function created before them cannot
 * mount at its first start. Other callers (instances, tasks) mount in their own blocks.
 */
export function mountInFunction(
  ctx: SynthesisContext,
  caller: ServiceNode,
  node: ServiceNode,
  accessPointArn: string,
  path: string,
): void {
  if (!caller.fn) return;
  const fn = ctx.resources[caller.fn];
  if (!fn?.Properties) return;
  const LocalMountPath = path.startsWith('/mnt/') ? path : `/mnt/${node.name.toLowerCase()}`;
  fn.Properties.FileSystemConfigs = [
    { Arn: getAtt(`${node.name}AccessPoint`, accessPointArn), LocalMountPath },
  ];
  const targets = Object.keys(ctx.resources).filter((id) => id.startsWith(`${node.name}MountTarget`));
  fn.DependsOn = [...new Set([...[fn.DependsOn ?? []].flat(), ...targets])];
}
