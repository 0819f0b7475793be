const FAQ = [
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. You can change plans anytime. Upgrades take effect at once and are charged pro-rata for the rest of the billing period; downgrades take effect at the end of the period.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel anytime and keep access until the end of the period you paid for. Nothing renews after that.',
  },
  {
    question: 'Who handles my payment?',
    answer:
      'Payments are handled by our payment provider, Paddle, which acts as merchant of record. Sahab never sees or stores your card details.',
  },
  {
    question: 'What counts as a generation run?',
    answer:
      'One request to the AI architects that produces a CloudFormation template, its diagram and a cost estimate. Compliance scans and deployments of templates do not use runs.',
  },
  {
    question: 'Do you store my AWS credentials?',
    answer:
      'No. Sahab reaches your account through a cross-account IAM role that you create and can delete at any time, protected by your own external ID.',
  },
] as const;

/** Native disclosure elements: keyboard and screen-reader behaviour come with the browser. */
export function PricingFaq() {
  return (
    <div className="sahab-faq-list">
      {FAQ.map((item, index) => (
        <details key={item.question} className="sahab-faq-item" open={index === 0}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
