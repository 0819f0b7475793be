import type { LegalDocument } from './types';

/** Privacy Policy: every point spec section 2 lists, in Sahab's own words. */
export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  summary:
    'What personal data Sahab collects, why, who we share it with, how long we keep it and the choices you have.',
  sections: [
    {
      id: 'data-collected',
      heading: 'Data we collect',
      body: [
        [
          {
            term: 'Account data',
            text: 'your e-mail address, username and the identifier issued by our identity provider when you sign in.',
          },
          {
            term: 'Billing data',
            text: 'your plan, subscription status, invoices and billing country. Card details go straight to our payment processor; we never receive them.',
          },
          {
            term: 'Content you provide',
            text: 'prompts, parameter values, generated templates, diagrams and compliance scan results.',
          },
          {
            term: 'AWS account details',
            text: 'the account ID, IAM role ARN, regions, and the stacks and resource settings Sahab reads or deploys for you. We never collect AWS access keys.',
          },
          {
            term: 'Usage data',
            text: 'pages and features used, IP address, browser type, timestamps and error logs.',
          },
        ],
      ],
    },
    {
      id: 'uses',
      heading: 'How we use your data',
      body: [
        'We use personal data only for these purposes:',
        [
          'to run the Service: sign you in, generate templates, run scans and track deployments;',
          'to manage your subscription and process payments;',
          'to keep the Service secure and to detect fraud and abuse;',
          'to answer support requests;',
          'to improve the product and, unless you opt out, our AI agents, using prompts with personal data removed;',
          'to send service messages such as billing notices, price changes and security alerts;',
          'to meet our legal obligations.',
        ],
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing with third parties',
      body: [
        'We do not sell your personal data. We share it only with:',
        [
          'service providers who run parts of the Service for us (cloud hosting, sign-in, AI model hosting and payment processing), under contracts that limit their use of the data to serving us;',
          'authorities, when the law requires it or to protect the rights and safety of our users and of Sahab;',
          'a buyer or successor, if Sahab is involved in a merger or sale, under this policy;',
          'anyone else only with your consent.',
        ],
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      body: [
        'Data is encrypted in transit and at rest. Staff access is limited to what each role needs. Your AWS accounts are reached through a role you control, with short-lived credentials, never stored keys. No system is perfectly secure; if a breach affects your data, we will tell you as the law requires.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      body: [
        [
          { term: 'Billing records', text: '7 years, to meet tax and accounting rules.' },
          { term: 'Usage logs', text: '90 days.' },
          {
            term: 'Account data and content',
            text: 'for as long as your account is open. When you ask us to delete your account, we delete or anonymise your personal data within 30 days of the request, except the billing records we must keep.',
          },
        ],
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      body: [
        'You can ask to access, correct, export or delete your personal data, object to or restrict certain uses, withdraw consent you gave, and opt out of the use of your prompts for AI training. Contact support to make a request; we may need to confirm your identity first. Using these rights will never lead to worse service.',
      ],
    },
    {
      id: 'age',
      heading: 'Minimum age',
      body: [
        'Sahab is built for professionals. You must be at least 18 years old to use it, and we do not knowingly collect data from anyone under 18. If we learn that we have, we delete it.',
      ],
    },
    {
      id: 'gdpr',
      heading: 'GDPR (European Economic Area and United Kingdom)',
      body: [
        'For users in the EEA and the UK, Sahab is the controller of your personal data. We rely on these legal bases: performing our contract with you, our legitimate interests in running and securing the Service, our legal obligations, and your consent where we ask for it.',
        'When data leaves the EEA or the UK, we protect it with approved safeguards such as standard contractual clauses. Besides the rights above, you may complain to your local data protection authority.',
      ],
    },
    {
      id: 'ccpa',
      heading: 'CCPA (California residents)',
      body: [
        'In the past 12 months we collected identifiers, commercial information (your plan and payments), internet activity and professional information (your infrastructure designs), from you and from your use of the Service, for the purposes described above.',
        'You have the right to know what we collect, to have it deleted or corrected, and not to be treated differently for using these rights. We do not sell personal information or share it for cross-context behavioural advertising. You may use an authorised agent to make a request on your behalf.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Browser storage',
      body: [
        'Sahab keeps your sign-in session in your browser session storage so that you stay signed in while the tab is open. We do not use advertising cookies.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: [
        'We will post any change here and update the date above. If a change materially affects how we use your data, we will tell you by e-mail or in the product first.',
      ],
    },
  ],
};
