import { lazyPage, usePageMeta } from 'shared-ui';
import { DeferredSection } from '../../components/DeferredSection';
import { homeMeta } from '../../content/home';
import { organizationData } from '../../content/structured-data';
import { AboutSection } from './AboutSection';
import { HeroSection } from './HeroSection';

// Below the fold: each section is its own chunk, fetched as it nears the viewport (docs/rules.md#home); it
// hydrates then, on its own (DeferredSection), so it is not loaded before the page hydrates.
const ServicesPreviewSection = lazyPage('marketing/home-services-preview-section', () => import(/* webpackChunkName: "marketing/home-services-preview-section" */ './ServicesPreviewSection'), { deferred: true });
const RoadmapsPreviewSection = lazyPage('marketing/home-roadmaps-preview-section', () => import(/* webpackChunkName: "marketing/home-roadmaps-preview-section" */ './RoadmapsPreviewSection'), { deferred: true });
const ImpactSection = lazyPage('marketing/home-impact-section', () => import(/* webpackChunkName: "marketing/home-impact-section" */ './ImpactSection'), { deferred: true });
const WhyChooseSection = lazyPage('marketing/home-why-choose-section', () => import(/* webpackChunkName: "marketing/home-why-choose-section" */ './WhyChooseSection'), { deferred: true });
const TeamPreviewSection = lazyPage('marketing/home-team-preview-section', () => import(/* webpackChunkName: "marketing/home-team-preview-section" */ './TeamPreviewSection'), { deferred: true });
const HomeContactSection = lazyPage('marketing/home-contact-section', () => import(/* webpackChunkName: "marketing/home-contact-section" */ './HomeContactSection'), { deferred: true });

/** The sections below why-us, in page order; `heights` as for DeferredSection. */
const deferredSections = [
  { label: 'services', heights: { base: 1850, sm: 1070, lg: 830 }, Section: ServicesPreviewSection },
  { label: 'career roadmaps', heights: { base: 2040, sm: 1410, lg: 880 }, Section: RoadmapsPreviewSection },
  { label: 'our impact', heights: { base: 460, sm: 440, lg: 350 }, Section: ImpactSection },
  { label: 'why choose us', heights: { base: 1410, sm: 840, lg: 650 }, Section: WhyChooseSection },
  { label: 'our team', heights: { base: 1960, sm: 1130, lg: 790 }, Section: TeamPreviewSection },
  { label: 'the contact form', heights: { base: 1230, sm: 1050, lg: 820 }, Section: HomeContactSection },
];

/** /: hero, why-us (the About anchor), then the lazily loaded sections (docs/rules.md#home). */
export default function HomePage() {
  usePageMeta({ ...homeMeta, structuredData: [organizationData] });
  return (
    <>
      <HeroSection />
      <AboutSection />
      {deferredSections.map(({ label, heights, Section }) => (
        <DeferredSection key={label} label={label} heights={heights}>
          <Section />
        </DeferredSection>
      ))}
    </>
  );
}
