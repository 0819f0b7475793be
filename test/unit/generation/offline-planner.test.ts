import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { repairPlan } from '#functions/lib/simulators/offline-planner/repair';
import { parseTemplate } from '#shared/cfn/index';
import { readBudget, readCidrs, readNumbers } from '#shared/generation/reading/numbers';
import { synthesize } from '#shared/generation/synthesis/index';

describe('reading numbers from a brief', () => {
  it('reads people, rates and storage with their units', () => {
    expect(readNumbers('about 50k users a day and 2 tb of files')).toEqual({
      users: 50_000,
      usersPerDay: true,
      storageGb: 2048,
    });
    expect(readNumbers('2 million visitors a month').users).toBe(2_000_000);
    expect(readNumbers('peaks of 1,200 requests per minute').requestsPerSecond).toBe(20);
    expect(readNumbers('200 rps').requestsPerSecond).toBe(200);
  });

  it('reads monthly budgets in dollars and riyals', () => {
    expect(readBudget('under $1,500 per month')).toBe(1500);
    expect(readBudget('we can spend 300 usd a month')).toBe(300);
    expect(readBudget('budget of 2k')).toBe(2000);
    expect(readBudget('3750 sar per month')).toBe(1000);
    expect(readBudget('no money talk here')).toBeUndefined();
  });

  it('reads office ranges, normalises host bits and ignores impossible addresses', () => {
    expect(readCidrs('from 10.20.3.4/16 and 203.0.113.7, not 300.1.1.1/24')).toEqual([
      '10.20.0.0/16',
      '203.0.113.7/32',
    ]);
  });
});

describe('the offline chief architect', () => {
  it('lets the options beside the prompt box win over the brief', () => {
    const req = requirementsFromBrief({
      prompt: 'an app in Frankfurt',
      region: 'eu-west-1',
      frameworks: ['CITC'],
    });
    expect(req.region).toBe('eu-west-1');
    expect(req.frameworks).toEqual(['CITC']);
  });

  it("holds designs to their sector's frameworks when none is named, and says so", () => {
    const held = (prompt: string) => requirementsFromBrief({ prompt }).frameworks;
    expect(held('a web shop')).toEqual(['NCA-ECC']);
    expect(held('a homework portal for a school')).toEqual(['NCA-ECC']);
    expect(held('a wallet app for a fintech')).toEqual(['SAMA', 'NCA-ECC']);
    expect(held('billing records for a telecom operator')).toEqual(['CITC', 'NCA-ECC']);
    expect(held('a patient portal for a hospital')).toEqual(['NCA-ECC']);
    // what is named is held, whatever the sector
    expect(held('a web shop held to CITC')).toEqual(['CITC']);
    expect(requirementsFromBrief({ prompt: 'a web shop' }).assumptions.join(' ')).toMatch(
      /No framework was named, so the design is held to NCA-ECC/,
    );
  });

  it('maps Saudi places to Bahrain with the residency note', () => {
    const req = requirementsFromBrief({ prompt: 'a portal for a clinic in Dammam' });
    expect(req.region).toBe('me-south-1');
    expect(req.assumptions.join(' ')).toContain('SAMA 3.4.3');
  });

  it('reads cheap non-production briefs as one zone and lowest cost', () => {
    const req = requirementsFromBrief({ prompt: 'cheap staging environment for our API' });
    expect(req).toMatchObject({
      environment: 'non-production',
      availability: 'single-az',
      budget: { priority: 'lowest-cost' },
    });
  });

  it('reads "SQL" over files as querying the lake, not as a database or an application', () => {
    const kinds = (prompt: string) => requirementsFromBrief({ prompt }).workloads.map((w) => w.kind);
    for (const prompt of [
      'Our analysts want to run SQL queries over the application logs we keep in S3, using Athena.',
      'Each night partners drop CSV exports into a bucket; make them queryable with SQL for the finance team.',
      'Somewhere to run ad-hoc SQL over the clickstream we already collect.',
    ]) {
      expect(kinds(prompt), prompt).toContain('data-lake');
      expect(kinds(prompt), prompt).not.toContain('relational-database');
      expect(kinds(prompt), prompt).not.toContain('web-app');
    }
    // a database the brief calls one is still built
    expect(kinds('A staff tool to look up customer orders, backed by a SQL database.')).toContain(
      'relational-database',
    );
  });
});

