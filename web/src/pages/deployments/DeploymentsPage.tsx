import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function DeploymentsPage() {
  return (
    <PlaceholderPage
      title="Deployments"
      description="Every CloudFormation stack Sahab deploys to your AWS accounts."
      willHold="Your deployments will appear here: status, resources and outputs of every stack Sahab deploys."
      points={[
        'Live status of each stack, from validation to deployed, refreshed while it changes',
        'The resources of a stack and its outputs, with a link to the AWS console',
        'The template that was deployed, ready to download',
        'Deleting a stack, after a confirmation',
      ]}
      links={[
        { text: 'AWS Accounts', to: '/aws-accounts' },
        { text: 'Compliance', to: '/compliance' },
        { text: 'New Design', to: '/builder' },
      ]}
    />
  );
}
