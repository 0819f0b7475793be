// Billing routes (webhook, sandbox checkout) are declared here by the billing work.
export {};
