import {
  IconAd2,
  IconBrain,
  IconBuildingFactory2,
  IconCode,
  IconDeviceLaptop,
  IconHierarchy2,
  IconMovie,
  IconSparkles,
  IconSpeakerphone,
  IconTruckDelivery,
  IconUsersGroup,
  IconHeadset,
} from '@tabler/icons-react';
import { illustrations } from './illustrations';
import type { FixedPageLabels, Offering, ServiceEntry } from './offerings';

/** Where every IT booking button leads (docs/rules.md#contact: business wording on the contact page). */
export const IT_BOOKING_LINK = '/contact?source=gxit-solutions';

/** The words around an IT service's page (docs/rules.md#it-solutions). */
export const itServiceLabels: FixedPageLabels = {
  section: 'GXIT Solutions',
  back: { label: 'Back to GXIT Solutions', to: '/gxit-solutions' },
  overviewTitle: 'Overview',
  itemsTitle: 'What We Offer',
  outcomeTitle: 'Outcome',
  closingTitle: 'Let’s build it together',
  closingText: 'Share your goals and timeline. A consultant will reply within one business day with an approach and an estimate.',
  booking: IT_BOOKING_LINK,
  notFoundText: 'We could not find that GXIT Solutions service. It may have been renamed or retired.',
};

export const itSolutionsPage = {
  meta: {
    title: 'GXIT Solutions: Software, AI and Digital Services for Businesses',
    description:
      'Web applications, IT consulting, system architecture, AI services, video editing, social media, digital marketing and AI content creation for growing businesses.',
    keywords: ['GXIT Solutions', 'IT services', 'web application development', 'AI services', 'digital marketing agency', 'IT consulting'],
  },
  eyebrow: 'GXIT Solutions',
  title: 'Technology that Moves Your Business Forward',
  subtitle:
    'One partner for the software you run on, the infrastructure behind it and the content that brings customers to it. Small teams, senior people, clear timelines.',
  closing: {
    title: 'Have a project in mind?',
    text: 'Describe what you want to build or improve. We reply within one business day with questions, an approach and a first estimate.',
    ctaLabel: 'Talk to Our Team',
    to: IT_BOOKING_LINK,
  },
};

