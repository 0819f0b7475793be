import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/messages';
import { useReaderClock } from './use-hydrated';
import './site-footer.css';

/** Footer of the public pages outside the landing page: the legal pages and the copyright. */
export function SiteFooter() {
  const clock = useReaderClock();
  return (
    <footer className="sahab-footer">
      <span key={clock.key} suppressHydrationWarning>
        © {clock.now.getFullYear()} {PRODUCT_NAME}
      </span>
      <nav aria-label="Legal">
        <Link to="/terms-and-conditions">Terms and Conditions</Link>
        <Link to="/privacy-policy">Privacy Policy</Link>
        <Link to="/refund-policy">Refund Policy</Link>
      </nav>
    </footer>
  );
}
