import { describe, expect, it } from 'vitest';
import { WORK } from '#functions/lib/generation/agents';
import { answeredExecutionName, answerSessionQuestions } from '#functions/lib/generation/answer-questions';
import { sessionArtifacts } from '#functions/lib/generation/session-artifacts';
import { sessionView } from '#functions/lib/generation/session-view';
import { startGeneration } from '#functions/lib/generation/start-generation';
import type { Requirements } from '#shared/generation/requirements';
import { generationHarnessForFile } from '#test/fixtures/generation-harness';
import { putSubscription } from '#test/fixtures/sessions';

const harness = generationHarnessForFile();

async function viewOf(userId: string, sessionId: string) {
  const record = await harness.ports.sessions.get(userId, sessionId);
  if (!record) throw new Error('the session is gone');
  return sessionView(record);
}

describe('clarifying questions on a thin brief', { timeout: 180_000 }, () => {
  it('waits with questions instead of designing, then continues the same session with the answers', async () => {
    const caller = await putSubscription(harness.table, 'shop-owner', 'pro');
    const { session_id } = await startGeneration(harness.ports, caller, {
      prompt: 'Something for my shop',
    });
    await harness.ended(session_id);
    const waiting = await viewOf('shop-owner', session_id);
    expect(waiting.status).toBe('waiting');
    expect(waiting.questions.length).toBeGreaterThan(0);
    expect(waiting.questions.length).toBeLessThanOrEqual(3);
    for (const question of waiting.questions) expect(question.default.length).toBeGreaterThan(0);
    expect(waiting.stages.find((s) => s.agent === 'chief-architect')?.status).toBe('completed');
    expect(waiting.stages.filter((s) => s.status !== 'pending').map((s) => s.agent)).toEqual([
      'chief-architect',
    ]);
    // nothing was designed, so nothing is served
    await expect(sessionArtifacts(harness.ports, caller, session_id)).rejects.toMatchObject({
      statusCode: 409,
    });
    const published = harness.live.messages.filter((m) => m.topicId === session_id);
    expect(published.some((m) => m.message.type === 'session' && m.message.status === 'waiting')).toBe(true);

    // another user cannot answer, and only asked questions can be answered
    await expect(answerSessionQuestions(harness.ports, 'someone-else', session_id, {})).rejects.toMatchObject(
      { statusCode: 404 },
    );
    await expect(
      answerSessionQuestions(harness.ports, 'shop-owner', session_id, { colour: 'blue' }),
    ).rejects.toMatchObject({ statusCode: 400 });

    // one answer given, the rest left to their defaults
    const users = waiting.questions.find((q) => q.id === 'users');
    expect(users).toBeDefined();
    const answered = await answerSessionQuestions(harness.ports, 'shop-owner', session_id, {
      users: 'About 20 staff and customers at a time',
    });
    expect(answered).toEqual({ session_id, status: 'running' });
    await expect(answerSessionQuestions(harness.ports, 'shop-owner', session_id, {})).rejects.toMatchObject({
      statusCode: 409,
    });

    await harness.ended(session_id, answeredExecutionName(session_id));
    const done = await viewOf('shop-owner', session_id);
    expect(done.status).toBe('completed');
    expect(done.stages.every((stage) => stage.status === 'completed')).toBe(true);
    expect(done.questions.find((q) => q.id === 'users')).toMatchObject({
      answer: 'About 20 staff and customers at a time',
      defaulted: false,
    });
    expect(
      done.questions.filter((q) => q.id !== 'users').every((q) => q.defaulted && q.answer === q.default),
    ).toBe(true);

    // the design follows the answers: 20 users, and the default budget keeps it small
    const requirements = await harness.ports.sessions.getWork<Requirements>(
      'shop-owner',
      session_id,
      WORK.requirements,
    );
    expect(requirements?.scale.users).toBe(20);
    expect(requirements?.questions).toBeUndefined();
    const budget = waiting.questions.find((q) => q.id === 'budget');
    if (budget) {
      expect(requirements?.budget.monthly_usd).toBe(50);
      expect(requirements?.availability).toBe('single-az');
    }
    const artifacts = await sessionArtifacts(harness.ports, caller, session_id);
    expect(artifacts.artifacts.map((a) => a.kind)).toContain('cloudformation');
  });

  it('asks an Arabic brief in Arabic and continues with Arabic answers', async () => {
    const caller = await putSubscription(harness.table, 'arabic-shop', 'pro');
    const { session_id } = await startGeneration(harness.ports, caller, { prompt: 'أريد شيئًا لمتجري' });
    await harness.ended(session_id);
    const waiting = await viewOf('arabic-shop', session_id);
    expect(waiting.status).toBe('waiting');
    for (const question of waiting.questions) {
      expect(question.question).toMatch(/[\u0600-\u06FF]/);
      expect(question.default).toMatch(/[\u0600-\u06FF]/);
    }
    await answerSessionQuestions(harness.ports, 'arabic-shop', session_id, { users: 'حوالي 30 عميل' });
    await harness.ended(session_id, answeredExecutionName(session_id));
    const done = await viewOf('arabic-shop', session_id);
    expect(done.status).toBe('completed');
    const requirements = await harness.ports.sessions.getWork<Requirements>(
      'arabic-shop',
      session_id,
      WORK.requirements,
    );
    expect(requirements?.scale.users).toBe(30);
    expect(requirements?.budget.monthly_usd).toBe(50);
    expect(requirements?.sector).toBe('retail');
  });

  it('designs at once from a brief that says enough', async () => {
    const caller = await putSubscription(harness.table, 'clear-brief', 'pro');
    const { session_id } = await startGeneration(harness.ports, caller, {
      prompt: 'A static website for our bakery',
    });
    await harness.ended(session_id);
    const view = await viewOf('clear-brief', session_id);
    expect(view.status).toBe('completed');
    expect(view.questions).toEqual([]);
  });
});
