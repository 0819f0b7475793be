import { useEffect } from 'react';
import CallToAction from './CallToAction';
import FeaturesSection from './FeaturesSection';
import HeroSection from './HeroSection';
import HowItWorksSection from './HowItWorksSection';
import LandingFooter from './LandingFooter';
import LandingNav from './LandingNav';
import PricingTeaser from './PricingTeaser';
import StatsSection from './StatsSection';
import './landing.css';
import './hero.css';
import './sections.css';
import './footer.css';

/** The public marketing page at `/`, sections in the order spec section 2 lists them. */
export default function LandingPage() {
  useEffect(() => {
    document.title = 'Sahab | Compliant AWS infrastructure, designed by AI';
  }, []);

  return (
    <div className="lp-page">
      <LandingNav />
      <main>
        <HeroSection />
        <StatsSection />
        <FeaturesSection />
        <HowItWorksSection />
        <PricingTeaser />
        <CallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
