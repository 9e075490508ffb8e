import { describe, expect, it } from 'vitest';
import { academyProgrammes, academyServices, findAcademyProgramme, findAcademyService } from './academy';
import { blockchainPage, blockchainServices } from './blockchain';
import { itDataServices, itServices } from './it-solutions';
import { privacyPolicy, termsOfUse } from './legal';
import { roadmaps } from './roadmaps';
import { salesforcePage, salesforceServices } from './salesforce';
import { findSpecialistService } from './specialist-services';
import { RETIRED_TEAM_SLUGS, findTeamMember, otherMembers, team } from './team';

const slugsOf = (entries: { slug: string }[]) => entries.map((entry) => entry.slug);
const unique = (values: string[]) => new Set(values).size === values.length;

describe('academy content (docs/rules.md#academy)', () => {
  it('has the ten programmes with fixed pages, in card order', () => {
    expect(slugsOf(academyProgrammes)).toEqual([
      'career-guidance',
      'entrepreneurship',
      'skill-development',
      'artificial-intelligence',
      'digital-skills',
      'creative-arts-design',
      'technology-coding',
      'financial-literacy',
      'freelancing-remote-work',
      'interview-placement-training',
    ]);
  });

  it('gives career guidance its seven offers and the Book Your Career Session button', () => {
    const careerGuidance = findAcademyProgramme('career-guidance');
    expect(careerGuidance?.ctaLabel).toBe('Book Your Career Session');
    const titles = careerGuidance?.items.map((item) => item.title).join(' | ');
    for (const offer of ['Roadmaps', 'Classes 7-10', 'Classes 11-12', 'College', '1-on-1', 'AI-Based Recommendations and Aptitude Tests', 'Industry Insights']) {
      expect(titles).toContain(offer);
    }
  });

  it('lists five or six modules, with a learning outcome, on every other programme', () => {
    for (const programme of academyProgrammes.filter((entry) => entry.slug !== 'career-guidance')) {
      expect(programme.items.length, programme.slug).toBeGreaterThanOrEqual(5);
      expect(programme.items.length, programme.slug).toBeLessThanOrEqual(6);
      expect(programme.outcome, programme.slug).not.toBe('');
    }
  });

  it('has the data-driven entries the spec lists', () => {
    expect(slugsOf(academyServices)).toEqual([
      'career-guidance',
      'entrepreneurship-freelancing',
      'soft-skills-communication',
      'custom-courses',
      'ai-tech-awareness',
      'creative-arts-design',
      'school-collaboration',
      'course-credentials',
      'placement-training',
    ]);
    expect(findAcademyService('custom-courses')?.title).toBe('Custom Courses');
  });
});

describe('IT solutions content (docs/rules.md#it-solutions)', () => {
  it('has the eight services with fixed pages, each offering four items', () => {
    expect(slugsOf(itServices)).toEqual([
      'web-application-development',
      'it-consulting',
      'system-architecture',
      'ai-services',
      'video-editing',
      'social-media-management',
      'digital-marketing',
      'ai-content-creation',
    ]);
    for (const service of itServices) expect(service.items, service.slug).toHaveLength(4);
  });

  it('has the data-driven entries the spec lists, with every field', () => {
    expect(slugsOf(itDataServices)).toEqual(['software-development', 'industry-4-0', 'supply-installation', 'hr-services', 'digital-marketing']);
    for (const entry of [...itDataServices, ...academyServices]) {
      expect(entry.features.length, entry.slug).toBeGreaterThan(0);
      expect(entry.outcomes.length, entry.slug).toBeGreaterThan(0);
      expect(entry.duration && entry.targetAudience && entry.image.alt && entry.meta.keywords.length, entry.slug).toBeTruthy();
    }
  });
});

describe('blockchain and Salesforce content (docs/rules.md#blockchain, #limits)', () => {
  it('has the seven blockchain services with the spec’s durations', () => {
    const durations = Object.fromEntries(blockchainServices.map((service) => [service.slug, service.duration]));
    expect(durations).toEqual({
      'smart-contracts': '4-8 weeks',
      'nft-marketplace': '8-12 weeks',
      'token-creation': '3-6 weeks',
      'dex-exchange': '12-20 weeks',
      'wallet-integration': '4-8 weeks',
      'metaverse-platform': '16-24 weeks',
      'blockchain-consulting': '2-6 weeks',
    });
  });

  it('has seven Salesforce services', () => {
    expect(salesforceServices).toHaveLength(7);
    for (const service of salesforceServices) expect(service.category).toBe('Salesforce');
  });

  it('never gives a service the slug of a fixed page, and never the same slug twice', () => {
    const slugs = slugsOf([...blockchainServices, ...salesforceServices]);
    expect(unique(slugs)).toBe(true);
    expect(slugs).not.toContain('blockchain');
    expect(slugs).not.toContain('salesforce');
  });

  it('fills every field of the static service content', () => {
    for (const service of [...blockchainServices, ...salesforceServices]) {
      const { title, category, audience, bannerImage, shortDescription, fullDescription, duration, keyFeatures, outcomes, ctaButtonText, ctaLink } = service;
      expect([title, category, audience, bannerImage.alt, shortDescription, duration, ctaButtonText, ctaLink].every(Boolean), service.slug).toBe(true);
      expect(fullDescription.length && keyFeatures.length && outcomes.length, service.slug).toBeTruthy();
      expect(findSpecialistService(service.slug)?.service).toBe(service);
    }
  });
});

