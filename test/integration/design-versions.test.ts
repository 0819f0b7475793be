import { describe, expect, it } from 'vitest';
import { WORK } from '#functions/lib/generation/agents';
import { answeredExecutionName, answerSessionQuestions } from '#functions/lib/generation/answer-questions';
import { designVersions } from '#functions/lib/generation/design-versions';
import { prepareDeployment } from '#functions/lib/generation/prepare-deployment';
import { refineDesign } from '#functions/lib/generation/refine-design';
import { sessionView } from '#functions/lib/generation/session-view';
import { startGeneration } from '#functions/lib/generation/start-generation';
import type { Requirements } from '#shared/generation/requirements';
import { generationHarnessForFile } from '#test/fixtures/generation-harness';
import { putSubscription } from '#test/fixtures/sessions';

const harness = generationHarnessForFile();

describe('changing a finished design makes a new version', { timeout: 180_000 }, () => {
  it('keeps what the instruction leaves alone, shows the difference, and prepares the chosen version', async () => {
    const caller = await putSubscription(harness.table, 'refiner', 'pro');
    const first = await startGeneration(harness.ports, caller, {
      prompt: 'A web application on ECS Fargate with a PostgreSQL database and a Redis cache.',
    });
    // only a completed design can be changed
    await expect(
      refineDesign(harness.ports, caller, first.session_id, { instruction: 'Remove the Redis cache.' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await harness.ended(first.session_id);

    const other = await putSubscription(harness.table, 'someone-else', 'pro');
    await expect(
      refineDesign(harness.ports, other, first.session_id, { instruction: 'Remove the Redis cache.' }),
    ).rejects.toMatchObject({ statusCode: 404 });

    const second = await refineDesign(harness.ports, caller, first.session_id, {
      instruction: 'Remove the Redis cache and add an SQS queue for background jobs.',
    });
    expect(second).toMatchObject({ status: 'running', version: 2 });
    expect(second.session_id).not.toBe(first.session_id);
    await harness.ended(second.session_id);
    const record = await harness.ports.sessions.get('refiner', second.session_id);
    expect(record && sessionView(record)).toMatchObject({
      status: 'completed',
      version: { design_id: first.session_id, number: 2, parent_session_id: first.session_id },
    });

    const listed = await designVersions(harness.ports, 'refiner', second.session_id);
    expect(listed.design_id).toBe(first.session_id);
    expect(listed.versions.map((v) => [v.version, v.session_id])).toEqual([
      [1, first.session_id],
      [2, second.session_id],
    ]);
    expect(listed.versions[1]?.instruction).toBe(
      'Remove the Redis cache and add an SQS queue for background jobs.',
    );

    const { changes } = listed;
    if (!changes) throw new Error('version 2 shows no changes');
    expect(changes).toMatchObject({ from_version: 1, from_session_id: first.session_id });
    expect(changes.resources.removed.some((r) => r.type.startsWith('AWS::ElastiCache::'))).toBe(true);
    expect(changes.resources.added.some((r) => r.type === 'AWS::SQS::Queue')).toBe(true);
    const requirements = (list: { requirement: string }[]) => list.map((e) => e.requirement);
    expect(requirements(changes.ledger.removed)).toContain('Amazon ElastiCache');
    expect(requirements(changes.ledger.added)).toEqual(
      expect.arrayContaining(['Amazon SQS', 'No Amazon ElastiCache']),
    );
    // the earlier entries the instruction left alone are neither removed nor re-added
    for (const kept of ['Amazon RDS', 'Amazon ECS']) {
      expect(requirements(changes.ledger.removed)).not.toContain(kept);
      expect(requirements(changes.ledger.added)).not.toContain(kept);
    }
    expect(changes.ledger.kept).toBeGreaterThan(0);
    expect(changes.cost.after.max).not.toBe(changes.cost.before.max);
    expect((await designVersions(harness.ports, 'refiner', first.session_id)).changes).toBeNull();

    // a version of a version belongs to the same design
    const third = await refineDesign(harness.ports, caller, second.session_id, {
      instruction: 'Add a CloudFront CDN in front.',
    });
    expect(third.version).toBe(3);
    await harness.ended(third.session_id);
    expect(
      (await designVersions(harness.ports, 'refiner', first.session_id)).versions.map((v) => v.version),
    ).toEqual([1, 2, 3]);

    // prepare-deployment takes the chosen version: version 2's template has no cache
    const prepared = await prepareDeployment(harness.ports, 'refiner', second.session_id);
    const template = await harness.ports.templates.find('refiner', prepared.template_id);
    expect(template?.template_body).toContain('AWS::SQS::Queue');
    expect(template?.template_body).not.toContain('AWS::ElastiCache::');
  });

  it('answers the earlier questions differently: the new version is designed with the new answer', async () => {
    const caller = await putSubscription(harness.table, 'shopkeeper', 'pro');
    const { session_id } = await startGeneration(harness.ports, caller, { prompt: 'Something for my shop' });
    await harness.ended(session_id);
    await answerSessionQuestions(harness.ports, 'shopkeeper', session_id, {});
    await harness.ended(session_id, answeredExecutionName(session_id));
    await expect(
      refineDesign(harness.ports, caller, session_id, {
        instruction: 'More users.',
        answers: { colour: 'blue' },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const next = await refineDesign(harness.ports, caller, session_id, {
      instruction: 'Plan for the busy season.',
      answers: { users: 'About 2000 customers at a time' },
    });
    await harness.ended(next.session_id);
    const record = await harness.ports.sessions.get('shopkeeper', next.session_id);
    expect(record?.status).toBe('completed');
    // asked once, on the first version: the new one is designed with the new answer, not asked again
    expect(record?.answered?.find((q) => q.id === 'users')).toMatchObject({
      answer: 'About 2000 customers at a time',
      defaulted: false,
    });
    const requirements = await harness.ports.sessions.getWork<Requirements>(
      'shopkeeper',
      next.session_id,
      WORK.requirements,
    );
    expect(requirements?.scale.users).toBe(2000);
  });
});
