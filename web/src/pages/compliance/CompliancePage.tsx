import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function CompliancePage() {
  return (
    <PlaceholderPage
      title="Compliance"
      description="Scan your AWS accounts against SAMA, NCA-ECC and CITC."
      willHold="Your compliance scans will appear here: a score per framework, violations by severity and the remediation for each finding."
      points={[
        'Pick accounts and frameworks (SAMA, NCA-ECC, CITC) and start a scan',
        'Scores per framework and counts of critical, high, medium and low findings',
        'Violations with the control they break, their impact and how to fix them',
        'The last five scans, to compare progress over time',
      ]}
      links={[
        { text: 'Home', to: '/app' },
        { text: 'AWS Accounts', to: '/aws-accounts' },
        { text: 'Deployments', to: '/deployments' },
      ]}
    />
  );
}
