import { lazy } from 'react';
import { usePageMeta } from 'shared-ui';
import { DeferredSection } from '../../components/DeferredSection';
import { homeMeta } from '../../content/home';
import { AboutSection } from './AboutSection';
import { HeroSection } from './HeroSection';

// Below the fold: each section is its own chunk, fetched as it nears the viewport (spec §2).
const ServicesPreviewSection = lazy(() => import('./ServicesPreviewSection'));
const RoadmapsPreviewSection = lazy(() => import('./RoadmapsPreviewSection'));
const ImpactSection = lazy(() => import('./ImpactSection'));
const WhyChooseSection = lazy(() => import('./WhyChooseSection'));
const TeamPreviewSection = lazy(() => import('./TeamPreviewSection'));
const HomeContactSection = lazy(() => import('./HomeContactSection'));

/** /: hero, why-us (the About anchor), then the lazily loaded sections (spec §2). */
export default function HomePage() {
  usePageMeta(homeMeta);
  return (
    <>
      <HeroSection />
      <AboutSection />
      <DeferredSection label="services" minHeight={760}>
        <ServicesPreviewSection />
      </DeferredSection>
      <DeferredSection label="career roadmaps" minHeight={860}>
        <RoadmapsPreviewSection />
      </DeferredSection>
      <DeferredSection label="our impact" minHeight={360}>
        <ImpactSection />
      </DeferredSection>
      <DeferredSection label="why choose us" minHeight={640}>
        <WhyChooseSection />
      </DeferredSection>
      <DeferredSection label="our team" minHeight={620}>
        <TeamPreviewSection />
      </DeferredSection>
      <DeferredSection label="the contact form" minHeight={720}>
        <HomeContactSection />
      </DeferredSection>
    </>
  );
}
