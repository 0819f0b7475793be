/** What a keyboard user types into or opens first: text fields, selects, checkboxes, radios. */
const FIELD =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button[aria-haspopup]:not([disabled])';

/** Anything else a keyboard user can reach, for a step without fields. */
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex="0"]';

/**
 * Puts the focus on the first field inside `root` (a dialog's form, a wizard's step), or on its
 * first link or button when it has no field. In a modal it waits until the modal's focus lock has
 * taken the focus (it moves it to the close button when the modal opens, a frame or two after the
 * content mounts), then moves it on: never fighting the lock, never left on the close button.
 */
export function focusFirstField(root: HTMLElement | null): () => void {
  let frame = 0;
  let tries = 30;
  const attempt = () => {
    const dialog = root?.closest('[role="dialog"]');
    const lockHasFocus = !dialog || dialog.contains(document.activeElement);
    if (root && lockHasFocus) {
      (root.querySelector<HTMLElement>(FIELD) ?? root.querySelector<HTMLElement>(FOCUSABLE))?.focus();
      return;
    }
    tries -= 1;
    if (tries > 0) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

/** After a refused submit: the first field marked invalid, scrolled into view and focused. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView({ block: 'center' });
    invalid?.focus();
  });
}

/**
 * After an action that removed what had the focus (a deleted deployment, an unlinked account): the
 * page's heading takes it, so the next Tab starts from the top of the page instead of the body.
 */
export function focusPageHeading(): void {
  requestAnimationFrame(() => {
    const heading = document.querySelector<HTMLElement>('#main-content h1') ?? document.querySelector('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  });
}
