/**
 * The generation stages, one function per agent or step, for the workflow's task functions.
 * Order: chiefArchitect -> leadArchitect -> synthesize -> (securityAgent || costAgent on the
 * security agent's input template; cost is re-read from the fixed template) -> validityGate on
 * `security.template` (ERRORs: leadArchitect again with a RepairContext, at most
 * MAX_REPAIR_ROUNDS) -> renderDiagram -> renderArtifacts. `runGeneration` chains them in one process.
 */
export { costAgent } from '#shared/generation/agents/cost';
export type { RepairContext } from '#shared/generation/agents/model-calls';
export { securityAgent } from '#shared/generation/agents/security';
export { renderDiagram } from '#shared/generation/artifacts/diagram';
export { renderArtifacts } from '#shared/generation/artifacts/index';
export { MAX_REPAIR_ROUNDS, STAGES, type StageName } from '#shared/generation/stages';
export { SynthesisError, synthesize } from '#shared/generation/synthesis/index';
export { chiefArchitect } from './chief-architect';
export { leadArchitect } from './lead-architect';
export { GenerationError, type GenerationPorts, type GenerationResult, runGeneration } from './run';
export { validityGate } from './validity-gate';
