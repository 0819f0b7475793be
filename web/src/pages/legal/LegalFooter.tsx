import { NavLink } from 'react-router';
import { LEGAL_LINKS } from './legal-links';

interface LegalFooterProps {
  year: number;
}

/**
 * Footer of the legal pages: the three legal documents and the copyright line. The year comes from
 * the reader's clock (`useReaderClock`): the layout remounts the footer once hydrated.
 */
export default function LegalFooter({ year }: LegalFooterProps) {
  return (
    <footer className="lg-footer">
      <div className="lg-footer__inner">
        <nav aria-label="Legal">
          <ul className="lg-footer__links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.path}>
                <NavLink to={link.path}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="lg-footer__copyright" suppressHydrationWarning>
          &copy; {year} Sahab. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
