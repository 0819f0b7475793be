import { describe, expect, it } from 'vitest';
import { chiefArchitect } from '#functions/lib/generation/architects';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { parseTemplate } from '#shared/cfn/parse';
import { synthesize } from '#shared/generation/synthesis/index';

/**
 * Words of the vocabulary that attach a value to what it qualifies: what "stays" (تبقى) for a time
 * is kept for it, each period for its own subject; an expiry "using the expiresAt attribute" names
 * the table's expiry attribute, not the word after "expire".
 */
type Resource = { Type: string; Properties?: Record<string, unknown> };

async function designed(prompt: string): Promise<Resource[]> {
  const requirements = await chiefArchitect({ prompt }, { model: offlinePlanner() });
  const text = synthesize(planFromRequirements(requirements), requirements).text;
  return Object.values((parseTemplate(text).body.Resources ?? {}) as Record<string, Resource>);
}
const ofType = (resources: Resource[], type: string) => resources.filter((r) => r.Type === type);

describe('a period said with "stays" keeps its own subject', () => {
  it("mixed Arabic and English: backups 21 days, the functions' logs 14", async () => {
    const resources = await designed(
      'Aurora MySQL للطلبات، الـ backups تبقى 21 يوم، و logs دوال Lambda تبقى 14 يوم.',
    );
    const logDays = ofType(resources, 'AWS::Logs::LogGroup').map((g) => g.Properties?.RetentionInDays);
    // assert
    expect(ofType(resources, 'AWS::RDS::DBCluster')[0]?.Properties?.BackupRetentionPeriod).toBe(21);
    expect(logDays.length).toBeGreaterThan(0);
    expect(logDays.every((d) => d === 14)).toBe(true);
  });
});

describe("the attribute an expiry uses is the table's expiry attribute", () => {
  it.each([
    'A DynamoDB sessions table whose items expire after 24 hours using the expiresAt attribute.',
    'Orders in DynamoDB; drafts expire after 3 days via the purgeAfter field.',
  ])('%s', async (brief) => {
    const [table] = ofType(await designed(brief), 'AWS::DynamoDB::Table');
    // assert
    expect(table?.Properties?.TimeToLiveSpecification).toEqual({
      AttributeName: brief.includes('purgeAfter') ? 'purgeAfter' : 'expiresAt',
      Enabled: true,
    });
  });
});
