import type { ArchitecturePlan, Block } from '../plan';
import type { Requirements } from '../requirements';
import type { ServiceNode } from './service-node';

export type CfnResource = {
  Type: string;
  Properties?: Record<string, unknown>;
  DependsOn?: string | string[];
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  Condition?: string;
};

/**
 * What blocks write into while the template is assembled. Blocks add resources under their own
 * name prefix and find shared parts (the key, the network, the compute security groups) here.
 */
export class SynthesisContext {
  readonly resources: Record<string, CfnResource> = {};
  readonly parameters: Record<string, Record<string, unknown>> = {};
  readonly outputs: Record<string, Record<string, unknown>> = {};
  readonly conditions: Record<string, unknown> = {};
  readonly origins: Record<string, string> = {};
  /** security groups of compute that data stores admit, with the block each belongs to */
  readonly clientGroups: string[] = [];
  /** data stores' security groups and ports, opened to every client group once all blocks are placed */
  readonly dataStoreGroups: { group: string; port: number; block: string }[] = [];
  /** ARNs (as intrinsic values) of data stores that compute may read and write */
  readonly dataAccess: { actions: string[]; resources: unknown[] }[] = [];
  /** IAM roles of the design's compute (logical ids), which resource policies name */
  readonly computeRoles: string[] = [];
  /** shared file systems compute mounts: the file system, its access point and mount targets */
  readonly fileSystems: { fileSystem: string; accessPoint: string; mountTargets: string[]; path: string }[] =
    [];
  /** the alarm topic of the monitoring block, when the plan has one */
  monitoringTopic?: string;
  /** alarms of the design, given the topic they notify once every block is built (see routeAlarms) */
  readonly alarms: string[] = [];
  /** alarms on where the design's failures land, for its operator (see addFailureAlarms) */
  readonly failureAlarms: string[] = [];
  /** the built services of the open vocabulary, by block name, for the edges to wire */
  readonly nodes: Record<string, ServiceNode[]> = {};
  /** resources AWS Backup protects */
  readonly backupTargets: unknown[] = [];

  constructor(
    readonly plan: ArchitecturePlan,
    readonly requirements: Requirements,
  ) {}

  add(block: Pick<Block, 'name'> | string, logicalId: string, resource: CfnResource): string {
    if (this.resources[logicalId]) throw new Error(`Two blocks define the resource ${logicalId}`);
    this.resources[logicalId] = resource;
    this.origins[logicalId] = typeof block === 'string' ? block : block.name;
    return logicalId;
  }

  parameter(name: string, definition: Record<string, unknown>): string {
    this.parameters[name] ??= definition;
    return name;
  }

  output(name: string, value: unknown, description: string): void {
    this.outputs[name] = { Description: description, Value: value };
  }

  /**
   * The brief refuses this vocabulary family ("no SQS"): it is built neither as asked nor as
   * another's part. What was not built names its family by label (or, from a model, by id).
   */
  refuses(family: { id: string; label: string }): boolean {
    return (this.requirements.not_built ?? []).some(
      (n) => n.service === family.label || n.service === family.id,
    );
  }

  /** The DataClassification tag value every data store carries (the engine reads it). */
  get classificationTag(): string {
    const c = this.requirements.data_classification;
    return c.charAt(0).toUpperCase() + c.slice(1);
  }

  tags(extra: Record<string, unknown> = {}): { Key: string; Value: unknown }[] {
    return [
      { Key: 'DataClassification', Value: this.classificationTag },
      ...Object.entries(extra).map(([Key, Value]) => ({ Key, Value })),
    ];
  }

  get production(): boolean {
    return this.requirements.environment === 'production';
  }
}
