import {
  IconBrain,
  IconCertificate,
  IconCompass,
  IconCube,
  IconDeviceLaptop,
  IconHeadset,
  IconMessageChatbot,
  IconMicrophone,
  IconSchool,
  IconTargetArrow,
  IconTrophy,
} from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import type { Claim } from './home';
import type { Highlight, SiteLink } from './types';

// The home page's lazily loaded sections, kept apart from home.ts so that their icons and text
// load with them rather than with the first screen.

export interface PreviewCard {
  icon: TablerIcon;
  division: string;
  title: string;
  description: string;
  to: string;
}

export const servicesPreview = {
  eyebrow: 'What we offer',
  title: 'Programmes and Services',
  subtitle: 'A few of the ways we help students, schools and businesses.',
  cards: [
    { icon: IconCompass, division: 'GX Academy', title: 'Career Guidance', description: 'Assessments, counselling and a written roadmap for every student.', to: '/gx-academy/career-guidance' },
    { icon: IconMicrophone, division: 'GX Academy', title: 'Soft Skills & Communication', description: 'Speaking, writing and teamwork practised until they become habits.', to: '/gx-academy/soft-skills-communication' },
    { icon: IconSchool, division: 'GX Academy', title: 'School Collaboration', description: 'A year-round partnership that brings career education into your school.', to: '/gx-academy/school-collaboration' },
    { icon: IconDeviceLaptop, division: 'GXIT Solutions', title: 'Software Development', description: 'Custom web, mobile and desktop software built in short, visible sprints.', to: '/gxit-solutions/software-development' },
    { icon: IconBrain, division: 'GXIT Solutions', title: 'AI Services', description: 'Chatbots, predictive analytics and custom models that pay their way.', to: '/gxit-solutions/ai-services' },
    { icon: IconCube, division: 'GXIT Solutions', title: 'Blockchain Development', description: 'Smart contracts, tokens, NFT marketplaces and DEXs, audited before launch.', to: '/services/blockchain' },
  ] satisfies PreviewCard[],
  more: { label: 'View All Services', to: '/services' } satisfies SiteLink,
};

export const roadmapsPreview = {
  eyebrow: 'Career roadmaps',
  title: 'Know Exactly What to Learn Next',
  subtitle: 'Step-by-step paths into today’s most in-demand careers, with tools, resources and roles.',
  count: 3,
  more: { label: 'View All Roadmaps', to: '/roadmaps' } satisfies SiteLink,
};

export const impact = {
  eyebrow: 'Our impact',
  title: 'Numbers We Are Proud Of',
  /** docs/rules.md#overview. */
  stats: [
    { value: '5,000+', label: 'Students Impacted' },
    { value: '20+', label: 'Institutions' },
    { value: '100+', label: 'Sessions Delivered' },
    { value: '95%', label: 'Satisfaction Rate' },
  ] satisfies Claim[],
};

export const whyChoose = {
  eyebrow: 'Why choose GX',
  title: 'What Makes Us Different',
  reasons: [
    { icon: IconTrophy, title: 'Proven Results', description: 'Thousands of students guided, and institutions that invite us back year after year.' },
    { icon: IconTargetArrow, title: 'Personalised Plans', description: 'Every recommendation starts from the student’s own strengths and ambitions.' },
    { icon: IconMessageChatbot, title: '24/7 AI Support', description: 'An AI assistant answers questions between sessions, day or night.' },
    { icon: IconCertificate, title: 'Verified Certificates', description: 'Every credential carries an ID that anyone can verify online.' },
    { icon: IconHeadset, title: 'Real-World Mentors', description: 'Counsellors, engineers and founders who work in the fields they teach.' },
    { icon: IconSchool, title: 'Flexible Delivery', description: 'On campus, online or at our centre, on a schedule that suits you.' },
  ] satisfies Highlight[],
};

export const teamPreview = {
  eyebrow: 'Our team',
  title: 'Meet Your Mentors',
  subtitle: 'The counsellors, educators and engineers who will work with you.',
  more: { label: 'Meet the Full Team', to: '/team' } satisfies SiteLink,
};

export const homeContact = {
  eyebrow: 'Get in touch',
  title: 'Let’s Talk About Your Goals',
  subtitle: 'Ask about a programme, a school partnership or a project. We usually reply within 24 hours.',
};
