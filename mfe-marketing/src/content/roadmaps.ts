import { illustrations } from './illustrations';
import type { Illustration, NotFoundContent, PageMetaContent } from './types';

export interface RoadmapStep {
  title: string;
  duration: string;
  description: string;
}

export interface LearningResource {
  name: string;
  kind: string;
  description: string;
}

export interface Mentor {
  name: string;
  knownFor: string;
}

/**
 * docs/rules.md#static-content "Roadmap (static)". The source's HTML fields (steps, resources, freelancing path) and
 * semicolon-separated lists (tools, career roles) are kept as typed lists here.
 */
export interface Roadmap {
  title: string;
  slug: string;
  bannerImage: Illustration;
  introSummary: string;
  level: 'Beginner' | 'Beginner to Intermediate' | 'Beginner to Advanced' | 'Intermediate';
  category: string;
  steps: RoadmapStep[];
  learningResources: LearningResource[];
  freelancingPath: string[];
  tools: string[];
  careerRoles: string[];
  mentors: Mentor[];
}

export const roadmapsPage: { meta: PageMetaContent; eyebrow: string; title: string; subtitle: string } = {
  meta: {
    title: 'Career Roadmaps: Step-by-Step Paths into Tech and Creative Careers',
    description:
      'Free career roadmaps for web development, data science, UI/UX design, digital marketing, AI engineering and cybersecurity, with resources, tools, roles and freelancing paths.',
    keywords: ['career roadmap', 'learning path', 'web developer roadmap', 'data scientist roadmap', 'UI UX roadmap', 'cybersecurity roadmap'],
  },
  eyebrow: 'Career Roadmaps',
  title: 'Find Your Path, One Step at a Time',
  subtitle:
    'Each roadmap sets out what to learn, in what order and for how long, with the tools, resources and roles that lie at the end of it.',
};

