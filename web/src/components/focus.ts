import type { RefObject } from 'react';

/** What a keyboard user types into or opens first: text fields, selects, checkboxes, radios. */
const FIELD =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button[aria-haspopup]:not([disabled])';

/** Anything else a keyboard user can reach, for a step without fields. */
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex="0"]';

/** How long a newly shown step, dialog or page keeps the focus it was given: 20 frames, about 1/3 s. */
const HOLD_FRAMES = 20;

/**
 * Puts the focus on `target()` and holds it there for a moment: a modal's focus lock moves the
 * focus to its close button a frame or two after it opens (or back to its opener when it closes),
 * and the button that moved a wizard on may vanish with the focus on it. The target is looked up
 * each frame, as a modal's content mounts a little after the modal. The user's first key or click
 * ends the hold, so it never takes the focus back from them.
 */
function holdFocus(target: () => HTMLElement | null | undefined): () => void {
  let frame = 0;
  let left = HOLD_FRAMES;
  const stop = () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const hold = () => {
    const element = target();
    if (element && document.activeElement !== element) element.focus();
    left -= 1;
    if (left > 0) frame = requestAnimationFrame(hold);
    else stop();
  };
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  frame = requestAnimationFrame(hold);
  return stop;
}

/**
 * The first field inside `root` (a dialog's form, a wizard's step) takes the focus, or its first
 * link or button when it has no field.
 */
export function focusFirstField(root: RefObject<HTMLElement | null>): () => void {
  return holdFocus(
    () =>
      root.current?.querySelector<HTMLElement>(FIELD) ?? root.current?.querySelector<HTMLElement>(FOCUSABLE),
  );
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
  holdFocus(() => {
    const heading = document.querySelector<HTMLElement>('#main-content h1') ?? document.querySelector('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  });
}
