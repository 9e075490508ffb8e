import { IconAdjustmentsHorizontal, IconCertificate, IconHeadset, IconRocket } from '@tabler/icons-react';
import { illustrations } from './illustrations';
import { practiceTrail, salesforcePractice } from './practices';
import type { Highlight, PageMetaContent, ProcessStep, SpecialistService } from './types';

const BOOKING_LINK = '/contact?source=gxit-solutions';

export const salesforcePage = {
  meta: {
    title: 'Salesforce Consulting, Implementation and Support',
    description:
      'Salesforce implementation, customisation, integration, data migration, Marketing Cloud, Service Cloud and managed support by certified consultants at GXIT Solutions.',
    keywords: ['Salesforce consulting', 'Salesforce implementation', 'Salesforce integration', 'Service Cloud', 'Marketing Cloud', 'Salesforce support'],
    breadcrumbs: practiceTrail(salesforcePractice),
  } satisfies PageMetaContent,
  banner: {
    eyebrow: 'Salesforce Solutions',
    title: 'Get More from Salesforce',
    subtitle:
      'Certified consultants who set up, connect and look after your Salesforce org, so your sales, service and marketing teams work from one source of truth.',
    image: illustrations.salesforce,
    badges: ['7 Specialized Services', 'Expert Implementation', 'Ongoing Support'],
  },
  servicesTitle: 'Our Salesforce Services',
  whyChoose: {
    title: 'Why Choose Our Salesforce Team?',
    reasons: [
      { icon: IconCertificate, title: 'Certified Experts', description: 'Administrators, developers and consultants holding current Salesforce certifications.' },
      { icon: IconAdjustmentsHorizontal, title: 'Custom Solutions', description: 'Configuration and code shaped around your processes, not the other way round.' },
      { icon: IconRocket, title: 'Quick Deployment', description: 'Proven accelerators and a phased plan that puts Salesforce in users’ hands within weeks.' },
      { icon: IconHeadset, title: 'Ongoing 24/7 Support', description: 'Monitoring, fixes and enhancements from a team that already knows your org.' },
    ] satisfies Highlight[],
  },
  processTitle: 'Our Four-Step Approach',
  process: [
    { title: 'Discovery', description: 'Workshops with your teams to map processes, data and goals, ending in an agreed scope.' },
    { title: 'Design', description: 'A solution design covering objects, automation, security and integrations, reviewed with you.' },
    { title: 'Deploy', description: 'Build, test, migrate data and train users, then go live in planned phases.' },
    { title: 'Support', description: 'Ongoing administration, improvements and help for your users after go-live.' },
  ] satisfies ProcessStep[],
  closing: {
    title: 'Let’s make Salesforce work for you',
    text: 'Whether you are starting fresh or rescuing an existing org, a certified consultant will review your needs and propose a plan.',
    primary: { label: 'Book Salesforce Consultation', to: '/contact' },
    secondary: { label: 'See All Services', to: '/services' },
  },
};

