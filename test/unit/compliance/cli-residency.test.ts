import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BLOCK_ALL_PUBLIC_ACCESS,
  bucketTemplate,
  removeTemplateDirs,
  runCli,
  templateDir,
} from '#test/fixtures/cli';

afterAll(removeTemplateDirs);

const bucket = bucketTemplate({ PublicAccessBlockConfiguration: BLOCK_ALL_PUBLIC_ACCESS });

/** The residency rule's findings in one JSON run. */
async function residency(argv: string[]) {
  const run = await runCli([...argv, '--format', 'json']);
  const [result] = JSON.parse(run.stdout).results;
  return (result.violations as { rule_id: string; status: string; description: string }[]).filter(
    (v) => v.rule_id === 'residency-region-in-kingdom',
  );
}

describe('scan CLI: residency from --in-kingdom-regions and the config file', () => {
  it('without a setting says once that residency cannot be judged, naming where to set it', async () => {
    const dir = templateDir({ 'b.yaml': bucket });
    const [finding, ...rest] = await residency([join(dir, 'b.yaml'), '--region', 'me-south-1']);
    expect(rest).toEqual([]);
    expect(finding?.status).toBe('unknown');
    expect(finding?.description).toContain('--in-kingdom-regions');
  });

  it('--in-kingdom-regions judges the region: outside fails in plain words, inside passes', async () => {
    const dir = templateDir({ 'b.yaml': bucket });
    const file = join(dir, 'b.yaml');
    const [outside] = await residency([file, '--region', 'me-south-1', '--in-kingdom-regions', 'me-west-9']);
    expect(outside?.status).toBe('fail');
    expect(outside?.description).toContain('me-south-1 is in Bahrain, outside the in-Kingdom regions');
    expect(outside?.description).toContain('SAMA 3.4.3');
    expect(
      await residency([file, '--region', 'me-west-9', '--in-kingdom-regions', 'me-west-9,me-south-9']),
    ).toEqual([]);
  });

  it('reads inKingdomRegions from the config file; the option wins over the file', async () => {
    const dir = templateDir({ 'b.yaml': bucket });
    const config = join(dir, 'sahab.json');
    writeFileSync(config, JSON.stringify({ inKingdomRegions: ['me-south-1'] }));
    const file = join(dir, 'b.yaml');
    expect(await residency([file, '--region', 'me-south-1', '--config', config])).toEqual([]);
    const [overridden] = await residency([
      file,
      '--region',
      'me-south-1',
      '--config',
      config,
      '--in-kingdom-regions',
      'me-west-9',
    ]);
    expect(overridden?.status).toBe('fail');
  });

  it('holds only the configured classification levels to the list', async () => {
    const dir = templateDir({
      'b.yaml': bucketTemplate({
        PublicAccessBlockConfiguration: BLOCK_ALL_PUBLIC_ACCESS,
        Tags: [{ Key: 'DataClassification', Value: 'Internal' }],
      }),
    });
    const config = join(dir, 'sahab.json');
    const file = join(dir, 'b.yaml');
    writeFileSync(
      config,
      JSON.stringify({ inKingdomRegions: 'me-west-9', residentClassifications: ['Secret'] }),
    );
    expect(await residency([file, '--region', 'me-south-1', '--config', config])).toEqual([]);
    writeFileSync(
      config,
      JSON.stringify({ inKingdomRegions: 'me-west-9', residentClassifications: ['Internal'] }),
    );
    expect((await residency([file, '--region', 'me-south-1', '--config', config]))[0]?.status).toBe('fail');
  });

  it('refuses a bad region code or config key with exit 2 and a message naming it', async () => {
    const dir = templateDir({ 'b.yaml': bucket });
    const file = join(dir, 'b.yaml');
    const bad = await runCli([file, '--in-kingdom-regions', 'riyadh']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('"riyadh" is not an AWS region code');
    const config = join(dir, 'bad.json');
    writeFileSync(config, JSON.stringify({ inKingdomRegion: ['me-south-1'] }));
    const typo = await runCli([file, '--config', config]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('inKingdomRegion');
    const missing = await runCli([file, '--config', join(dir, 'none.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read the config file');
  });
});
