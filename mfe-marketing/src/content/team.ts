import type { Illustration, NotFoundContent, PageMetaContent } from './types';

/** docs/rules.md#static-content "Team member (static)". */
export interface TeamMember {
  name: string;
  /** No photographs are published yet: the card shows the member's initials instead. */
  photo?: Illustration;
  role: string;
  shortBio: string;
  fullBio: string[];
  expertise: string[];
  slug: string;
  linkedin: string;
  twitter?: string;
  email?: string;
  featured: boolean;
  order: number;
}

/** docs/rules.md#limits: a card shows the first three expertise tags; a profile shows three other members. */
export const TEAM_CARD_TAGS = 3;
export const OTHER_MEMBERS_SHOWN = 3;

/**
 * docs/rules.md#team: a member who has left; their old profile address must not show anything, even though
 * search engines and old links still point at it.
 */
export const RETIRED_TEAM_SLUGS: readonly string[] = ['rohan-kapoor'];

export const teamPage: { meta: PageMetaContent; eyebrow: string; title: string; subtitle: string } = {
  meta: {
    title: 'Our Team: Mentors, Engineers and Counsellors',
    description: 'Meet the people behind GX Academy, GXIT Solutions and GX Exchange: educators, engineers, counsellors and traders.',
    keywords: ['GX team', 'career counsellors', 'mentors', 'GX Academy team', 'GXIT Solutions team'],
  },
  eyebrow: 'Our Team',
  title: 'The People Behind GX',
  subtitle: 'Educators, engineers and advisers who have built careers in the fields they now help others enter.',
};

// LinkedIn and e-mail addresses are placeholders until the owner publishes the real ones.
const teamMembers: TeamMember[] = [
  {
    name: 'Priya Nair',
    role: 'Head of GX Academy',
    shortBio: 'Educator and curriculum designer who has brought career education to more than twenty schools and colleges.',
    fullBio: [
      'Priya spent eight years teaching computer science before moving into curriculum design, where she built skill programmes for schools across South India.',
      'At GX Academy she leads the programme team, trains our trainers and works with school leaders to fit career education into a busy academic year.',
    ],
    expertise: ['Curriculum Design', 'Career Education', 'Teacher Training', 'School Partnerships', 'Assessment Design'],
    slug: 'priya-nair',
    linkedin: 'https://www.linkedin.com/',
    email: 'priya@gxacademy.example',
    featured: true,
    order: 2,
  },
  {
    name: 'Arjun Mehta',
    role: 'Founder & CEO',
    shortBio: 'Engineer turned entrepreneur who founded GX to connect students with the skills the industry actually hires for.',
    fullBio: [
      'Arjun began his career as a software engineer and later ran delivery for a technology services firm, where he saw first-hand how few graduates arrived ready for work.',
      'He founded GX to close that gap: an academy that teaches what employers need, an IT arm that keeps its trainers close to real projects, and an exchange desk built on the same commitment to trust.',
    ],
    expertise: ['Strategy', 'Entrepreneurship', 'Technology Leadership', 'Business Development', 'Mentoring'],
    slug: 'arjun-mehta',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    email: 'arjun@gxacademy.example',
    featured: true,
    order: 1,
  },
  {
    name: 'Karan Malhotra',
    role: 'CTO, GXIT Solutions',
    shortBio: 'Software architect who leads our engineering, AI and blockchain teams.',
    fullBio: [
      'Karan has designed web platforms, data pipelines and blockchain systems for startups and enterprises over more than a decade.',
      'He leads GXIT Solutions’ engineering practice, reviews every architecture we deliver and mentors students in the academy’s coding tracks.',
    ],
    expertise: ['System Architecture', 'Cloud Platforms', 'AI Integration', 'Blockchain', 'DevOps'],
    slug: 'karan-malhotra',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    featured: true,
    order: 3,
  },
  {
    name: 'Sneha Iyer',
    role: 'Lead Career Counsellor',
    shortBio: 'Psychologist and certified career counsellor who has guided students through thousands of sessions.',
    fullBio: [
      'Sneha holds a master’s degree in psychology and is a certified career development practitioner.',
      'She designs our assessments, leads one-on-one counselling and runs the workshops for Classes 7-12 that many students remember as the moment their plans became clear.',
    ],
    expertise: ['Career Counselling', 'Psychometric Assessment', 'Student Wellbeing', 'Parent Guidance', 'Workshops'],
    slug: 'sneha-iyer',
    linkedin: 'https://www.linkedin.com/',
    email: 'sneha@gxacademy.example',
    featured: true,
    order: 4,
  },
  {
    name: 'Vikram Rao',
    role: 'Head of GX Exchange',
    shortBio: 'Markets specialist who runs our USDT desk with a focus on fast, transparent settlement.',
    fullBio: [
      'Vikram worked in treasury and foreign-exchange operations before specialising in digital assets.',
      'He leads GX Exchange, sets its compliance and settlement standards, and teaches the academy’s financial literacy sessions on markets and risk.',
    ],
    expertise: ['OTC Trading', 'Digital Assets', 'Risk Management', 'Compliance', 'Financial Literacy'],
    slug: 'vikram-rao',
    linkedin: 'https://www.linkedin.com/',
    featured: false,
    order: 5,
  },
];

/** docs/rules.md#team: the members in their display order. */
export const team: TeamMember[] = [...teamMembers].sort((a, b) => a.order - b.order);

/** A profile by slug; a retired slug finds nobody (docs/rules.md#team: 'Profile not available'). */
/** docs/rules.md#team: a missing or retired profile. */
export const profileNotFound: NotFoundContent = {
  title: 'Profile not available',
  text: 'This team profile is not available. Meet the rest of our team instead.',
  back: { label: 'Back to Team', to: '/team' },
};

export function findTeamMember(slug: string): TeamMember | undefined {
  if (RETIRED_TEAM_SLUGS.includes(slug)) return undefined;
  return team.find((member) => member.slug === slug);
}

/** The other members shown on a profile, in display order. */
export function otherMembers(slug: string): TeamMember[] {
  return team.filter((member) => member.slug !== slug).slice(0, OTHER_MEMBERS_SHOWN);
}
