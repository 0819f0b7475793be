import {
  CloudFormationClient,
  DescribeStackDriftDetectionStatusCommand,
  DescribeStackResourceDriftsCommand,
  DetectStackDriftCommand,
  type StackResourceDrift,
} from '@aws-sdk/client-cloudformation';
import type { RegionalTarget } from '#functions/lib/ports/cloud-target';
import type {
  DifferenceType,
  DriftDetector,
  ResourceDrift,
  ResourceDriftStatus,
} from '#functions/lib/ports/drift-detector';
import { toCloudError } from './aws-errors';
import type { RoleSessions } from './role-sessions';

export interface DriftTiming {
  /** between DescribeStackDriftDetectionStatus calls while CloudFormation compares */
  pollMs: number;
  /** give up after this long: the API answers within API Gateway's 29 s */
  timeoutMs: number;
}

export const DRIFT_TIMING: DriftTiming = { pollMs: 2_000, timeoutMs: 24_000 };

const RESOURCE_STATUSES = new Set<ResourceDriftStatus>(['IN_SYNC', 'MODIFIED', 'DELETED', 'NOT_CHECKED']);
const DIFFERENCES = new Set<DifferenceType>(['ADD', 'REMOVE', 'NOT_EQUAL']);

/**
 * CloudFormation's drift detection through the linked role: DetectStackDrift starts it,
 * DescribeStackDriftDetectionStatus is polled until it is done, and every page of
 * DescribeStackResourceDrifts gives each resource's status and property differences.
 */
export function cloudFormationDriftDetector(
  sessions: RoleSessions,
  timing: DriftTiming = DRIFT_TIMING,
): DriftDetector {
  const send = <T>(target: RegionalTarget, call: (client: CloudFormationClient) => Promise<T>) =>
    sessions.run(target, (credentials) =>
      call(new CloudFormationClient({ region: target.region, credentials, maxAttempts: 1 })),
    );
  return {
    async detectDrift(target, stackNameOrId) {
      try {
        const { StackDriftDetectionId: detectionId } = await send(target, (cfn) =>
          cfn.send(new DetectStackDriftCommand({ StackName: stackNameOrId })),
        );
        const started = Date.now();
        for (;;) {
          const status = await send(target, (cfn) =>
            cfn.send(new DescribeStackDriftDetectionStatusCommand({ StackDriftDetectionId: detectionId })),
          );
          if (status.DetectionStatus === 'DETECTION_FAILED') {
            throw toCloudError({
              name: 'ValidationError',
              message: `Drift detection failed: ${status.DetectionStatusReason ?? 'no reason given'}`,
            });
          }
          if (status.DetectionStatus === 'DETECTION_COMPLETE') break;
          if (Date.now() - started > timing.timeoutMs) {
            throw toCloudError({
              name: 'ThrottlingException',
              message: 'CloudFormation is still detecting drift on this stack: check again in a moment.',
            });
          }
          await new Promise((resolve) => setTimeout(resolve, timing.pollMs));
        }
        const resources: ResourceDrift[] = [];
        let token: string | undefined;
        do {
          const page = await send(target, (cfn) =>
            cfn.send(new DescribeStackResourceDriftsCommand({ StackName: stackNameOrId, NextToken: token })),
          );
          resources.push(...(page.StackResourceDrifts ?? []).map(resourceDrift));
          token = page.NextToken;
        } while (token);
        const drifted = resources.some((r) => r.status === 'MODIFIED' || r.status === 'DELETED');
        return { status: drifted ? 'DRIFTED' : 'IN_SYNC', resources };
      } catch (error) {
        throw toCloudError(error);
      }
    },
  };
}

function resourceDrift(drift: StackResourceDrift): ResourceDrift {
  const status = drift.StackResourceDriftStatus as ResourceDriftStatus;
  return {
    logicalId: drift.LogicalResourceId ?? '',
    ...(drift.PhysicalResourceId && { physicalId: drift.PhysicalResourceId }),
    type: drift.ResourceType ?? '',
    status: RESOURCE_STATUSES.has(status) ? status : 'NOT_CHECKED',
    properties: (drift.PropertyDifferences ?? []).map((d) => ({
      path: d.PropertyPath ?? '',
      expected: d.ExpectedValue ?? '',
      actual: d.ActualValue ?? '',
      difference: DIFFERENCES.has(d.DifferenceType as DifferenceType)
        ? (d.DifferenceType as DifferenceType)
        : 'NOT_EQUAL',
    })),
  };
}