export const roadmaps: Roadmap[] = [
  {
    title: 'Full-Stack Web Developer',
    slug: 'full-stack-web-developer',
    bannerImage: illustrations.technology,
    introSummary:
      'Build complete websites and web applications, from the interface people click to the servers and databases behind it. One of the most in-demand and freelance-friendly skills in tech.',
    level: 'Beginner to Advanced',
    category: 'Web Development',
    steps: [
      { title: 'Web Foundations', duration: '4 weeks', description: 'HTML, CSS and how the web works: browsers, HTTP and hosting a first page.' },
      { title: 'JavaScript Essentials', duration: '6 weeks', description: 'Variables, functions, the DOM, asynchronous code and calling APIs.' },
      { title: 'Front-End Framework', duration: '6 weeks', description: 'Components, state and routing with React, plus TypeScript basics.' },
      { title: 'Back-End and Databases', duration: '6 weeks', description: 'Node.js, REST APIs, authentication and SQL and document databases.' },
      { title: 'Deployment and DevOps Basics', duration: '3 weeks', description: 'Git workflows, testing, CI and deploying to the cloud.' },
      { title: 'Portfolio Projects', duration: '4 weeks', description: 'Two complete applications that show employers and clients what you can do.' },
    ],
    learningResources: [
      { name: 'MDN Web Docs', kind: 'Free documentation', description: 'The reference for HTML, CSS and JavaScript.' },
      { name: 'freeCodeCamp', kind: 'Free course', description: 'Hands-on certifications in responsive design and JavaScript.' },
      { name: 'The official React documentation', kind: 'Free documentation', description: 'Tutorials and guides written by the React team.' },
      { name: 'GX Academy Technology & Coding', kind: 'Mentored programme', description: 'Project-based web development with feedback from our trainers.' },
    ],
    freelancingPath: [
      'Start with landing pages and small business websites for local clients.',
      'Move on to web apps and dashboards once your portfolio has two or three projects.',
      'Offer maintenance retainers for steady monthly income.',
    ],
    tools: ['VS Code', 'Git and GitHub', 'Chrome DevTools', 'Node.js', 'React', 'PostgreSQL', 'Docker', 'Figma'],
    careerRoles: ['Front-End Developer', 'Back-End Developer', 'Full-Stack Developer', 'Web Application Engineer'],
    mentors: [
      { name: 'Kent C. Dodds', knownFor: 'Teaching React and testing' },
      { name: 'Wes Bos', knownFor: 'Practical JavaScript courses' },
      { name: 'Josh W. Comeau', knownFor: 'Clear explanations of CSS and React' },
    ],
  },
  {
    title: 'Data Scientist',
    slug: 'data-scientist',
    bannerImage: illustrations.dataScience,
    introSummary:
      'Turn raw data into decisions. Data scientists clean and explore data, build models and explain what the numbers mean to the people who act on them.',
    level: 'Beginner to Advanced',
    category: 'Data & AI',
    steps: [
      { title: 'Python for Data', duration: '4 weeks', description: 'Python syntax, notebooks, NumPy and pandas.' },
      { title: 'Statistics and Probability', duration: '5 weeks', description: 'Distributions, hypothesis tests and regression.' },
      { title: 'Data Wrangling and Visualisation', duration: '4 weeks', description: 'Cleaning messy data and telling stories with charts.' },
      { title: 'Machine Learning', duration: '8 weeks', description: 'Supervised and unsupervised learning with scikit-learn, and evaluating models honestly.' },
      { title: 'SQL and Data Engineering Basics', duration: '3 weeks', description: 'Querying databases and building simple data pipelines.' },
      { title: 'Capstone Project', duration: '4 weeks', description: 'An end-to-end analysis on a real public data set, written up for non-experts.' },
    ],
    learningResources: [
      { name: 'Kaggle Learn', kind: 'Free course', description: 'Short, practical lessons with real data sets and competitions.' },
      { name: 'Python Data Science Handbook', kind: 'Free book', description: 'A thorough guide to the core Python data libraries.' },
      { name: 'Khan Academy Statistics', kind: 'Free course', description: 'The statistics every data scientist needs.' },
      { name: 'GX Academy Artificial Intelligence', kind: 'Mentored programme', description: 'AI concepts and projects with guidance from our trainers.' },
    ],
    freelancingPath: [
      'Offer dashboards and data clean-up to small businesses.',
      'Take on analysis projects for research groups and startups.',
      'Specialise in one industry to command higher rates.',
    ],
    tools: ['Python', 'Jupyter', 'pandas', 'scikit-learn', 'SQL', 'Power BI', 'Tableau', 'Git'],
    careerRoles: ['Data Analyst', 'Data Scientist', 'Business Intelligence Analyst', 'Machine Learning Analyst'],
    mentors: [
      { name: 'Andrew Ng', knownFor: 'Machine learning courses followed by millions' },
      { name: 'Cassie Kozyrkov', knownFor: 'Decision intelligence and statistics made simple' },
      { name: 'Jake VanderPlas', knownFor: 'The Python Data Science Handbook' },
    ],
  },
  {
    title: 'UI/UX Designer',
    slug: 'ui-ux-designer',
    bannerImage: illustrations.design,
    introSummary:
      'Design products that are useful, usable and beautiful. UI/UX designers research users, shape flows and craft the interfaces that developers build.',
    level: 'Beginner to Intermediate',
    category: 'Design',
    steps: [
      { title: 'Design Fundamentals', duration: '3 weeks', description: 'Layout, typography, colour and visual hierarchy.' },
      { title: 'User Research', duration: '3 weeks', description: 'Interviews, personas and journey maps.' },
      { title: 'Wireframing and Information Architecture', duration: '3 weeks', description: 'Structuring content and flows before pixels.' },
      { title: 'Interface Design in Figma', duration: '5 weeks', description: 'Components, auto layout and design systems.' },
      { title: 'Prototyping and Usability Testing', duration: '3 weeks', description: 'Interactive prototypes tested with real users.' },
      { title: 'Case Study Portfolio', duration: '4 weeks', description: 'Three case studies that show your process, not just screens.' },
    ],
    learningResources: [
      { name: 'Google UX Design Certificate', kind: 'Online course', description: 'A structured introduction to the UX process.' },
      { name: 'Laws of UX', kind: 'Free website', description: 'Psychology principles behind good interfaces.' },
      { name: 'Figma Learn', kind: 'Free tutorials', description: 'Official guides to the industry’s main design tool.' },
      { name: 'GX Academy Creative Arts & Design', kind: 'Mentored programme', description: 'Design fundamentals with portfolio reviews.' },
    ],
    freelancingPath: [
      'Redesign websites and apps for small businesses and NGOs.',
      'Offer UX audits with clear, prioritised recommendations.',
      'Partner with developers to deliver complete products.',
    ],
    tools: ['Figma', 'FigJam', 'Adobe Illustrator', 'Maze', 'Notion', 'Miro'],
    careerRoles: ['UI Designer', 'UX Designer', 'Product Designer', 'UX Researcher'],
    mentors: [
      { name: 'Don Norman', knownFor: 'The Design of Everyday Things' },
      { name: 'Jakob Nielsen', knownFor: 'Usability heuristics' },
      { name: 'Steve Krug', knownFor: 'Don’t Make Me Think' },
    ],
  },
  {
    title: 'Digital Marketer',
    slug: 'digital-marketer',
    bannerImage: illustrations.marketing,
    introSummary:
      'Help businesses find and keep customers online. Digital marketers combine creativity with data across search, social, e-mail and content.',
    level: 'Beginner',
    category: 'Marketing',
    steps: [
      { title: 'Marketing Foundations', duration: '2 weeks', description: 'Audiences, positioning, funnels and the marketing mix.' },
      { title: 'Content and Copywriting', duration: '3 weeks', description: 'Writing posts, articles and ads that people act on.' },
      { title: 'Search Engine Optimisation', duration: '4 weeks', description: 'Keyword research, on-page SEO and link building.' },
      { title: 'Social Media and Paid Ads', duration: '4 weeks', description: 'Organic growth and campaigns on search and social platforms.' },
      { title: 'E-mail Marketing and Automation', duration: '2 weeks', description: 'Lists, newsletters and automated journeys.' },
      { title: 'Analytics and Reporting', duration: '3 weeks', description: 'Tracking conversions and proving return on spend.' },
    ],
    learningResources: [
      { name: 'Google Skillshop', kind: 'Free certification', description: 'Official training for Google Ads and Analytics.' },
      { name: 'HubSpot Academy', kind: 'Free course', description: 'Inbound, content and e-mail marketing certifications.' },
      { name: 'Meta Blueprint', kind: 'Free course', description: 'Advertising on Facebook and Instagram.' },
      { name: 'GX Academy Digital Skills', kind: 'Mentored programme', description: 'Run a real campaign with guidance from our trainers.' },
    ],
    freelancingPath: [
      'Manage social media pages for local businesses.',
      'Offer SEO audits and monthly SEO packages.',
      'Run paid campaigns on a management-fee basis once you have results to show.',
    ],
    tools: ['Google Analytics', 'Google Ads', 'Meta Ads Manager', 'Canva', 'Mailchimp', 'Semrush', 'WordPress'],
    careerRoles: ['Digital Marketing Executive', 'SEO Specialist', 'Social Media Manager', 'Performance Marketer', 'Content Strategist'],
    mentors: [
      { name: 'Neil Patel', knownFor: 'SEO and growth marketing' },
      { name: 'Rand Fishkin', knownFor: 'Audience research and SEO' },
      { name: 'Ann Handley', knownFor: 'Content marketing and writing' },
    ],
  },
  {
    title: 'AI/ML Engineer',
    slug: 'ai-ml-engineer',
    bannerImage: illustrations.ai,
    introSummary:
      'Build the systems that learn. AI/ML engineers train, evaluate and deploy models, and increasingly build products on top of large language models.',
    level: 'Intermediate',
    category: 'Data & AI',
    steps: [
      { title: 'Maths for Machine Learning', duration: '4 weeks', description: 'Linear algebra, calculus and probability, with code.' },
      { title: 'Classical Machine Learning', duration: '5 weeks', description: 'Regression, trees, ensembles and feature engineering.' },
      { title: 'Deep Learning', duration: '6 weeks', description: 'Neural networks, CNNs and transformers with PyTorch.' },
      { title: 'Large Language Models', duration: '4 weeks', description: 'Prompting, retrieval-augmented generation and fine-tuning.' },
      { title: 'MLOps and Deployment', duration: '4 weeks', description: 'Serving models, monitoring and reproducible pipelines.' },
      { title: 'Applied AI Project', duration: '4 weeks', description: 'An AI product solving a real problem, deployed and documented.' },
    ],
    learningResources: [
      { name: 'fast.ai Practical Deep Learning', kind: 'Free course', description: 'A top-down, code-first introduction to deep learning.' },
      { name: 'PyTorch Tutorials', kind: 'Free documentation', description: 'Official tutorials for the leading deep learning library.' },
      { name: 'Hugging Face Course', kind: 'Free course', description: 'Working with transformers and language models.' },
      { name: 'GX Academy Artificial Intelligence', kind: 'Mentored programme', description: 'Hands-on AI projects reviewed by our trainers.' },
    ],
    freelancingPath: [
      'Build chatbots and document assistants for small businesses.',
      'Offer model evaluation and data labelling pipelines to startups.',
      'Consult on adding AI features to existing products.',
    ],
    tools: ['Python', 'PyTorch', 'scikit-learn', 'Hugging Face', 'LangChain', 'Docker', 'MLflow', 'Cloud GPUs'],
    careerRoles: ['Machine Learning Engineer', 'AI Engineer', 'NLP Engineer', 'MLOps Engineer'],
    mentors: [
      { name: 'Andrej Karpathy', knownFor: 'Neural networks explained from scratch' },
      { name: 'Andrew Ng', knownFor: 'Deep learning specialisations' },
      { name: 'Jeremy Howard', knownFor: 'fast.ai' },
    ],
  },
  {
    title: 'Cybersecurity Analyst',
    slug: 'cybersecurity-analyst',
    bannerImage: illustrations.security,
    introSummary:
      'Protect people and organisations from digital threats. Cybersecurity analysts monitor systems, investigate incidents and harden defences.',
    level: 'Beginner to Advanced',
    category: 'Security',
    steps: [
      { title: 'Networking and Operating Systems', duration: '4 weeks', description: 'TCP/IP, DNS, Linux and Windows administration.' },
      { title: 'Security Fundamentals', duration: '4 weeks', description: 'Threats, vulnerabilities, cryptography and access control.' },
      { title: 'Defensive Security', duration: '5 weeks', description: 'Firewalls, SIEM, log analysis and incident response.' },
      { title: 'Offensive Security Basics', duration: '5 weeks', description: 'Ethical hacking, web vulnerabilities and penetration testing labs.' },
      { title: 'Cloud Security and Compliance', duration: '3 weeks', description: 'Securing cloud accounts and understanding standards such as ISO 27001.' },
      { title: 'Certification Preparation', duration: '4 weeks', description: 'Preparing for an entry-level certification such as CompTIA Security+.' },
    ],
    learningResources: [
      { name: 'TryHackMe', kind: 'Hands-on labs', description: 'Guided rooms from beginner to advanced.' },
      { name: 'OWASP Top Ten', kind: 'Free guide', description: 'The most critical web application security risks.' },
      { name: 'Professor Messer’s Security+ course', kind: 'Free videos', description: 'Complete certification preparation.' },
      { name: 'GX Academy Technology & Coding', kind: 'Mentored programme', description: 'Programming and cloud fundamentals that underpin security.' },
    ],
    freelancingPath: [
      'Offer security check-ups for small business websites.',
      'Take part in bug bounty programmes to build a track record.',
      'Provide security awareness training for schools and offices.',
    ],
    tools: ['Wireshark', 'Nmap', 'Burp Suite', 'Kali Linux', 'Splunk', 'Metasploit'],
    careerRoles: ['SOC Analyst', 'Security Analyst', 'Penetration Tester', 'Cloud Security Engineer'],
    mentors: [
      { name: 'Troy Hunt', knownFor: 'Have I Been Pwned and web security' },
      { name: 'Bruce Schneier', knownFor: 'Writing on security and privacy' },
      { name: 'John Hammond', knownFor: 'Hands-on security videos' },
    ],
  },
];

/** docs/rules.md#roadmaps: an unknown slug. */
export const roadmapNotFound: NotFoundContent = {
  title: 'Roadmap not found.',
  text: 'We could not find that career roadmap. Browse all roadmaps or ask us for guidance.',
  back: { label: 'Back to Roadmaps', to: '/roadmaps' },
};

export function findRoadmap(slug: string): Roadmap | undefined {
  return roadmaps.find((roadmap) => roadmap.slug === slug);
}
