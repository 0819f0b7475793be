import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import { useNavigate } from 'react-router';
import { DASHBOARD } from '#shared/messages/dashboard';
import './dashboard.css';

const AREAS = [
  { to: '/builder', ...DASHBOARD.areas.builder },
  { to: '/deployments', ...DASHBOARD.areas.deployments },
  { to: '/aws-accounts', ...DASHBOARD.areas.accounts },
  { to: '/compliance', ...DASHBOARD.areas.compliance },
] as const;

/** The four areas of the product, one card each. */
export function AreaCards() {
  const navigate = useNavigate();
  return (
    <Grid gridDefinition={AREAS.map(() => ({ colspan: { default: 12, s: 6, l: 3 } }))}>
      {AREAS.map((area) => (
        <Container key={area.to} fitHeight header={<Header variant="h3">{area.title}</Header>}>
          <div className="sahab-area-card">
            <Box variant="p" color="text-body-secondary">
              {area.text}
            </Box>
            <Button
              href={area.to}
              iconName="angle-right"
              iconAlign="right"
              onFollow={(event) => {
                event.preventDefault();
                void navigate(area.to);
              }}
            >
              {area.action}
            </Button>
          </div>
        </Container>
      ))}
    </Grid>
  );
}
