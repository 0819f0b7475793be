import type { z } from 'zod';
import type { Diagnostic } from '../../cfn/diagnostic';
import type { ArchitecturePlan } from '../plan';
import { architecturePlanSchema, MAX_RAW_RESOURCES } from '../plan';
import { MAX_RAW_PROPERTY_CHARS } from '../raw/guard';
import type { GenerationRequest } from '../request';
import type { Requirements } from '../requirements';
import { requirementsSchema } from '../requirements';
import { SERVICES } from '../services/index';

/** What the lead architect is told when the validity gate sends a plan back. */
export interface RepairContext {
  round: number;
  previous_plan: ArchitecturePlan;
  /** the validator's ERRORs, or the synthesis failure, on the previous plan */
  diagnostics: Diagnostic[];
}

/** The agents a model answers for, with what each receives and must return. */
export interface ModelCalls {
  'chief-architect': { input: GenerationRequest; output: Requirements };
  'lead-architect': {
    input: { requirements: Requirements; repair?: RepairContext };
    output: ArchitecturePlan;
  };
}
export type ModelAgent = keyof ModelCalls;

export interface AgentSpec {
  /** the forced tool's name (Bedrock) or function name (OpenAI-compatible) */
  tool: string;
  description: string;
  system: string;
  schema: z.ZodType;
}

const COMMON =
  'You work for Sahab, which designs AWS infrastructure that must pass the Saudi frameworks SAMA, NCA-ECC and CITC. ' +
  'Answer only by calling the tool with arguments that match its schema exactly.';

/** The open vocabulary, named for the model: each id a `service` block may build. */
const VOCABULARY = `A block of kind "service" builds one family of the service vocabulary by id (options.service), with its count and settings: ${SERVICES.filter(
  (spec) => spec.build,
)
  .map((spec) => `${spec.id} (${spec.label})`)
  .join(
    ', ',
  )}. Name in not_built, with the reason, anything the brief asks for that the plan does not build, and state any substitution there.`;

/** The contract for raw CloudFormation (extra_resources), as the gates in shared/generation/raw/ hold it. */
/** The account baseline (shared/generation/baseline.ts) holds the account-level controls: a plan repeats none unasked. */
const BASELINE =
  'The account-level controls (a CloudTrail trail, AWS Config, GuardDuty, Security Hub, the alarm topic) are the account baseline, deployed once per account and region: add a monitoring block, or those services, only when the requirements ask for monitoring, alerts or an audit trail (audit_trail only for an audit trail), and a backup block only when they ask for backups, a retention past 35 days or a second region.';

const RAW_CONTRACT = `Only for what no block or vocabulary service covers, add extra_resources: complete CloudFormation resources (logical_id, an AWS:: type, properties, reason), at most ${MAX_RAW_RESOURCES}, each with properties under ${MAX_RAW_PROPERTY_CHARS} characters of JSON. They may Ref the blocks' resources. They pass the same gates as the blocks: AWS's CloudFormation validator, the compliance rules of the requested frameworks (automatic fixes first), and the repair rounds. One that still fails is not built and is listed under "Not built, and why" with the reason, so write it compliant from the start (encryption, no public access, logging). Refused outright: logical ids a block already uses or that repeat, IAM users, groups and access keys, AWS::CloudFormation:: resources, and IAM escalation (Action "*", "iam:*", IAM write actions, NotAction, a service's "*" on every resource, AdministratorAccess or PowerUserAccess, trust policies open to any principal).`;

/** Instructions and answer schema per agent, used by the model adapters (the offline planner needs none). */
export const AGENT_SPECS: Record<ModelAgent, AgentSpec> = {
  'chief-architect': {
    tool: 'record_requirements',
    description: 'Record the requirements read from the brief.',
    system: `${COMMON} You are the chief architect. Read the user's brief (and any options they chose) and record the requirements: the workloads, scale, data classification, frameworks (all three when none is named), sector, region (options win; Saudi places map to me-south-1 with a note), environment, availability (multi-az only when the brief asks for high availability, a second region or production, serves a regulated sector, or a framework it is held to asks for a database standby, as SAMA and NCA-ECC do; else single-az, said as an assumption), budget and office IP ranges. When the brief speaks of gigabytes or more of data without a figure ("GBs of CSV", "terabytes of logs"), record those words as scale.bulk_data. List every assumption you make. When the brief is too thin to design from (it names nothing to build, such as "something for my shop"), also record up to three short questions, each with a sensible default answer for a small, low-cost first design; the user answers them before anything is designed. Write each question and its default in the brief's language: Arabic questions and Arabic defaults for a brief written in Arabic, and read answers in either language. Ask nothing when the brief says enough.`,
    schema: requirementsSchema,
  },
  'lead-architect': {
    tool: 'record_plan',
    description: 'Record the architecture plan as building blocks with options.',
    system: `${COMMON} You are the lead solutions architect. Turn the requirements into a plan of building blocks (each with a unique PascalCase name, a reason and its options) and the connections between them. Use Graviton (arm64), keep data in private subnets, and follow the availability and budget. ${BASELINE} ${VOCABULARY} ${RAW_CONTRACT} When repair diagnostics are given, change the plan so the errors cannot recur.`,
    schema: architecturePlanSchema,
  },
};
