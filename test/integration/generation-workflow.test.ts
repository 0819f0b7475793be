import { parseToObject } from 'hcl2-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { installAgentModel } from '#functions/lib/compose/model';
import { auditTrail } from '#functions/lib/generation/audit-trail';
import { prepareDeployment } from '#functions/lib/generation/prepare-deployment';
import { sessionArtifacts } from '#functions/lib/generation/session-artifacts';
import { sessionView } from '#functions/lib/generation/session-view';
import { startGeneration } from '#functions/lib/generation/start-generation';
import type { AgentModel } from '#functions/lib/ports/model';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { findTemplate } from '#functions/lib/templates/find-template';
import type { SessionView } from '#shared/api/sessions';
import type { ArchitecturePlan } from '#shared/generation/plan';
import { generationHarnessForFile } from '#test/fixtures/generation-harness';
import { modelWithRawResources, RAW } from '#test/fixtures/raw-resources';
import { putSubscription, subscribedCaller } from '#test/fixtures/sessions';

const harness = generationHarnessForFile();
afterAll(() => installAgentModel(undefined));

const BRIEF =
  'A web application for a bank with a PostgreSQL database holding confidential customer data, highly available, SAMA compliant.';

/** Starts a run for a user on a plan and waits for its workflow to end. */
async function generate(userId: string, tier: 'starter' | 'pro', prompt = BRIEF): Promise<SessionView> {
  const caller = await putSubscription(harness.table, userId, tier);
  const { session_id } = await startGeneration(harness.ports, caller, { prompt });
  await harness.ended(session_id);
  const record = await harness.ports.sessions.get(userId, session_id);
  if (!record) throw new Error('the session is gone');
  return sessionView(record);
}

/** A model answering like the offline planner, except that its plans carry a resource AWS refuses. */
function modelAddingBrokenResource(options: { repairs: boolean }): AgentModel {
  const offline = offlinePlanner();
  return {
    ...offline,
    async ask(agent, input) {
      const answer = await offline.ask(agent, input);
      const repairing = agent === 'lead-architect' && 'repair' in (input as object);
      if (agent !== 'lead-architect' || (repairing && options.repairs)) return answer;
      const plan = answer as ArchitecturePlan;
      return {
        ...plan,
        extra_resources: [
          {
            logical_id: 'AuditTopic',
            type: 'AWS::SNS::Topic',
            properties: { TopicName: 'audit', NotAPropertyOfTopics: true },
            reason: 'audit notifications',
          },
        ],
      } as typeof answer;
    },
  };
}

