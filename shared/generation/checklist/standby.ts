import { FRAMEWORKS } from '../../compliance/frameworks/index';
import type { FrameworkId } from '../../compliance/types';

/** The rule that checks a database keeps a standby in a second zone. */
const STANDBY_RULE = 'rds-multi-az';

export interface StandbyControl {
  framework: FrameworkId;
  control: string;
  title: string;
}

/**
 * The controls of the given frameworks that a database without a standby in a second zone fails
 * (read from the frameworks' own evidence tables, so a framework that drops or adds the rule
 * changes the design with it).
 */
export function controlsAskingStandby(frameworks: readonly FrameworkId[]): StandbyControl[] {
  return frameworks.flatMap((framework) =>
    FRAMEWORKS[framework].controls
      .filter((c) => c.evidence.some((e) => e.ruleId === STANDBY_RULE))
      .map((c) => ({ framework, control: c.id, title: c.title })),
  );
}

/** "NCA-ECC 3-1-3-3 (Disaster recovery keeps critical services available)" for each control. */
export const namedControls = (controls: readonly StandbyControl[]) =>
  controls.map((c) => `${c.framework} ${c.control} (${c.title})`).join(' and ');