/** docs/rules.md#it-solutions: the eight IT services with fixed pages, in the order of their cards. */
export const itServices: Offering[] = [
  {
    slug: 'web-application-development',
    icon: IconCode,
    title: 'Web Application Development',
    summary: 'Custom portals, dashboards and web apps that are fast, secure and easy to use.',
    image: illustrations.technology,
    heading: 'Web Application Development',
    overview:
      'We design and build web applications around the way your business actually works: customer portals, internal dashboards, booking systems and more, delivered in short iterations so you see progress every week.',
    items: [
      { title: 'Custom Portals and Dashboards', description: 'Customer, partner and staff portals with the reports and workflows your teams need.' },
      { title: 'API Integrations and Cloud Hosting', description: 'Connections to payment, CRM and ERP systems, hosted on scalable cloud infrastructure.' },
      { title: 'Responsive UI/UX', description: 'Interfaces designed with your users that work on every screen size.' },
      { title: 'Maintenance and Optimisation', description: 'Monitoring, updates, performance tuning and new features after launch.' },
    ],
    outcome: 'A reliable web application that saves your team time, delights your customers and grows with your business.',
    ctaLabel: 'Start Your Web Project',
    meta: {
      title: 'Web Application Development | GXIT Solutions',
      description: 'Custom portals and dashboards, API integrations, cloud hosting, responsive UI/UX and ongoing maintenance.',
      keywords: ['web application development', 'custom dashboards', 'API integration', 'cloud hosting'],
    },
  },
  {
    slug: 'it-consulting',
    icon: IconHeadset,
    title: 'IT Consulting',
    summary: 'Independent advice on infrastructure, digital transformation and automation.',
    image: illustrations.business,
    heading: 'IT Consulting',
    overview:
      'Our consultants assess where your technology helps and where it holds you back, then give you a practical, prioritised plan with costs and risks spelled out.',
    items: [
      { title: 'Infrastructure Assessment', description: 'A review of your systems, networks, security and licences, with clear findings.' },
      { title: 'Digital Transformation Strategy', description: 'A roadmap for moving processes and customers to digital channels.' },
      { title: 'Process Automation Consulting', description: 'Finding repetitive work that software can do faster and more accurately.' },
      { title: 'Cost Optimisation and Risk Mitigation', description: 'Reducing spend on tools and cloud services while closing security gaps.' },
    ],
    outcome: 'A technology plan your leadership can act on, with lower running costs and fewer risks.',
    ctaLabel: 'Book a Consultation',
    meta: {
      title: 'IT Consulting for Businesses | GXIT Solutions',
      description: 'Infrastructure assessment, digital transformation strategy, process automation and cost optimisation.',
      keywords: ['IT consulting', 'digital transformation', 'process automation', 'infrastructure assessment'],
    },
  },
  {
    slug: 'system-architecture',
    icon: IconHierarchy2,
    title: 'System Architecture',
    summary: 'Architectures that scale: cloud and hybrid design, integration and security.',
    image: illustrations.industry,
    heading: 'System Architecture',
    overview:
      'Good architecture keeps systems fast, secure and affordable as they grow. We design new platforms and untangle existing ones, and document every decision so your team can own the result.',
    items: [
      { title: 'Architecture Design and Documentation', description: 'Diagrams, decision records and standards your developers can follow.' },
      { title: 'Cloud and Hybrid Setup', description: 'Landing zones, networking and migration plans for cloud and on-premises systems.' },
      { title: 'Data Flow and Integration Mapping', description: 'How information moves between your systems, and where it breaks.' },
      { title: 'Performance and Security Tuning', description: 'Load testing, caching, hardening and access control.' },
    ],
    outcome: 'A documented architecture that handles growth, passes security reviews and is cheaper to run.',
    ctaLabel: 'Plan Your Architecture',
    meta: {
      title: 'System Architecture and Cloud Design | GXIT Solutions',
      description: 'Architecture design and documentation, cloud and hybrid setup, integration mapping and performance and security tuning.',
      keywords: ['system architecture', 'cloud architecture', 'hybrid cloud', 'integration mapping'],
    },
  },
  {
    slug: 'ai-services',
    icon: IconBrain,
    title: 'AI Services',
    summary: 'AI integration, chatbots, predictive analytics and custom machine-learning models.',
    image: illustrations.ai,
    heading: 'AI Services',
    overview:
      'We help businesses put artificial intelligence to work where it pays off: answering customers, forecasting demand and automating decisions, with your data kept secure throughout.',
    items: [
      { title: 'AI Integration', description: 'Adding language, vision and recommendation models to your existing products.' },
      { title: 'Chatbots and Virtual Assistants', description: 'Assistants on your website and messaging apps that answer around the clock.' },
      { title: 'Predictive Analytics', description: 'Forecasts of sales, demand and churn from the data you already collect.' },
      { title: 'Custom ML Models', description: 'Models trained on your data for classification, detection and scoring.' },
    ],
    outcome: 'AI features that serve customers faster, reveal trends earlier and take routine work off your team.',
    ctaLabel: 'Explore AI for Your Business',
    meta: {
      title: 'AI Services, Chatbots and Machine Learning | GXIT Solutions',
      description: 'AI integration, chatbots and virtual assistants, predictive analytics and custom machine-learning models.',
      keywords: ['AI services', 'chatbot development', 'predictive analytics', 'machine learning models'],
    },
  },
  {
    slug: 'video-editing',
    icon: IconMovie,
    title: 'Video Editing',
    summary: 'Editing, colour grading, motion graphics, subtitles and exports for every platform.',
    image: illustrations.design,
    heading: 'Video Editing',
    overview:
      'From raw footage to a finished film, our editors shape your story for brand films, product demos, events, courses and social media, delivered in every format you need.',
    items: [
      { title: 'Editing and Colour Grading', description: 'Story-led cuts and a consistent, cinematic look.' },
      { title: 'Motion Graphics', description: 'Titles, lower thirds, animated logos and explainer graphics.' },
      { title: 'Subtitles and Sound Design', description: 'Accurate captions, clean audio, music and effects.' },
      { title: 'Social and Ad Exports', description: 'Versions cut and sized for reels, stories, YouTube and ad platforms.' },
    ],
    outcome: 'Polished videos that hold attention and are ready to publish on every channel.',
    ctaLabel: 'Start Your Video Project',
    meta: {
      title: 'Professional Video Editing Services | GXIT Solutions',
      description: 'Editing and colour grading, motion graphics, subtitles and sound design, and exports for social media and ads.',
      keywords: ['video editing services', 'colour grading', 'motion graphics', 'subtitles'],
    },
  },
  {
    slug: 'social-media-management',
    icon: IconUsersGroup,
    title: 'Social Media Management',
    summary: 'Content calendars, post design, scheduling, community engagement and analytics.',
    image: illustrations.marketing,
    heading: 'Social Media Management',
    overview:
      'We run your social channels as an extension of your team: planning what to say, designing posts that fit your brand, replying to your community and reporting on what works.',
    items: [
      { title: 'Monthly Content Calendars', description: 'A month of themes and posts agreed with you in advance.' },
      { title: 'Post Design and Scheduling', description: 'On-brand graphics, captions and publishing at the best times.' },
      { title: 'Community Engagement', description: 'Prompt, friendly replies to comments and messages.' },
      { title: 'Analytics', description: 'Monthly reports on reach, engagement and growth, with recommendations.' },
    ],
    outcome: 'Consistent, professional social channels with a growing, engaged audience.',
    ctaLabel: 'Grow Your Social Presence',
    meta: {
      title: 'Social Media Management Services | GXIT Solutions',
      description: 'Monthly content calendars, post design and scheduling, community engagement and analytics.',
      keywords: ['social media management', 'content calendar', 'community management', 'social media analytics'],
    },
  },
  {
    slug: 'digital-marketing',
    icon: IconSpeakerphone,
    title: 'Digital Marketing',
    summary: 'Ads management, SEO, e-mail and content marketing, with tracking you can trust.',
    image: illustrations.marketing,
    heading: 'Digital Marketing',
    overview:
      'We bring you customers through search, social and e-mail, and measure every rupee spent, so that your marketing budget goes to the channels that actually sell.',
    items: [
      { title: 'Ads Management', description: 'Search, social and display campaigns planned, launched and optimised weekly.' },
      { title: 'Search Engine Optimisation', description: 'Technical fixes, keyword strategy and content that ranks.' },
      { title: 'E-mail and Content Marketing', description: 'Newsletters, automated journeys and articles that nurture leads.' },
      { title: 'Tracking and Reporting', description: 'Conversion tracking, dashboards and clear monthly reports.' },
    ],
    outcome: 'More qualified leads at a lower cost, with reporting that shows exactly where they came from.',
    ctaLabel: 'Boost Your Marketing',
    meta: {
      title: 'Digital Marketing Agency Services | GXIT Solutions',
      description: 'Ads management, SEO, e-mail and content marketing, and tracking and reporting for growing businesses.',
      keywords: ['digital marketing', 'ads management', 'SEO services', 'email marketing'],
    },
  },
  {
    slug: 'ai-content-creation',
    icon: IconSparkles,
    title: 'AI Content Creation',
    summary: 'AI-assisted blogs, ad copy, visuals and scripts, always reviewed by people.',
    image: illustrations.ai,
    heading: 'AI Content Creation',
    overview:
      'We combine generative AI with experienced writers and designers to produce more content, faster, without losing your voice or accuracy.',
    items: [
      { title: 'AI Blog and Ad Copy', description: 'Articles, landing pages and ad variations drafted with AI and edited by writers.' },
      { title: 'AI Visuals and Scripts', description: 'Images, storyboards and video scripts generated and refined for your brand.' },
      { title: 'Content Strategy Automation', description: 'Topic research, briefs and publishing workflows that run on their own.' },
      { title: 'Quality Review', description: 'Fact-checking, brand voice and originality checks on everything we deliver.' },
    ],
    outcome: 'A steady flow of on-brand content at a fraction of the usual time and cost.',
    ctaLabel: 'Create Content with AI',
    meta: {
      title: 'AI Content Creation Services | GXIT Solutions',
      description: 'AI blog and ad copy, AI visuals and scripts, content strategy automation and human quality review.',
      keywords: ['AI content creation', 'AI copywriting', 'AI visuals', 'content automation'],
    },
  },
];

