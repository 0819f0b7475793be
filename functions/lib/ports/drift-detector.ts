import type { RegionalTarget } from './cloud-target';

/** How a property differs, in CloudFormation's words (PropertyDifference.DifferenceType). */
export type DifferenceType = 'ADD' | 'REMOVE' | 'NOT_EQUAL';

/** One property whose live value is not the template's. Values are JSON text, as AWS gives them. */
export interface PropertyDrift {
  /** JSON pointer under the resource's Properties, e.g. `/VersioningConfiguration/Status` */
  path: string;
  expected: string;
  actual: string;
  difference: DifferenceType;
}

export type ResourceDriftStatus = 'IN_SYNC' | 'MODIFIED' | 'DELETED' | 'NOT_CHECKED';

export interface ResourceDrift {
  logicalId: string;
  physicalId?: string;
  type: string;
  status: ResourceDriftStatus;
  properties: PropertyDrift[];
}

export interface StackDrift {
  status: 'DRIFTED' | 'IN_SYNC';
  /** every resource CloudFormation checked, drifted or not */
  resources: ResourceDrift[];
}

/**
 * CloudFormation's drift detection in a linked account (DetectStackDrift, then
 * DescribeStackDriftDetectionStatus until it is done, then DescribeStackResourceDrifts). Refusals
 * are CloudError with AWS's words.
 */
export interface DriftDetector {
  detectDrift(target: RegionalTarget, stackNameOrId: string): Promise<StackDrift>;
}
