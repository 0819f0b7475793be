import { describe, expect, it } from 'vitest';
import { DEFAULT_GROUP, templateParameters } from '#shared/catalog/parameters';
import { loadTemplate } from '#shared/compliance/engine';
import { makeCatalogEntry, SMALL_TEMPLATE } from '#test/fixtures/catalog';

function parametersOf(entry = makeCatalogEntry()) {
  return templateParameters(entry, loadTemplate(entry.template).parsed.body);
}

describe('templateParameters', () => {
  it('orders grouped parameters first, then ungrouped ones in the default group', () => {
    // Act
    const parameters = parametersOf();
    // Assert
    expect(parameters.map((p) => [p.name, p.group, p.display_order])).toEqual([
      ['Retention', 'Storage', 1],
      ['Versioning', 'Storage', 2],
      ['Tier', DEFAULT_GROUP, 3],
      ['Owner', DEFAULT_GROUP, 4],
    ]);
  });

  it('derives the input type: Number, true/false choices, other choices, anything else', () => {
    const types = Object.fromEntries(parametersOf().map((p) => [p.name, p.parameter_type]));
    expect(types).toEqual({ Retention: 'number', Versioning: 'boolean', Tier: 'select', Owner: 'string' });
  });

  it('keeps the CloudFormation type, so an SSM-typed image parameter is told apart', () => {
    const entry = makeCatalogEntry({
      template: SMALL_TEMPLATE.replace(
        '  Owner:\n    Type: String\n',
        '  Owner:\n    Type: String\n  LatestAmiId:\n    Type: AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>\n    Default: /aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64\n',
      ),
    });
    const byName = Object.fromEntries(parametersOf(entry).map((p) => [p.name, p.cfn_type]));
    expect(byName).toMatchObject({ Retention: 'Number', Owner: 'String' });
    expect(byName.LatestAmiId).toBe('AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>');
  });

  it('reads defaults, limits, choices and descriptions from the template, required when no default', () => {
    const [retention, versioning, tier, owner] = parametersOf();
    expect(retention).toMatchObject({
      default_value: '365',
      min_value: 365,
      max_value: 3650,
      description: 'Days to keep objects.',
      is_required: false,
    });
    expect(versioning?.allowed_values).toEqual(['true', 'false']);
    expect(tier?.allowed_values).toEqual(['standard', 'archive']);
    expect(owner).toMatchObject({
      default_value: null,
      is_required: true,
      min_value: null,
      allowed_values: null,
    });
  });

  it('takes labels from the interface metadata and falls back to the parameter name', () => {
    const labels = parametersOf().map((p) => p.label);
    expect(labels).toEqual(['Retention (days)', 'Versioning', 'Tier', 'Owner']);
  });

  it("adds the entry's placeholder, compliant-only flag and compliance note", () => {
    const byName = Object.fromEntries(parametersOf().map((p) => [p.name, p]));
    expect(byName.Retention).toMatchObject({
      is_compliant_only: true,
      compliance_note: expect.stringContaining('2-12-3-5'),
    });
    expect(byName.Owner).toMatchObject({
      placeholder: 'team-name',
      is_compliant_only: false,
      compliance_note: null,
    });
    expect(byName.Owner?.parameter_id).toBe('test-bucket:Owner');
  });
});
