/** Words just before a mention that say it is not wanted or not there ("no load balancers", "without NAT gateways"). */
export const NEGATED =
  /\b(?:no|not|never|without|avoid|don't|do not|must not|nor)\b(?:\s+[\w-]+){0,2}\s*$|(?:بدون|لا|دون|بلا)\s*$/;
