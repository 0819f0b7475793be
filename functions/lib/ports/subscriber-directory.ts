/** Who has a plan, for jobs that act for every subscriber of a tier (Premium's daily scans). */
export interface SubscriberDirectory {
  /** ids of users whose subscription is active and on `tier` */
  activeSubscribers(tier: string): Promise<string[]>;
}
