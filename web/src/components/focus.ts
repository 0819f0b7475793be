/** What a keyboard user types into or opens first: text fields, selects, checkboxes, radios. */
const FIELD =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button[aria-haspopup]:not([disabled])';

/** Anything else a keyboard user can reach, for a step without fields. */
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex="0"]';

/** How long a newly shown step or dialog keeps its first field focused: 20 frames, about 1/3 s. */
const HOLD_FRAMES = 20;

/**
 * Puts the focus on the first field inside `root` (a dialog's form, a wizard's step), or on its
 * first link or button when it has no field, and holds it there for a moment: a modal's focus lock
 * moves the focus to its close button a frame or two after it opens, and the button that moved the
 * wizard on may vanish with the focus on it. The user's first key or click ends the hold, so it
 * never takes the focus back from them.
 */
export function focusFirstField(root: HTMLElement | null): () => void {
  let frame = 0;
  let left = HOLD_FRAMES;
  const stop = () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const hold = () => {
    const target = root?.querySelector<HTMLElement>(FIELD) ?? root?.querySelector<HTMLElement>(FOCUSABLE);
    if (target && document.activeElement !== target) target.focus();
    left -= 1;
    if (left > 0) frame = requestAnimationFrame(hold);
    else stop();
  };
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  frame = requestAnimationFrame(hold);
  return stop;
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
