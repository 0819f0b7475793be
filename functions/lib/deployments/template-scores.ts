import { scanTemplate } from '#shared/compliance/scan';
import { FRAMEWORK_IDS } from '#shared/compliance/types';

/**
 * The compliance score per framework of a template deployed with these values in this region:
 * the same engine and formula as the template scan. Undefined when the template cannot be read
 * (a stack Sahab deploys has passed the validator, so this is rare and never blocks anything).
 */
export function templateScores(
  template: string,
  parameterValues: Record<string, string>,
  region: string,
): Record<string, number> | undefined {
  try {
    const { scores } = scanTemplate(template, { parameters: parameterValues, region });
    return Object.fromEntries(FRAMEWORK_IDS.map((framework) => [framework, scores[framework].score]));
  } catch {
    return undefined;
  }
}

/** The overall score as the compliance page gives it: the lowest framework. */
export const overallScore = (scores: Record<string, number> | undefined): number | null =>
  scores && Object.keys(scores).length > 0 ? Math.min(...Object.values(scores)) : null;
