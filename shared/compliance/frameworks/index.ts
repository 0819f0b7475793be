import { DECLARED_SPECS } from '../rules/declared/index';
import type { FrameworkId } from '../types';
import { CITC } from './citc';
import { NCA_ECC } from './nca-ecc';
import { SAMA } from './sama';
import { CONTROL_THEMES } from './themes';
import type { Evidence, Framework } from './types';

/**
 * A framework with the declared rules added under the controls their themes name, at the rule's
 * own severity. Throws on a theme naming a control the framework does not have.
 */
function withDeclaredRules(framework: Framework): Framework {
  const added = new Map<string, Evidence[]>();
  for (const spec of DECLARED_SPECS) {
    const controls = new Set(
      spec.controls.flatMap((theme) => {
        const ids: Partial<Record<FrameworkId, readonly string[]>> = CONTROL_THEMES[theme];
        return ids[framework.id] ?? [];
      }),
    );
    for (const id of controls) {
      if (!framework.controls.some((c) => c.id === id))
        throw new Error(`${framework.id} has no control ${id} (theme of ${spec.id})`);
      added.set(id, [...(added.get(id) ?? []), { ruleId: spec.id, severity: spec.severity }]);
    }
  }
  return {
    ...framework,
    controls: framework.controls.map((c) =>
      added.has(c.id) ? { ...c, evidence: [...c.evidence, ...(added.get(c.id) ?? [])] } : c,
    ),
  };
}

export const FRAMEWORKS: Readonly<Record<FrameworkId, Framework>> = {
  SAMA: withDeclaredRules(SAMA),
  'NCA-ECC': withDeclaredRules(NCA_ECC),
  CITC: withDeclaredRules(CITC),
};

export type { Control, Evidence, Framework } from './types';
export { isManual } from './types';