describe('the generation workflow on the local runner', { timeout: 180_000 }, () => {
  it('runs every agent to a completed session, publishing each step live', async () => {
    const view = await generate('pro-user', 'pro');
    expect(view.status).toBe('completed');
    expect(view.progress).toBe(100);
    expect(view.stages.map((stage) => [stage.agent, stage.status])).toEqual([
      ['chief-architect', 'completed'],
      ['lead-architect', 'completed'],
      ['synthesis', 'completed'],
      ['security', 'completed'],
      ['cost', 'completed'],
      ['validity', 'completed'],
      ['diagram', 'completed'],
      ['artifacts', 'completed'],
    ]);
    for (const stage of view.stages) {
      expect(stage.summary, stage.agent).toBeTruthy();
      expect(Date.parse(stage.completed_at ?? '') >= Date.parse(stage.started_at ?? '')).toBe(true);
    }
    const published = harness.live.messages.filter((m) => m.topicId === view.session_id);
    expect(published.every((m) => m.userId === 'pro-user' && m.message.type === 'session')).toBe(true);
    const progress = published.map((m) => (m.message.type === 'session' ? m.message.progress : -1));
    expect(progress.at(-1)).toBe(100);
    expect(progress.filter((value, i) => i > 0 && value < (progress[i - 1] ?? 0))).toEqual([]);
    // each agent was seen running, then done
    expect(published.length).toBeGreaterThanOrEqual(2 * view.stages.length);

    const audit = await auditTrail(harness.ports, 'pro-user', view.session_id);
    const verdicts = audit.entries.filter((entry) => entry.event === 'verdict').map((entry) => entry.actor);
    expect(verdicts.sort()).toEqual([...view.stages.map((stage) => stage.agent)].sort());
    expect(audit.model_id).toBe('offline-planner');
  });

  it('answers every artifact on Pro, with Terraform that parses as HCL, and withholds two on Starter', async () => {
    const pro = await generate('pro-artifacts', 'pro');
    const answer = await sessionArtifacts(
      harness.ports,
      await subscribedCaller(harness.table, 'pro-artifacts'),
      pro.session_id,
    );
    expect(answer.artifacts.map((artifact) => artifact.kind).sort()).toEqual([
      'checklist',
      'cloudformation',
      'compliance',
      'cost',
      'design',
      'diagram-graph',
      'diagram-svg',
      'pipeline',
      'review',
      'sarif',
      'terraform',
    ]);
    expect(answer.withheld).toEqual([]);
    const terraform = answer.artifacts.find((artifact) => artifact.kind === 'terraform');
    expect(JSON.stringify(parseToObject(terraform?.content ?? ''))).toContain('aws_cloudformation_stack');
    const template = answer.artifacts.find((artifact) => artifact.kind === 'cloudformation')?.content;
    expect(template).toContain('AWS::RDS::DB');

    const starter = await generate('starter-artifacts', 'starter', 'A small static website');
    const limited = await sessionArtifacts(
      harness.ports,
      await subscribedCaller(harness.table, 'starter-artifacts'),
      starter.session_id,
    );
    expect(limited.artifacts.map((artifact) => artifact.kind)).not.toContain('terraform');
    expect(limited.artifacts.map((artifact) => artifact.kind)).not.toContain('pipeline');
    expect(limited.withheld).toEqual(['terraform', 'pipeline']);
  });

  it("prepares the deployment once as a private template only its owner's library holds", async () => {
    const view = await generate('preparer', 'pro');
    const first = await prepareDeployment(harness.ports, 'preparer', view.session_id);
    const again = await prepareDeployment(harness.ports, 'preparer', view.session_id);
    expect(again).toEqual(first);
    expect(first.template_id).toBe(`utpl-${view.session_id}`);
    const sources = {
      catalog: { get: async () => undefined },
      privateTemplates: harness.ports.templates,
    };
    const template = await findTemplate(sources, 'preparer', first.slug);
    expect(template).toMatchObject({
      template_id: first.template_id,
      is_private: true,
      category: 'My templates',
    });
    expect(template?.template_body).toContain('AWS::RDS::DB');
    expect(template?.framework_scores.SAMA).toBeGreaterThanOrEqual(90);
    expect(await findTemplate(sources, 'someone-else', first.template_id)).toBeUndefined();
    expect((await harness.ports.sessions.get('preparer', view.session_id))?.templateId).toBe(
      first.template_id,
    );
    await expect(prepareDeployment(harness.ports, 'someone-else', view.session_id)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('sends a template the validator refuses back to the architect, who repairs it', async () => {
    installAgentModel(modelAddingBrokenResource({ repairs: true }));
    try {
      const view = await generate('repaired', 'pro');
      expect(view.status).toBe('completed');
      expect(view.repair_rounds).toBe(1);
      const audit = await auditTrail(harness.ports, 'repaired', view.session_id);
      const leadVerdicts = audit.entries.filter((e) => e.actor === 'lead-architect' && e.event === 'verdict');
      expect(leadVerdicts).toHaveLength(2);
      const gate = audit.entries.filter((e) => e.actor === 'validity' && e.event === 'verdict');
      expect(gate[0]?.detail).toMatch(/AuditTopic.*sent back to the lead architect/);
    } finally {
      installAgentModel(undefined);
    }
  });

  it('drops a raw resource the architect cannot mend, lists why, and completes', async () => {
    installAgentModel(modelAddingBrokenResource({ repairs: false }));
    try {
      const view = await generate('unrepaired', 'pro');
      expect(view.status).toBe('completed');
      expect(view.repair_rounds).toBe(1);
      const answer = await sessionArtifacts(
        harness.ports,
        await subscribedCaller(harness.table, 'unrepaired'),
        view.session_id,
      );
      const byKind = (kind: string) => answer.artifacts.find((a) => a.kind === kind)?.content ?? '';
      expect(byKind('cloudformation')).not.toContain('AuditTopic');
      const design = JSON.parse(byKind('design')) as { not_built: { phrase: string; reason: string }[] };
      expect(design.not_built.find((n) => n.phrase === 'AuditTopic')?.reason).toMatch(
        /AWS's validator refused it: .*NotAPropertyOfTopics/,
      );
      expect(byKind('review')).toMatch(/## Not built, and why[\s\S]*"AuditTopic" \(AWS::SNS::Topic\)/);
    } finally {
      installAgentModel(undefined);
    }
  });

  it('the workflow steps gate raw resources: the guard, the rules and the validator each drop theirs', async () => {
    installAgentModel(modelWithRawResources([RAW.good, RAW.refused, RAW.ruleBreaking, RAW.escalating]));
    try {
      const view = await generate('raw-gates', 'pro', 'A small API that stores orders in a DynamoDB table');
      expect(view.status).toBe('completed');
      const answer = await sessionArtifacts(
        harness.ports,
        await subscribedCaller(harness.table, 'raw-gates'),
        view.session_id,
      );
      const byKind = (kind: string) => answer.artifacts.find((a) => a.kind === kind)?.content ?? '';
      expect(byKind('cloudformation')).toContain('ReportSchedules:');
      const design = JSON.parse(byKind('design')) as { not_built: { phrase: string; reason: string }[] };
      const why = Object.fromEntries(design.not_built.map((n) => [n.phrase, n.reason]));
      expect(why.OpsRole).toMatch(/IAM escalation/);
      expect(why.AdminAccess).toMatch(/no automatic fix repairs it/);
      expect(why.AuditTopic).toMatch(/AWS's validator refused it/);
      const security = view.stages.find((stage) => stage.agent === 'security');
      expect(security?.summary).toMatch(/Dropped AdminAccess/);
    } finally {
      installAgentModel(undefined);
    }
  });

  it('fails clearly after two repair rounds when the building blocks themselves cannot be built', async () => {
    const offline = offlinePlanner();
    installAgentModel({
      ...offline,
      async ask(agent, input) {
        const answer = await offline.ask(agent, input);
        if (agent !== 'lead-architect') return answer;
        const plan = answer as ArchitecturePlan;
        return { ...plan, blocks: [...plan.blocks, plan.blocks[0]] } as typeof answer;
      },
    } as AgentModel);
    try {
      const view = await generate('unbuildable', 'pro');
      expect(view.status).toBe('failed');
      expect(view.repair_rounds).toBe(2);
      expect(view.error).toMatch(/still had 1 validator error after 2 repair rounds: Two blocks are named/);
      expect(view.stages.find((stage) => stage.agent === 'validity')?.status).toBe('failed');
      expect(view.stages.find((stage) => stage.agent === 'diagram')?.status).toBe('pending');
    } finally {
      installAgentModel(undefined);
    }
  });
});
