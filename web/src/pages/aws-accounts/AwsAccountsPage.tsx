import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function AwsAccountsPage() {
  return (
    <PlaceholderPage
      title="AWS accounts"
      description="The AWS accounts Sahab may deploy to and scan, through a role you control."
      willHold="Your linked AWS accounts will appear here, each reached through a cross-account IAM role with your external ID, so Sahab never stores access keys."
      points={[
        'A three-step guide to create the role from a ready-made CloudFormation template',
        'Validation of each account, showing whether its credentials still work',
        'Alias, role, default region and last validation of every account',
        'Unlinking an account, after a confirmation',
      ]}
      links={[
        { text: 'Home', to: '/app' },
        { text: 'Deployments', to: '/deployments' },
      ]}
    />
  );
}
