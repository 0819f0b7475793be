import type { z } from 'zod';

/** One zod issue as `field: problem` (`whole` names the value itself when the path is empty). */
export function issueText(issue: z.core.$ZodIssue, whole: string): string {
  const path = issue.path.length > 0 ? issue.path.join('.') : whole;
  return `${path}: ${issue.message}`;
}

/** The first issue of a failed parse: the shape every 400 `detail` about bad input takes. */
export function describeIssue(error: z.ZodError, whole = 'body'): string {
  const [issue] = error.issues;
  return issue ? issueText(issue, whole) : `${whole}: is invalid`;
}
