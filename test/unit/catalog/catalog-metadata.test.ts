import { describe, expect, it } from 'vitest';
import { describeCatalog } from '#shared/catalog/catalog';
import { CATALOG_ENTRIES } from '#shared/catalog/templates/index';
import { loadTemplate } from '#shared/compliance/engine';

interface InterfaceMetadata {
  ParameterGroups: { Label: { default: string }; Parameters: string[] }[];
  ParameterLabels: Record<string, { default: string }>;
}

/** The template's own Parameters and AWS::CloudFormation::Interface, read straight from its text. */
function declared(template: string) {
  const body = loadTemplate(template).parsed.body as {
    Parameters?: Record<string, unknown>;
    Metadata?: Record<string, InterfaceMetadata>;
  };
  return {
    parameters: Object.keys(body.Parameters ?? {}),
    ui: body.Metadata?.['AWS::CloudFormation::Interface'],
  };
}

const cases = CATALOG_ENTRIES.map((entry) => [entry.slug, entry] as const);

describe('catalog parameter metadata agrees with each template', () => {
  it.each(cases)('%s: every parameter sits in exactly one group and has a label', (_slug, entry) => {
    const { parameters, ui } = declared(entry.template);
    const grouped = (ui?.ParameterGroups ?? []).flatMap((group) => group.Parameters);
    expect([...grouped].sort()).toEqual([...parameters].sort());
    expect(Object.keys(ui?.ParameterLabels ?? {}).sort()).toEqual([...parameters].sort());
  });

  it.each(cases)('%s: builder metadata names only declared parameters', (_slug, entry) => {
    const { parameters } = declared(entry.template);
    expect(Object.keys(entry.parameterUi).filter((name) => !parameters.includes(name))).toEqual([]);
  });

  it.each(cases)('%s: compliant-only parameters explain themselves', (_slug, entry) => {
    for (const [name, ui] of Object.entries(entry.parameterUi)) {
      if (ui.compliantOnly) expect(ui.complianceNote, name).toMatch(/(SAMA|NCA-ECC|CITC) \d/);
    }
  });
});

describe('described parameters are usable as the builder shows them', () => {
  for (const template of describeCatalog()) {
    it(`${template.slug}: defaults lie within limits and choices, orders run 1..n`, () => {
      template.parameters.forEach((parameter, index) => {
        expect(parameter.display_order).toBe(index + 1);
        const value = parameter.default_value;
        if (value === null) return;
        if (parameter.allowed_values) expect(parameter.allowed_values, parameter.name).toContain(value);
        if (parameter.min_value !== null)
          expect(Number(value), parameter.name).toBeGreaterThanOrEqual(parameter.min_value);
        if (parameter.max_value !== null)
          expect(Number(value), parameter.name).toBeLessThanOrEqual(parameter.max_value);
      });
    });
  }
});