/**
 * docs/rules.md#it-solutions: entries of the data-driven IT page, for /gxit-solutions/{slug} paths without a fixed
 * page. 'digital-marketing' also names a fixed service, whose page wins.
 */
export const itDataServices: ServiceEntry[] = [
  {
    slug: 'software-development',
    icon: IconDeviceLaptop,
    title: 'Software Development',
    description: 'Custom software for web, mobile and desktop, built to your specification.',
    image: illustrations.technology,
    fullDescription: [
      'When off-the-shelf software does not fit, we build what does. Our developers work in two-week sprints with a demo at the end of each, so you steer the product as it takes shape.',
      'We handle the full lifecycle: requirements, design, development, testing, deployment and support.',
    ],
    features: ['Requirements workshops', 'UI/UX design', 'Web, mobile and desktop apps', 'Automated testing', 'Cloud deployment', 'Support and maintenance'],
    outcomes: ['Software that fits your processes', 'Predictable delivery with regular demos', 'Code and documentation you own'],
    duration: '8-24 weeks, depending on scope',
    targetAudience: 'Startups, small and medium businesses and enterprise teams',
    meta: {
      title: 'Custom Software Development | GXIT Solutions',
      description: 'Custom web, mobile and desktop software built in two-week sprints, from requirements to support.',
      keywords: ['custom software development', 'mobile apps', 'web apps', 'software company'],
    },
  },
  {
    slug: 'industry-4-0',
    icon: IconBuildingFactory2,
    title: 'Industry 4.0 Solutions',
    description: 'Connected machines, real-time dashboards and automation for manufacturers.',
    image: illustrations.industry,
    fullDescription: [
      'We help factories and warehouses connect their equipment, collect production data and act on it in real time, from a single line to a whole plant.',
      'Projects start with a pilot that proves value quickly before any large investment.',
    ],
    features: ['IoT sensors and gateways', 'Machine data collection', 'Real-time production dashboards', 'Predictive maintenance', 'ERP and MES integration', 'Operator training'],
    outcomes: ['Less unplanned downtime', 'Visibility of output and quality in real time', 'Data-driven decisions on the shop floor'],
    duration: '6-week pilot, then phased roll-out',
    targetAudience: 'Manufacturers, warehouses and industrial plants',
    meta: {
      title: 'Industry 4.0 and IoT Solutions | GXIT Solutions',
      description: 'IoT sensors, machine data, real-time dashboards and predictive maintenance for manufacturers.',
      keywords: ['Industry 4.0', 'industrial IoT', 'predictive maintenance', 'smart factory'],
    },
  },
  {
    slug: 'supply-installation',
    icon: IconTruckDelivery,
    title: 'IT Supply & Installation',
    description: 'Computers, networks, CCTV and smart classrooms, supplied, installed and supported.',
    image: illustrations.technology,
    fullDescription: [
      'We source genuine hardware at competitive prices and install it properly: desktops and laptops, networking, servers, CCTV, projectors and smart-classroom equipment.',
      'Every installation is tested, documented and backed by an annual maintenance option.',
    ],
    features: ['Hardware sourcing', 'Network cabling and Wi-Fi', 'Servers and storage', 'CCTV and access control', 'Smart classroom set-up', 'Annual maintenance contracts'],
    outcomes: ['Reliable, standardised equipment', 'One point of contact for support', 'Documented installations'],
    duration: '1-4 weeks per site',
    targetAudience: 'Schools, colleges, offices and retail businesses',
    meta: {
      title: 'IT Hardware Supply and Installation | GXIT Solutions',
      description: 'Computers, networks, servers, CCTV and smart classrooms supplied, installed and maintained.',
      keywords: ['IT hardware supply', 'network installation', 'CCTV installation', 'smart classroom'],
    },
  },
  {
    slug: 'hr-services',
    icon: IconUsersGroup,
    title: 'HR Services',
    description: 'Recruitment, onboarding and HR technology for growing teams.',
    image: illustrations.business,
    fullDescription: [
      'We help businesses find, hire and keep good people: sourcing and screening candidates, running assessments and setting up the HR tools that make onboarding smooth.',
      'Our academy network gives us direct access to trained, job-ready graduates.',
    ],
    features: ['Candidate sourcing', 'Screening and assessments', 'Campus hiring drives', 'Onboarding programmes', 'HR software set-up', 'Policy documentation'],
    outcomes: ['Faster hiring of the right people', 'Consistent onboarding', 'HR processes that scale'],
    duration: 'Ongoing, or per hiring drive',
    targetAudience: 'Startups and small and medium businesses',
    meta: {
      title: 'Recruitment and HR Services | GXIT Solutions',
      description: 'Candidate sourcing, assessments, campus hiring, onboarding and HR software for growing teams.',
      keywords: ['HR services', 'recruitment', 'campus hiring', 'onboarding'],
    },
  },
  {
    slug: 'digital-marketing',
    icon: IconAd2,
    title: 'Digital Marketing',
    description: 'Search, social and e-mail marketing that brings measurable results.',
    image: illustrations.marketing,
    fullDescription: [
      'Full-funnel digital marketing for businesses that want more leads and sales online, run by specialists in each channel.',
      'Every campaign is tracked end to end, and you receive a clear report every month.',
    ],
    features: ['Paid search and social ads', 'SEO', 'E-mail automation', 'Landing pages', 'Conversion tracking', 'Monthly reporting'],
    outcomes: ['More qualified leads', 'Lower cost per acquisition', 'Clear reporting on return on spend'],
    duration: '3-month minimum engagement',
    targetAudience: 'Businesses of every size selling online or locally',
    meta: {
      title: 'Digital Marketing Services | GXIT Solutions',
      description: 'Paid ads, SEO, e-mail automation and conversion tracking with monthly reporting.',
      keywords: ['digital marketing', 'online marketing', 'lead generation'],
    },
  },
];

export function findItService(slug: string): Offering | undefined {
  return itServices.find((service) => service.slug === slug);
}

export function findItDataService(slug: string): ServiceEntry | undefined {
  return itDataServices.find((service) => service.slug === slug);
}
