import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function BuilderPage() {
  return (
    <PlaceholderPage
      title="Template builder"
      description="Start from a compliance-ready template, configure it and deploy it in one step."
      willHold="The template gallery will appear here: compliant building blocks with their diagram, resources, estimated monthly cost and compliance score."
      points={[
        'A gallery of templates with framework badges, resource counts and cost ranges',
        'An architecture diagram of the chosen template and its resource list',
        'A configuration panel for parameters, with VPC and subnet pickers from your account',
        'Deployment to a linked AWS account and region',
      ]}
      links={[
        { text: 'Deployments', to: '/deployments' },
        { text: 'AWS Accounts', to: '/aws-accounts' },
        { text: 'Compliance', to: '/compliance' },
      ]}
    />
  );
}
