import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NOT_FOUND } from '#shared/messages';
import { SahabLogo } from '../components/SahabLogo';
import './not-found.css';

/** Any unknown path (spec section 2). The bad path is logged so broken links can be traced. */
export default function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.warn('404: no page at', location.pathname);
  }, [location.pathname]);

  return (
    <main className="sahab-center sahab-not-found">
      <SahabLogo size={48} />
      <Box variant="h1" fontSize="display-l" margin={{ top: 'm' }}>
        404
      </Box>
      <Box variant="h2" tagOverride="p">
        {NOT_FOUND.title}
      </Box>
      <Box variant="p" color="text-body-secondary" margin={{ bottom: 'l' }}>
        There is nothing at <code>{location.pathname}</code>.
      </Box>
      <Link
        href="/"
        variant="primary"
        fontSize="heading-s"
        onFollow={(event) => {
          event.preventDefault();
          void navigate('/');
        }}
      >
        {NOT_FOUND.returnHome}
      </Link>
    </main>
  );
}
