import { IconBriefcase, IconCompass, IconHeartHandshake, IconUsersGroup } from '@tabler/icons-react';
import heroArt from '../assets/hero.svg';
import type { Highlight, Illustration, PageMetaContent, SiteLink } from './types';

// The content of what the first screen shows; the lazily loaded sections read home-sections.ts.

/** A headline figure (docs/rules.md#overview: the home page's claims). */
export interface Claim {
  value: string;
  label: string;
}

export const homeMeta: PageMetaContent = {
  title: 'Career Guidance, Future Skills and IT Solutions',
  description:
    'GX Academy guides students to the right careers with future-ready skills, GXIT Solutions builds software and AI for businesses, and GX Exchange offers fast USDT trading.',
  keywords: ['career guidance', 'future skills', 'student workshops', 'IT solutions', 'AI training', 'GX Academy'],
};

export const hero = {
  eyebrow: 'Career guidance · Future skills · Technology',
  title: 'Shape Your Future with Skills That Matter',
  subtitle:
    'Career guidance, hands-on tech programmes and mentors from the industry, for students, schools and the businesses that will hire them.',
  primary: { label: 'Explore Now', to: '/services' } satisfies SiteLink,
  secondary: { label: 'Book a Free Session', to: '/contact?source=gx-academy' } satisfies SiteLink,
  image: { src: heroArt, alt: 'A laptop showing growth charts beneath a graduation cap', width: 560, height: 440 } satisfies Illustration,
  /** docs/rules.md#overview. */
  claims: [
    { value: '100+', label: 'Students Guided' },
    { value: '24/7', label: 'AI Support' },
    { value: '50+', label: 'Tech Skills' },
    { value: '10+', label: 'Industry Partners' },
  ] satisfies Claim[],
};

/** The about section: the target of the navigation's About anchor (#about). */
export const about = {
  eyebrow: 'About GX',
  title: 'Why Students and Schools Trust Us',
  text: 'GX began with a simple observation: too many talented students leave school without knowing which careers suit them or which skills employers want. We bring counsellors, engineers and industry mentors together so that guidance is grounded in how work really happens today.',
  reasons: [
    { icon: IconCompass, title: 'Guidance Grounded in Data', description: 'Aptitude assessments and AI-assisted recommendations, always reviewed by a human counsellor.' },
    { icon: IconBriefcase, title: 'Taught by Practitioners', description: 'Our trainers also build software and run projects for clients, so lessons reflect the real job.' },
    { icon: IconUsersGroup, title: 'Built for Institutions', description: 'Programmes planned around school and college calendars, with reports for leadership.' },
    { icon: IconHeartHandshake, title: 'Support that Continues', description: 'Follow-up sessions and a 24/7 AI assistant keep students on track after the workshop ends.' },
  ] satisfies Highlight[],
};
