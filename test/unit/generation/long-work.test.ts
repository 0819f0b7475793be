import { beforeAll, describe, expect, it } from 'vitest';
import { templateResources } from '#shared/generation/checklist/template-facts';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);

/**
 * Work the brief says runs for hours is work to build, whatever it calls it ("video processing",
 * "معالجة"), and it runs as a task, never as a function that stops after 15 minutes: English, Gulf
 * and standard Arabic, mixed and misspelt.
 */
describe('long work named only by how long it runs', () => {
  it.each([
    'Video processing that takes up to three hours for each file uploaded to an S3 bucket.',
    'معالجة فيديو تستغرق حتى ثلاث ساعات لكل ملف يُرفع إلى حاوية S3.',
    'عند رفع ملف فيديو إلى الحاوية نريد معالجته، والمعالجة تستغرق حوالي ساعة ونصف.',
    'كل ملف نرفعه على الباكت S3 نبي نعالجه، العملية تاخذ ساعتين',
    'procesing each uploaded file in S3 can take 2 hours',
  ])('%s', async (brief) => {
    const result = await generateOffline(brief);
    const types = templateResources(result.security.template).map((r) => r.type);
    expect(types).toContain('AWS::S3::Bucket');
    const task = types.some((t) => t === 'AWS::ECS::TaskDefinition' || t === 'AWS::Batch::JobDefinition');
    expect(task).toBe(true);
    expect(types).not.toContain('AWS::Lambda::Function');
  });
});
