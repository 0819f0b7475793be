import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import AuthButton from '../../auth/AuthButton';
import { SahabLogo } from '../../components/SahabLogo';
import { Icon } from './Icon';
import { NAV_ANCHORS } from './landing-content';
import SectionAnchor from './SectionAnchor';

/** Sticky top bar: brand, in-page anchors (a disclosure menu on small screens) and sign-in. */
export default function LandingNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

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
          <button
            type="button"
            className="lp-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls="lp-mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="lp-mobile-menu" aria-label="Page sections (menu)" className="lp-nav__menu">
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
      )}
    </header>
  );
}
