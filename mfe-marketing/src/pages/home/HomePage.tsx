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
      <DeferredSection label="services" heights={{ base: 1850, sm: 1070, lg: 830 }}>
        <ServicesPreviewSection />
      </DeferredSection>
      <DeferredSection label="career roadmaps" heights={{ base: 2040, sm: 1410, lg: 880 }}>
        <RoadmapsPreviewSection />
      </DeferredSection>
      <DeferredSection label="our impact" heights={{ base: 460, sm: 440, lg: 350 }}>
        <ImpactSection />
      </DeferredSection>
      <DeferredSection label="why choose us" heights={{ base: 1410, sm: 840, lg: 650 }}>
        <WhyChooseSection />
      </DeferredSection>
      <DeferredSection label="our team" heights={{ base: 1960, sm: 1130, lg: 790 }}>
        <TeamPreviewSection />
      </DeferredSection>
      <DeferredSection label="the contact form" heights={{ base: 1230, sm: 1050, lg: 820 }}>
        <HomeContactSection />
      </DeferredSection>
    </>
  );
}
