import { beforeAll, describe, expect, it } from 'vitest';
import { refineBasis } from '#shared/generation/refine/compose';
import { generateOffline, valuesInDesign, warmValidator } from '#test/fixtures/generation';
import { viewOf } from '#test/fixtures/studio-requests';

/** The brief a refinement composes: the first brief, then each instruction, as the studio sends it. */
const refined = (brief: string, ...instructions: string[]) =>
  instructions.reduce(
    (prompt, instruction) => refineBasis({ prompt, options: {} }, { instruction }).prompt,
    brief,
  );

/**
 * A value the brief states again in words that correct or replace it ("400 is wrong, set it to 731
 * days", "use BUILD_GENERAL1_SMALL instead", "خلها ٦٠ ثانية", a refinement's "switch the table to
 * on-demand"): the later value is the one the template takes, not the first.
 */
describe('a value corrected later in the brief, or by a refinement', () => {
  beforeAll(warmValidator, 60_000);

  it.each([
    [
      'English ticket',
      'Create a CloudWatch Logs log group named /shop/api. Retention 400 days. EDIT (compliance): 400 is wrong, legal wants two years, so set it to 731 days.',
    ],
    ['Gulf', 'نبي log group اسمه /shop/api والاحتفاظ بالسجلات ٤٠٠ يوم. تعديل: ٤٠٠ غلط، خلها ٧٣١ يوم.'],
    ['mixed with a typo', 'log gruop /shop/api, keep logs 400 days. wait 400 is wrong, make it 731 days'],
  ])('%s: the log group keeps the corrected period', (_, brief) => {
    expect(valuesInDesign(brief, 'AWS::Logs::LogGroup', 'RetentionInDays')).toContain(731);
    expect(valuesInDesign(brief, 'AWS::Logs::LogGroup', 'RetentionInDays')).not.toContain(400);
  });

  it.each([
    [
      'English',
      'A Lambda function with a 30 second timeout that resizes images. Actually, change the timeout to 90 seconds.',
      90,
    ],
    ['MSA', 'دالة Lambda لمعالجة الصور مهلتها ٣٠ ثانية. تعديل: اجعل المهلة ٩٠ ثانية بدلاً من ذلك.', 90],
  ])('%s: the function takes the corrected timeout', (_, brief, seconds) => {
    expect(valuesInDesign(brief, 'AWS::Lambda::Function', 'Timeout')).toContain(seconds);
  });

  it('a refinement that replaces an allowed value: the build takes the new compute type', async () => {
    const prompt = refined(
      'A CodeBuild project api-build on BUILD_GENERAL1_MEDIUM that builds our Docker images and pushes them to an ECR repository api.',
      'Make the build cheaper: use BUILD_GENERAL1_SMALL instead.',
    );
    const { resources } = viewOf((await generateOffline(prompt)).security.template);
    const types = resources
      .filter((r) => r.type === 'AWS::CodeBuild::Project')
      .map((r) => (r.props.Environment as { ComputeType?: string }).ComputeType);
    expect(types).toEqual(['BUILD_GENERAL1_SMALL']);
  }, 60_000);

  it.each([
    ['English', 'Switch the table to on-demand, the provisioned numbers were a guess.'],
    ['Gulf', 'حوّلوا الجدول إلى on-demand بدل provisioned'],
  ])(
    '%s refinement: the table switches its billing mode',
    async (_, instruction) => {
      const prompt = refined(
        'An HTTP API with a Lambda function that writes orders to a DynamoDB table called Orders. Provisioned capacity 5 read / 5 write.',
        instruction,
      );
      const { resources } = viewOf((await generateOffline(prompt)).security.template);
      const tables = resources.filter((r) => r.type === 'AWS::DynamoDB::Table');
      expect(tables.map((t) => t.props.BillingMode)).toEqual(['PAY_PER_REQUEST']);
    },
    60_000,
  );

  it("a value said twice for two things is not a correction: the second period is the backup rule's", () => {
    const brief =
      'A Lambda function behind API Gateway with logs kept 30 days. Its DynamoDB table keeps its backups 14 days.';
    expect(valuesInDesign(brief, 'AWS::Logs::LogGroup', 'RetentionInDays')).not.toContain(14);
  });
});
