import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import AuthButton from '../../auth/AuthButton';
import { SahabLogo } from '../../components/SahabLogo';
import { Icon } from './Icon';
import { NAV_ANCHORS } from './landing-content';
import SectionAnchor from './SectionAnchor';

/**
 * Sticky top bar: brand, in-page anchors and sign-in. On small screens the anchors sit behind a
 * menu button that is a <details> element, so it opens before, or without, the page's script;
 * once hydrated, Escape or choosing an anchor closes it.
 */
export default function LandingNav() {
  const menu = useRef<HTMLDetailsElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };

  // listening from the start: the toggle event comes a task after the press, and Escape straight
  // after opening must still close it
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && menu.current?.open) menu.current.open = false;
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, []);

  return (
    <header className="lp-nav">
      <div className="lp-container lp-nav__inner">
        <Link to="/" className="lp-brand" aria-label="Sahab home">
          <SahabLogo size={32} />
          <span>Sahab</span>
        </Link>
        <nav aria-label="Page sections" className="lp-nav__anchors">
          {NAV_ANCHORS.map((anchor) => (
            <SectionAnchor key={anchor.sectionId} sectionId={anchor.sectionId} className="lp-nav__link">
              {anchor.label}
            </SectionAnchor>
          ))}
        </nav>
        <div className="lp-nav__actions">
          <AuthButton />
          <details
            ref={menu}
            className="lp-nav__toggle"
            onToggle={(event) => setMenuOpen(event.currentTarget.open)}
          >
            <summary aria-label="Menu">
              <Icon name={menuOpen ? 'close' : 'menu'} />
            </summary>
            <nav aria-label="Page sections (menu)" className="lp-nav__menu">
              {NAV_ANCHORS.map((anchor) => (
                <SectionAnchor
                  key={anchor.sectionId}
                  sectionId={anchor.sectionId}
                  className="lp-nav__menu-link"
                  onNavigate={closeMenu}
                >
                  {anchor.label}
                </SectionAnchor>
              ))}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
