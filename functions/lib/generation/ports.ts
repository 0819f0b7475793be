import type { AccountBaselineReader } from '../ports/account-baseline';
import type { DeploymentRepository } from '../ports/deployment-repository';
import type { LiveUpdates } from '../ports/live-updates';
import type { PrivateTemplateStore } from '../ports/private-templates';
import type { ResidencySettingsStore } from '../ports/residency-settings';
import type { SessionRepository } from '../ports/session-repository';
import type { UsageStore } from '../ports/usage-store';
import type { WorkflowStarter } from '../ports/workflow-starter';
import type { Agents } from './agents';

/** The model behind the agents, as the session records it. */
export interface ModelIdentity {
  /** `offline-planner`, a Bedrock model or inference profile id, or an OpenAI-compatible model name */
  id: string;
  /** the deterministic offline planner (a simulator the UI labels as such) */
  offline: boolean;
}

/** What the session verbs work with; compose/sessions.ts fills it. */
export interface SessionPorts {
  sessions: SessionRepository;
  templates: PrivateTemplateStore;
  usage: Pick<UsageStore, 'claimRun' | 'releaseRun'>;
  deployments: Pick<DeploymentRepository, 'list'>;
  workflows: WorkflowStarter;
  live: LiveUpdates;
  model: () => ModelIdentity;
  now: () => Date;
  /** users' residency settings: the security review scans a design with the one in force */
  residency: Pick<ResidencySettingsStore, 'get'>;
}

/** The workflow steps' ports: the session ports and the agents (kept out of the API's bundles). */
export interface GenerationPorts extends SessionPorts {
  agents: Agents;
  /** whether the user's target account has the account baseline (absent: the review says nothing of it) */
  baseline?: AccountBaselineReader;
}

/** The generation workflow's input: ids only; each step reads and writes the store. */
export interface GenerationInput {
  userId: string;
  sessionId: string;
}
