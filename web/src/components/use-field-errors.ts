import { useCallback, useState } from 'react';

/**
 * Shows a form's problems on their fields at the right moment: a field's problem once the user
 * has typed in it or left it, and every problem once they try to submit. `problems` is computed
 * from the current values on every render, so an error clears as soon as the value is fixed.
 */
export function useFieldErrors<Field extends string>(problems: Partial<Record<Field, string | undefined>>) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const touch = useCallback(
    (field: Field) => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))),
    [],
  );
  const errorOf = (field: Field): string | undefined =>
    attempted || touched.has(field) ? problems[field] : undefined;
  /** marks every field as shown; true when the form has no problem and may be submitted */
  const attempt = (): boolean => {
    setAttempted(true);
    return !Object.values(problems).some(Boolean);
  };
  /** back to a fresh form: nothing shown until typed in, left or submitted again */
  const reset = useCallback(() => {
    setTouched(new Set());
    setAttempted(false);
  }, []);
  return { errorOf, touch, attempt, reset };
}

export type FieldErrors<Field extends string> = ReturnType<typeof useFieldErrors<Field>>;