describe('the offline lead architect and synthesis', () => {
  it('sizes the design by availability: NAT per zone and a standby database only when highly available', () => {
    const ha = planFromRequirements(
      requirementsFromBrief({ prompt: 'highly available web app with postgres' }),
    );
    const cheap = planFromRequirements(requirementsFromBrief({ prompt: 'cheap web app with postgres' }));
    const nat = (p: typeof ha) => p.blocks.find((b) => b.kind === 'network')?.options;
    expect(nat(ha)).toMatchObject({ nat_gateways: 'per-zone' });
    expect(nat(cheap)).toMatchObject({ nat_gateways: 'one' });
    const db = (p: typeof ha) => p.blocks.find((b) => b.kind === 'relational-database')?.options;
    expect(db(ha)).toMatchObject({ multi_az: true });
    expect(db(cheap)).toMatchObject({ multi_az: false });
  });

  it('synthesizes the same text from the same plan, and a template CloudFormation can read', () => {
    const req = requirementsFromBrief({ prompt: 'containers with a redis cache and a queue worker' });
    const plan = planFromRequirements(req);
    const first = synthesize(plan, req);
    expect(synthesize(plan, req).text).toBe(first.text);
    const body = parseTemplate(first.text).body;
    expect(Object.keys(body.Resources as object).length).toBe(first.resource_count);
    expect(first.text).not.toMatch(/[*&]a\d/);
  });

  it('drops the extra resources a validator error points at, and keeps the plan otherwise', () => {
    const req = requirementsFromBrief({ prompt: 'an api' });
    const plan = {
      ...planFromRequirements(req),
      extra_resources: [
        { logical_id: 'Broken', type: 'AWS::SNS::Topic', properties: { Nope: 1 }, reason: 'x' },
      ],
    };
    const repaired = repairPlan(plan, [
      { severity: 'ERROR', message: 'bad', path: 'Resources/Broken/Properties/Nope' },
    ]);
    expect(repaired.extra_resources).toEqual([]);
    expect(repairPlan(plan, [{ severity: 'ERROR', message: 'bad', path: 'Resources/Other' }])).toBe(plan);
  });

  it('leaves out a block the validator still refuses when nothing else in the round could change, and says why', () => {
    const req = requirementsFromBrief({ prompt: 'a lambda function that runs every night at 2 am' });
    const plan = planFromRequirements(req);
    const schedule = plan.blocks.find(
      (b) => b.kind === 'service' && b.options.service === 'eventbridge-scheduler',
    );
    expect(schedule).toBeDefined();
    const refused = {
      severity: 'ERROR' as const,
      message: "'Target' is a required property",
      path: `Resources/${schedule?.name}Schedule/Properties`,
    };
    const repaired = repairPlan(plan, [refused]);
    expect(repaired.blocks.map((b) => b.name)).not.toContain(schedule?.name);
    expect(
      (repaired.connections ?? []).some((c) => c.from === schedule?.name || c.to === schedule?.name),
    ).toBe(false);
    expect(repaired.not_built?.find((n) => n.phrase === schedule?.name)?.reason).toContain(
      "'Target' is a required property",
    );
  });

  it('keeps backups and logs as long as the brief says records are kept; otherwise the stores keep their own backups and logs a year', () => {
    const kept = requirementsFromBrief({
      prompt: 'a clinic records system with postgres, records kept for 10 years',
    });
    const usual = requirementsFromBrief({ prompt: 'a clinic records system with postgres' });
    const backupDays = (r: typeof kept) =>
      planFromRequirements(r).blocks.find((b) => b.kind === 'backup')?.options;
    expect(kept.retention_days).toBe(3650);
    expect(backupDays(kept)).toEqual({ retention_days: 3650 });
    // no AWS Backup plan unasked: the database keeps its own automated backups
    expect(backupDays(usual)).toBeUndefined();
    const logDays = (r: typeof kept) =>
      Object.values(parseTemplate(synthesize(planFromRequirements(r), r).text).body.Resources as object)
        .filter((x: { Type: string }) => x.Type === 'AWS::Logs::LogGroup')
        .map((x: { Properties: { RetentionInDays: number } }) => x.Properties.RetentionInDays);
    expect(Math.max(...logDays(kept))).toBeGreaterThanOrEqual(3650);
    expect(Math.max(...logDays(usual))).toBe(365);
  });

  it('answers through the model port with schema-checked objects', async () => {
    const model = offlinePlanner();
    const req = await model.ask('chief-architect', { prompt: 'a data lake for analytics' });
    const plan = await model.ask('lead-architect', { requirements: req });
    expect(plan.blocks.map((b) => b.kind)).toContain('data-lake');
    expect(model.kind).toBe('offline-planner');
  });
});
