import type { DeploymentPorts } from '../deployments/ports';
import type { RegionalTarget } from '../ports/cloud-target';
import type { DriftDetector } from '../ports/drift-detector';
import type { DriftReportStore } from '../ports/drift-reports';

/** The sandbox console's hand edits: only the sandbox cloud has them. */
export interface SandboxConsole {
  liveResources(
    target: RegionalTarget,
    stackNameOrId: string,
  ): Promise<{ logicalId: string; type: string; properties: Record<string, unknown> }[]>;
  editLiveProperty(
    target: RegionalTarget,
    stackNameOrId: string,
    edit: { logicalId: string; path: string; value: unknown },
  ): Promise<void>;
}

/** A drift event other parts may act on (notifications). */
export interface DriftFound {
  userId: string;
  deploymentId: string;
  stackName: string;
  drifted: number;
}

/** What the drift verbs work with; compose/drift.ts fills it. */
export interface DriftPorts {
  deployments: DeploymentPorts;
  /** the customer cloud's drift detection, real or sandbox: built on first use */
  detector: () => Promise<DriftDetector>;
  /** the sandbox console, or undefined when the cloud is real AWS */
  sandboxConsole: () => Promise<SandboxConsole | undefined>;
  reports: DriftReportStore;
  /** told when a check finds drift (notifications); failures there never fail the check */
  onDrift?: (found: DriftFound) => Promise<void>;
}
