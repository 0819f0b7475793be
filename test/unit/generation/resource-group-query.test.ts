import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

const queryOf = (brief: string) =>
  resourcesOfBrief(brief).find((r) => r.type === 'AWS::ResourceGroups::Group')?.props.ResourceQuery;

/**
 * A resource group gathers what the brief says it gathers: resources carrying a tag ("tagged
 * Environment=prod") are a tag query, and a group said of nothing else is this stack's resources.
 */
describe('a resource group of tagged resources', () => {
  it('queries the tag the brief names, in English, Arabic and mixed wording', () => {
    for (const [brief, key, value] of [
      ['A resource group that gathers every resource tagged Environment=prod.', 'Environment', 'prod'],
      ['Create an AWS resource group for resources with the tag Team: payments', 'Team', 'payments'],
      ['ابي resource group يجمع الموارد اللي عليها الوسم Project=atlas', 'Project', 'atlas'],
      ['A resource group of everything with the tag key Owner and value data-team.', 'Owner', 'data-team'],
      [
        "Group the resources tagged with 'CostCenter' set to 'retail' in a resource group",
        'CostCenter',
        'retail',
      ],
    ] as const)
      expect(queryOf(brief), brief).toEqual({
        Type: 'TAG_FILTERS_1_0',
        Query: { ResourceTypeFilters: ['AWS::AllSupported'], TagFilters: [{ Key: key, Values: [value] }] },
      });
  });

  it("keeps a group said of nothing else to this stack's resources", () => {
    expect(queryOf('A resource group of all the resources in this stack.')).toEqual({
      Type: 'CLOUDFORMATION_STACK_1_0',
    });
  });
});
