import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import { useNavigate } from 'react-router';
import './dashboard.css';

const AREAS = [
  {
    to: '/builder',
    title: 'Template builder',
    text: 'Start from a compliance-ready template, see its diagram, configure it and deploy it.',
    action: 'Open builder',
  },
  {
    to: '/deployments',
    title: 'Deployments',
    text: 'Follow every stack Sahab deploys: status, resources and outputs.',
    action: 'View deployments',
  },
  {
    to: '/aws-accounts',
    title: 'AWS accounts',
    text: 'Link an account through a cross-account role. No access keys are stored.',
    action: 'Manage accounts',
  },
  {
    to: '/compliance',
    title: 'Compliance',
    text: 'Scan your accounts against SAMA, NCA-ECC and CITC and fix what is found.',
    action: 'Open compliance',
  },
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
