import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FRAME } from '#shared/messages';
import { useAuthContext } from '../auth/use-auth-context';
import { headerLinks } from './header-links';
import './header-menu.css';

const shut = (menu: HTMLDetailsElement | null) => {
  if (menu) menu.open = false;
};

/**
 * The header's links behind a menu button, on phones, for the pages outside the signed-in frame
 * (which has its side navigation instead). A <details> element, so the pre-rendered page's menu
 * opens before, or without, any script; once hydrated, Escape, a click elsewhere or choosing a
 * link closes it.
 */
export function HeaderMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { isAuthenticated } = useAuthContext();
  const close = () => shut(menu.current);

  // Listening from the start, not from the toggle event (which comes a task after the press), so a
  // press elsewhere or Escape straight after opening still closes it.
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.current?.open) return;
      shut(menu.current);
      menu.current.querySelector('summary')?.focus();
    };
    const closeOutside = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) shut(menu.current);
    };
    window.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      window.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, []);

  return (
    <details ref={menu} className="sahab-header-menu">
      <summary aria-label={FRAME.header.menu}>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <nav aria-label={FRAME.header.label}>
        {headerLinks(isAuthenticated).map(({ to, text }) => (
          <Link key={to} to={to} onClick={close}>
            {text}
          </Link>
        ))}
      </nav>
    </details>
  );
}
