import { COMMON } from '#shared/messages';
import './skip-link.css';

/** The id of the element the skip link moves to: the page's own content. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to main content': the first thing Tab reaches, visible only when focused. It moves the
 * focus past the header and the side navigation to the page itself (the main landmark when a page
 * has no marked content).
 */
export function SkipLink() {
  return (
    <a
      className="sahab-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const target = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
        if (!target) return;
        event.preventDefault();
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
    >
      {COMMON.skipToContent}
    </a>
  );
}
