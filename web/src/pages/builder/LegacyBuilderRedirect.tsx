import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { BUILDER } from '#shared/messages/builder';
import { FullPageSpinner } from '../../components/FullPageSpinner';

/** The builder's older address (spec section 2): replaced by /builder, saying so meanwhile. */
export default function LegacyBuilderRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/builder', { replace: true });
  }, [navigate]);
  return <FullPageSpinner label={BUILDER.loadingBuilder} />;
}