/** docs/rules.md#salesforce and #limits: the Salesforce page claims seven services. */
export const salesforceServices: SpecialistService[] = [
  {
    title: 'Salesforce Implementation',
    slug: 'salesforce-implementation',
    category: 'Salesforce',
    audience: 'Businesses adopting Salesforce for the first time',
    bannerImage: illustrations.implementation,
    shortDescription: 'A complete Salesforce set-up, from requirements to trained users, done right the first time.',
    fullDescription: [
      'We plan and deliver your Salesforce roll-out end to end: requirements, configuration, security, data import, reports and user training.',
      'A phased approach lets your teams start using Salesforce quickly while more advanced features follow.',
    ],
    duration: '6-12 weeks',
    keyFeatures: ['Requirements workshops', 'Sales and Service Cloud configuration', 'Roles, profiles and sharing', 'Reports and dashboards', 'Data import', 'User training'],
    outcomes: ['A working CRM your teams adopt', 'One view of every customer', 'Reports leadership can rely on'],
    ctaButtonText: 'Plan Your Implementation',
    ctaLink: BOOKING_LINK,
    keywords: ['Salesforce implementation', 'CRM setup', 'Salesforce partner'],
  },
  {
    title: 'Salesforce Customisation',
    slug: 'salesforce-customization',
    category: 'Salesforce',
    audience: 'Teams whose processes outgrow standard Salesforce',
    bannerImage: illustrations.technology,
    shortDescription: 'Custom objects, flows, Lightning components and Apex tailored to how you work.',
    fullDescription: [
      'We extend Salesforce with declarative tools first and code where it is needed: custom objects, record-triggered flows, Lightning Web Components and Apex.',
      'Every change is documented and tested so that your org stays maintainable.',
    ],
    duration: '4-8 weeks',
    keyFeatures: ['Custom objects and fields', 'Flow automation', 'Lightning Web Components', 'Apex development', 'Page layouts and apps', 'Test coverage and documentation'],
    outcomes: ['Salesforce that fits your processes', 'Less manual data entry', 'A clean, maintainable org'],
    ctaButtonText: 'Customise Salesforce',
    ctaLink: BOOKING_LINK,
    keywords: ['Salesforce customization', 'Apex development', 'Lightning Web Components'],
  },
  {
    title: 'Salesforce Integration',
    slug: 'salesforce-integration',
    category: 'Salesforce',
    audience: 'Organisations running ERP, e-commerce or finance systems beside Salesforce',
    bannerImage: illustrations.industry,
    shortDescription: 'Connect Salesforce to your ERP, website, payment and marketing tools.',
    fullDescription: [
      'We connect Salesforce with the systems around it through APIs, middleware and platform events, so that data flows in real time without double entry.',
      'Integrations are monitored, with alerts and retry handling for when other systems are down.',
    ],
    duration: '4-10 weeks',
    keyFeatures: ['REST and SOAP APIs', 'MuleSoft and middleware', 'ERP and accounting connectors', 'E-commerce and payment sync', 'Platform events', 'Error monitoring'],
    outcomes: ['No more double entry', 'Real-time data across systems', 'Reliable, monitored integrations'],
    ctaButtonText: 'Connect Your Systems',
    ctaLink: BOOKING_LINK,
    keywords: ['Salesforce integration', 'MuleSoft', 'ERP integration'],
  },
  {
    title: 'Salesforce Data Migration',
    slug: 'salesforce-data-migration',
    category: 'Salesforce',
    audience: 'Companies moving from spreadsheets or another CRM',
    bannerImage: illustrations.migration,
    shortDescription: 'Move your data into Salesforce cleanly, completely and without downtime.',
    fullDescription: [
      'We map, clean, de-duplicate and load your data from spreadsheets or legacy CRMs, with trial runs and reconciliation reports before the final cut-over.',
      'Nothing is lost, and your teams start in Salesforce with data they recognise and trust.',
    ],
    duration: '2-6 weeks',
    keyFeatures: ['Data mapping', 'Cleansing and de-duplication', 'Trial migrations', 'Attachment and history transfer', 'Reconciliation reports', 'Cut-over planning'],
    outcomes: ['Complete, accurate data in Salesforce', 'No downtime at go-live', 'A clean base for reporting'],
    ctaButtonText: 'Plan Your Migration',
    ctaLink: BOOKING_LINK,
    keywords: ['Salesforce data migration', 'CRM migration', 'data cleansing'],
  },
  {
    title: 'Marketing Cloud Solutions',
    slug: 'salesforce-marketing-cloud',
    category: 'Salesforce',
    audience: 'Marketing teams running e-mail, SMS and journey campaigns',
    bannerImage: illustrations.marketing,
    shortDescription: 'Personalised customer journeys across e-mail, SMS and ads with Marketing Cloud.',
    fullDescription: [
      'We set up Marketing Cloud and Account Engagement to send the right message at the right time: segmentation, automated journeys, templates and analytics.',
      'Campaign data flows back into Salesforce so sales teams see every interaction.',
    ],
    duration: '6-10 weeks',
    keyFeatures: ['Journey Builder', 'E-mail and SMS templates', 'Audience segmentation', 'Lead scoring', 'Campaign analytics', 'CRM sync'],
    outcomes: ['Automated, personalised campaigns', 'Higher engagement and conversion', 'Marketing results visible to sales'],
    ctaButtonText: 'Automate Your Marketing',
    ctaLink: BOOKING_LINK,
    keywords: ['Salesforce Marketing Cloud', 'Journey Builder', 'marketing automation'],
  },
  {
    title: 'Service Cloud Setup',
    slug: 'salesforce-service-cloud',
    category: 'Salesforce',
    audience: 'Customer support and field service teams',
    bannerImage: illustrations.consulting,
    shortDescription: 'Case management, omni-channel routing and self-service portals for support teams.',
    fullDescription: [
      'We configure Service Cloud so that every enquiry, from e-mail, phone, chat or web, becomes a case routed to the right agent with the full customer history beside it.',
      'Knowledge articles and self-service portals let customers solve common issues themselves.',
    ],
    duration: '4-8 weeks',
    keyFeatures: ['Case management', 'Omni-channel routing', 'Service level tracking', 'Knowledge base', 'Experience Cloud portals', 'Service dashboards'],
    outcomes: ['Faster case resolution', 'Consistent service across channels', 'Fewer repeat enquiries'],
    ctaButtonText: 'Improve Your Service',
    ctaLink: BOOKING_LINK,
    keywords: ['Salesforce Service Cloud', 'case management', 'customer support CRM'],
  },
  {
    title: 'Salesforce Support & Maintenance',
    slug: 'salesforce-support',
    category: 'Salesforce',
    audience: 'Organisations with a live Salesforce org',
    bannerImage: illustrations.support,
    shortDescription: 'Managed administration, enhancements and 24/7 help for your Salesforce users.',
    fullDescription: [
      'Our managed service keeps your org healthy: user administration, fixes, release reviews, small enhancements and a help desk your users can reach at any time.',
      'A monthly report shows what was done and recommends improvements.',
    ],
    duration: 'Monthly plans, 3-month minimum',
    keyFeatures: ['Help desk for users', 'Administration and user management', 'Release readiness reviews', 'Enhancement hours', 'Health checks', 'Monthly reporting'],
    outcomes: ['A stable, up-to-date org', 'Quick answers for users', 'Continuous improvement without hiring'],
    ctaButtonText: 'Get Ongoing Support',
    ctaLink: BOOKING_LINK,
    keywords: ['Salesforce support', 'Salesforce managed services', 'Salesforce admin'],
  },
];
