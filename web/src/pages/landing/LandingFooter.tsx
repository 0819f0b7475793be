import { Link } from 'react-router';
import { SahabLogo } from '../../components/SahabLogo';
import { useReaderClock } from '../../components/use-hydrated';
import { LEGAL_LINKS } from '../legal/legal-links';
import { FOOTER, NAV_ANCHORS } from './landing-content';
import SectionAnchor from './SectionAnchor';

/** Site footer: section anchors, resource placeholders, legal links and the copyright line. */
export default function LandingFooter() {
  const clock = useReaderClock();
  return (
    <footer className="lp-footer">
      <div className="lp-container lp-footer__grid">
        <div className="lp-footer__brand">
          <span className="lp-brand lp-brand--inverse">
            <SahabLogo size={28} />
            <span>Sahab</span>
          </span>
          <p>{FOOTER.tagline}</p>
        </div>
        <nav aria-label="Product" className="lp-footer__column">
          <h2 className="lp-footer__title">Product</h2>
          <ul>
            {NAV_ANCHORS.map((anchor) => (
              <li key={anchor.sectionId}>
                <SectionAnchor sectionId={anchor.sectionId}>{anchor.label}</SectionAnchor>
              </li>
            ))}
          </ul>
        </nav>
        <div className="lp-footer__column">
          <h2 className="lp-footer__title">Resources</h2>
          <ul>
            {FOOTER.resources.map((resource) => (
              // Placeholders until the docs exist: no href, not focusable, announced as unavailable.
              <li key={resource}>
                <span
                  className="lp-footer__placeholder"
                  aria-disabled="true"
                  data-testid="footer-placeholder"
                >
                  {resource}
                  <span className="lp-footer__soon">Soon</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Legal" className="lp-footer__column">
          <h2 className="lp-footer__title">Legal</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="lp-container">
        <p key={clock.key} className="lp-footer__bottom" suppressHydrationWarning>
          &copy; {clock.now.getFullYear()} Sahab. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
