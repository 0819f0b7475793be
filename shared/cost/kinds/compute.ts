import type { Resource } from '#shared/cfn/types';
import type { Draft, Pricer, PricingContext, Range } from '../types';
import { ebsVolume } from './ebs';
import { hourly, listOf, mapOf, numberOf, referenced, text, unreadable } from './read';

const instanceKind = (type: string) => `instance ${type} (Linux, on-demand, shared tenancy)`;

/** Instance type and volumes of an instance, read from its own properties or its launch template. */
function launchData(resource: Resource, context: PricingContext): Record<string, unknown> | string {
  const { properties } = resource;
  const template = mapOf(properties.LaunchTemplate);
  if (template) {
    const id = template.LaunchTemplateId ?? template.LaunchTemplateName;
    const launch = referenced(id, context);
    if (launch?.type !== 'AWS::EC2::LaunchTemplate') return unreadable('launch template', id);
    return mapOf(launch.properties.LaunchTemplateData) ?? {};
  }
  if (properties.LaunchConfigurationName !== undefined) {
    const config = referenced(properties.LaunchConfigurationName, context);
    if (config?.type !== 'AWS::AutoScaling::LaunchConfiguration') {
      return unreadable('launch configuration', properties.LaunchConfigurationName);
    }
    return config.properties;
  }
  return properties;
}

/** Instance hours for `count` instances plus the EBS volumes each one has in its block device mappings. */
function instances(data: Record<string, unknown>, count: Range, defaultType?: string): Draft {
  const raw = data.InstanceType;
  const type = raw === undefined ? defaultType : text(raw);
  if (type === undefined) return { drivers: [], usage: [], unpriced: [unreadable('instance type', raw)] };
  const drivers = [
    count.min === count.max ? `${count.min} x ${type}` : `${count.min} to ${count.max} x ${type}`,
  ];
  const draft: Draft = {
    drivers,
    usage: [hourly(`${type} instance hours`, 'EC2', instanceKind(type), count)],
    unpriced: [],
  };
  const mappings = listOf(data.BlockDeviceMappings);
  if (!mappings)
    draft.unpriced?.push(
      'The root volume comes from the machine image, whose size the template does not say.',
    );
  for (const [index, mapping] of (mappings ?? []).entries()) {
    const ebs = mapOf(mapOf(mapping)?.Ebs);
    if (!ebs) continue;
    const name = text(mapOf(mapping)?.DeviceName) ?? `volume ${index + 1}`;
    const volume = ebsVolume(`volume ${name}`, {
      size: ebs.VolumeSize,
      type: ebs.VolumeType,
      iops: ebs.Iops,
      throughput: ebs.Throughput,
    });
    draft.drivers.push(...volume.drivers);
    draft.unpriced?.push(...(volume.unpriced ?? []));
    for (const line of volume.usage) {
      draft.usage.push({
        ...line,
        quantity: { min: line.quantity.min * count.min, max: line.quantity.max * count.max },
      });
    }
  }
  return draft;
}

/** EC2 instance: instance type hours (CloudFormation's default type is m1.small) and its EBS volumes. */
export const ec2Instance: Pricer = (resource, context) => {
  const data = launchData(resource, context);
  if (typeof data === 'string') return { drivers: [], usage: [], unpriced: [data] };
  const fromTemplate = data !== resource.properties;
  const ownType = resource.properties.InstanceType;
  const merged = ownType === undefined ? data : { ...data, InstanceType: ownType };
  return instances(merged, { min: 1, max: 1 }, fromTemplate ? undefined : 'm1.small');
};

/** Auto Scaling group: its launch template's instances, from the desired (or minimum) size to the maximum. */
export const autoScalingGroup: Pricer = (resource, context) => {
  const { properties } = resource;
  if (properties.MixedInstancesPolicy !== undefined) {
    return {
      drivers: [],
      usage: [],
      unpriced: ['Mixed-instances groups are not priced: the instance mix is chosen at run time.'],
    };
  }
  const data = launchData(resource, context);
  if (typeof data === 'string') return { drivers: [], usage: [], unpriced: [data] };
  const min = numberOf(properties.DesiredCapacity) ?? numberOf(properties.MinSize);
  const max = numberOf(properties.MaxSize);
  if (min === undefined || max === undefined) {
    return {
      drivers: [],
      usage: [],
      unpriced: [unreadable('group size', properties.MinSize ?? properties.MaxSize)],
    };
  }
  return instances(data, { min, max: Math.max(min, max) });
};

/** EBS volume (CloudFormation's default volume type is gp2). */
export const ebsVolumeResource: Pricer = (resource) => {
  const { properties } = resource;
  const volume = ebsVolume(
    'volume',
    {
      size: properties.Size,
      type: properties.VolumeType,
      iops: properties.Iops,
      throughput: properties.Throughput,
    },
    'gp2',
  );
  return { drivers: volume.drivers, usage: volume.usage, unpriced: volume.unpriced };
};