describe('roadmaps (docs/rules.md#static-content)', () => {
  it('have unique slugs and every field filled', () => {
    expect(roadmaps.length).toBeGreaterThanOrEqual(6);
    expect(unique(slugsOf(roadmaps))).toBe(true);
    for (const roadmap of roadmaps) {
      const lists = [roadmap.steps, roadmap.learningResources, roadmap.freelancingPath, roadmap.tools, roadmap.careerRoles, roadmap.mentors];
      expect(lists.every((list) => list.length > 0), roadmap.slug).toBe(true);
      expect([roadmap.title, roadmap.introSummary, roadmap.level, roadmap.category, roadmap.bannerImage.alt].every(Boolean), roadmap.slug).toBe(true);
    }
  });
});

describe('team (docs/rules.md#team, #limits)', () => {
  it('has five members in the order of their `order`', () => {
    expect(team).toHaveLength(5);
    const orders = team.map((member) => member.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(unique(slugsOf(team))).toBe(true);
  });

  it('gives every member at least three expertise tags for the card', () => {
    for (const member of team) expect(member.expertise.length, member.slug).toBeGreaterThanOrEqual(3);
  });

  it('blocks the retired slug', () => {
    expect(RETIRED_TEAM_SLUGS).toHaveLength(1);
    for (const slug of RETIRED_TEAM_SLUGS) {
      expect(findTeamMember(slug)).toBeUndefined();
      expect(slugsOf(team)).not.toContain(slug);
    }
  });

  it('shows three other members on a profile, never the member themself', () => {
    for (const member of team) {
      const others = otherMembers(member.slug);
      expect(others).toHaveLength(3);
      expect(slugsOf(others)).not.toContain(member.slug);
    }
  });
});

describe('legal pages (docs/rules.md#legal)', () => {
  it('take effect on July 22, 2025', () => {
    expect(privacyPolicy.effectiveDate).toBe('July 22, 2025');
    expect(termsOfUse.effectiveDate).toBe('July 22, 2025');
  });

  it('cover every topic the spec lists', () => {
    const privacy = privacyPolicy.sections.map((section) => section.title).join(' | ');
    for (const topic of ['Information We Collect', 'Use', 'Share', 'Security', 'Rights', 'Cookies and Analytics']) expect(privacy).toMatch(new RegExp(topic, 'i'));
    const collected = privacyPolicy.sections[0]?.list?.map((item) => item.term) ?? [];
    expect(collected).toEqual(['Contact details', 'Academic and career data', 'Technical data', 'Feedback']);
    const terms = termsOfUse.sections.map((section) => section.title).join(' | ');
    for (const topic of ['Acceptance', 'Services', 'Responsibilities', 'Intellectual Property', 'Payment', 'Liability', 'Privacy', 'Termination', 'Changes', 'Contact']) {
      expect(terms).toContain(topic);
    }
    expect(termsOfUse.sections.find((section) => section.id === 'payment')?.paragraphs.join(' ')).toMatch(/non-refundable unless stated/);
  });

  it('has unique section anchors', () => {
    for (const document of [privacyPolicy, termsOfUse]) expect(unique(document.sections.map((section) => section.id))).toBe(true);
  });
});

describe('slugs', () => {
  it('are unique within each section', () => {
    for (const list of [academyProgrammes, academyServices, itServices, itDataServices, roadmaps, team]) expect(unique(slugsOf(list))).toBe(true);
  });
});

describe('illustrations', () => {
  // A card grid reads as a set of different things only when each card shows its own picture, and
  // none repeats the banner right above it.
  for (const [page, banner, cards] of [
    ['/services/blockchain', blockchainPage.banner.image.src, blockchainServices.map((service) => service.bannerImage.src)],
    ['/services/salesforce', salesforcePage.banner.image.src, salesforceServices.map((service) => service.bannerImage.src)],
    ['/roadmaps', undefined, roadmaps.map((roadmap) => roadmap.bannerImage.src)],
  ] as const) {
    it(`gives every card on ${page} its own illustration`, () => {
      expect(unique([...cards])).toBe(true);
      expect(cards).not.toContain(banner);
    });
  }
});
