import {
  IconBrain,
  IconBriefcase,
  IconBulb,
  IconCertificate,
  IconCode,
  IconCompass,
  IconDeviceLaptop,
  IconMessageChatbot,
  IconMicrophone,
  IconPalette,
  IconPigMoney,
  IconPresentation,
  IconRobot,
  IconRocket,
  IconSchool,
  IconUserCheck,
  IconWorld,
} from '@tabler/icons-react';
import { illustrations } from './illustrations';
import type { FixedPageLabels, Offering, ServiceEntry } from './offerings';

/** Where every academy booking button leads (docs/rules.md#academy: booking links use source=gx-academy). */
export const ACADEMY_BOOKING_LINK = '/contact?source=gx-academy';

/** The words around a programme's page (docs/rules.md#academy). */
export const programmeLabels: FixedPageLabels = {
  section: 'GX Academy',
  back: { label: 'Back to GX Academy', to: '/gx-academy' },
  overviewTitle: 'About This Programme',
  itemsTitle: 'Programme Modules',
  outcomeTitle: 'Learning Outcome',
  closingTitle: 'Ready to take the next step?',
  closingText: 'Book a session for yourself, your child or your students. We will confirm the dates and format that suit you.',
  booking: ACADEMY_BOOKING_LINK,
  course: true,
  notFoundText: 'We could not find that GX Academy programme. It may have been renamed or retired.',
};

export const academyPage = {
  meta: {
    title: 'GX Academy: Career Guidance and Future Skills Programmes',
    description:
      'Ten programmes for students, schools and colleges: career guidance, entrepreneurship, AI, coding, digital and creative skills, financial literacy, freelancing and placement training.',
    keywords: ['GX Academy', 'career guidance', 'skill development', 'student programmes', 'school workshops', 'placement training'],
  },
  eyebrow: 'GX Academy',
  title: 'Skills for the Careers of Tomorrow',
  subtitle:
    'Practical programmes that help students discover what they are good at, learn the tools the industry uses and step confidently into college, work or their own venture.',
  closing: {
    title: 'Not sure where to begin?',
    text: 'Tell us about your students or your own goals and we will suggest the programme that fits, with a timetable that works for your school or college.',
    ctaLabel: 'Get Started',
    to: '/contact',
  },
};

/** docs/rules.md#academy: the ten programmes with fixed pages, in the order of their cards. */
export const academyProgrammes: Offering[] = [
  {
    slug: 'career-guidance',
    icon: IconCompass,
    title: 'Career Guidance',
    summary: 'Roadmaps, workshops and one-on-one counselling that turn confusion about the future into a clear plan.',
    image: illustrations.career,
    heading: 'Career Guidance that Starts with the Student',
    overview:
      'Choosing a stream, a degree or a first job is easier with evidence and a mentor. We combine aptitude assessments, conversations with professionals and a written roadmap so that every student leaves with next steps they believe in.',
    items: [
      { title: 'Personal Career Roadmaps', description: 'A step-by-step plan from the current class to the first job, with subjects, entrance exams, courses and milestones.' },
      { title: 'Workshops for Classes 7-10', description: 'Interactive sessions that open up the world of careers early and help students choose their stream with confidence.' },
      { title: 'Workshops for Classes 11-12', description: 'Entrance exams, college shortlists, scholarships and emerging careers explained for students about to leave school.' },
      { title: 'College Career Workshops', description: 'Specialisations, internships, higher studies abroad and the job market, for undergraduates planning their next move.' },
      { title: '1-on-1 Career Counselling', description: 'Private sessions with a counsellor for the student and their parents, ending with written recommendations.' },
      { title: 'AI-Based Recommendations and Aptitude Tests', description: 'Psychometric and aptitude assessments, interpreted with AI tools and reviewed by a counsellor, to match interests and strengths to careers.' },
      { title: 'Industry Insights', description: 'Talks and Q&A sessions with working professionals about what their jobs really involve day to day.' },
    ],
    outcome:
      'Students know their strengths, understand the careers that suit them and hold a written roadmap with the subjects, exams and skills to pursue next.',
    ctaLabel: 'Book Your Career Session',
    meta: {
      title: 'Career Guidance for Students | GX Academy',
      description: 'Career roadmaps, workshops for Classes 7-10, 11-12 and college, 1-on-1 counselling, AI-based aptitude tests and industry insights.',
      keywords: ['career guidance', 'career counselling', 'aptitude test', 'career roadmap', 'stream selection'],
    },
  },
  {
    slug: 'entrepreneurship',
    icon: IconRocket,
    title: 'Entrepreneurship',
    summary: 'From a first idea to a business plan: ideation, branding, business models, fundraising and the legal basics.',
    image: illustrations.business,
    heading: 'Entrepreneurship: Build Something of Your Own',
    overview:
      'Young founders learn how real companies start. Through case studies and a project they carry from idea to pitch, students practise the thinking that turns a problem they care about into a venture.',
    items: [
      { title: 'Ideation and Validation', description: 'Finding problems worth solving, talking to customers and testing an idea before spending money on it.' },
      { title: 'Branding', description: 'Naming, visual identity and the story that makes a young business memorable.' },
      { title: 'Business Models', description: 'How a venture makes money: pricing, costs, channels and the lean canvas.' },
      { title: 'Fundraising', description: 'Bootstrapping, grants, angel investors and how to prepare and deliver a pitch.' },
      { title: 'Legal and Finance Essentials', description: 'Registering a business, simple bookkeeping, taxes and protecting your ideas.' },
    ],
    outcome: 'Each participant finishes with a validated idea, a one-page business model and a pitch they have presented to mentors.',
    ctaLabel: 'Start Your Founder Journey',
    meta: {
      title: 'Entrepreneurship Programme for Students | GX Academy',
      description: 'Ideation, branding, business models, fundraising and legal and finance essentials for young founders.',
      keywords: ['entrepreneurship', 'startup course', 'business model', 'fundraising', 'young founders'],
    },
  },
  {
    slug: 'skill-development',
    icon: IconUserCheck,
    title: 'Skill Development',
    summary: 'Communication, public speaking, leadership and the everyday habits that make students stand out.',
    image: illustrations.academy,
    heading: 'Skill Development for School, College and Work',
    overview:
      'Grades open doors; skills keep them open. This programme builds the personal and professional habits that employers and admissions panels look for, through practice rather than lectures.',
    items: [
      { title: 'Communication Skills', description: 'Clear writing, active listening and confident conversation in English.' },
      { title: 'Public Speaking', description: 'Structuring a talk, handling nerves and holding an audience, with recorded practice and feedback.' },
      { title: 'Time Management', description: 'Planning study and work, beating procrastination and keeping deadlines.' },
      { title: 'Problem Solving', description: 'Breaking problems down, thinking critically and deciding with limited information.' },
      { title: 'Leadership and Teamwork', description: 'Leading a project, giving feedback and working well with different people.' },
      { title: 'Productivity Tools', description: 'Documents, spreadsheets, presentations and collaboration apps used the way professionals use them.' },
    ],
    outcome: 'Students speak, write and work with more confidence, and can show it in interviews, group discussions and team projects.',
    ctaLabel: 'Build Your Skills',
    meta: {
      title: 'Skill Development and Soft Skills Training | GX Academy',
      description: 'Communication, public speaking, time management, problem solving, leadership and productivity tools for students.',
      keywords: ['skill development', 'soft skills', 'public speaking', 'leadership', 'time management'],
    },
  },
  {
    slug: 'artificial-intelligence',
    icon: IconRobot,
    title: 'Artificial Intelligence',
    summary: 'What AI is, how to use today’s tools well, and how to build small AI projects responsibly.',
    image: illustrations.ai,
    heading: 'Artificial Intelligence for Curious Minds',
    overview:
      'AI is changing how every subject is studied and every job is done. Students learn how these systems work, use them as everyday tools and build projects of their own, with ethics discussed at every step.',
    items: [
      { title: 'Understanding AI', description: 'Machine learning, neural networks and large language models explained without heavy maths.' },
      { title: 'AI Tools', description: 'Writing, research, image and coding assistants, and how to prompt them well.' },
      { title: 'Automation', description: 'Connecting apps and automating repetitive tasks at school, at home and at work.' },
      { title: 'Hands-on AI Projects', description: 'Building a chatbot, an image classifier and a small data project from start to finish.' },
      { title: 'AI Ethics', description: 'Bias, privacy, misinformation and using AI honestly in academic work.' },
    ],
    outcome: 'Students use AI tools productively and responsibly and have two or three finished AI projects to show.',
    ctaLabel: 'Explore AI with Us',
    meta: {
      title: 'Artificial Intelligence Course for Students | GX Academy',
      description: 'Understanding AI, AI tools, automation, hands-on projects and AI ethics for school and college students.',
      keywords: ['artificial intelligence', 'AI course', 'AI for students', 'machine learning', 'AI ethics'],
    },
  },
  {
    slug: 'digital-skills',
    icon: IconWorld,
    title: 'Digital Skills',
    summary: 'Marketing fundamentals, SEO, analytics, social media strategy and personal branding.',
    image: illustrations.marketing,
    heading: 'Digital Skills for the Online Economy',
    overview:
      'Almost every organisation now finds its customers online. This programme teaches how digital marketing works and gives students the practical skills to grow a page, a brand or a business on the internet.',
    items: [
      { title: 'Marketing Fundamentals', description: 'Audiences, positioning and the customer journey from first click to loyal customer.' },
      { title: 'Search Engine Optimisation', description: 'Keyword research, on-page SEO and content that ranks.' },
      { title: 'Web Analytics', description: 'Measuring traffic and conversions and turning numbers into decisions.' },
      { title: 'Social Media Strategy', description: 'Planning content, growing communities and running simple campaigns.' },
      { title: 'Personal and Brand Identity', description: 'Building an online presence that earns trust, for a person or a company.' },
    ],
    outcome: 'Participants can plan, run and measure a small digital campaign and present the results like a marketer.',
    ctaLabel: 'Start Learning Digital Skills',
    meta: {
      title: 'Digital Skills and Digital Marketing Course | GX Academy',
      description: 'Marketing fundamentals, SEO, analytics, social media strategy and branding for students.',
      keywords: ['digital skills', 'digital marketing course', 'SEO', 'analytics', 'social media strategy'],
    },
  },
  {
    slug: 'creative-arts-design',
    icon: IconPalette,
    title: 'Creative Arts & Design',
    summary: 'Graphic design, video editing, motion graphics, animation and photography with industry tools.',
    image: illustrations.design,
    heading: 'Creative Arts & Design Studio',
    overview:
      'Creativity is a career. Students learn the principles of visual storytelling and the software studios use, and build a portfolio piece in every module.',
    items: [
      { title: 'Graphic Design', description: 'Layout, typography and colour, from posters to social media kits.' },
      { title: 'Video Editing', description: 'Cutting, pacing, colour and sound for short films and reels.' },
      { title: 'Motion Graphics', description: 'Animated titles, explainers and logo reveals.' },
      { title: 'Animation', description: 'The twelve principles of animation and 2D character work.' },
      { title: 'Photography', description: 'Composition, light and editing with a camera or a phone.' },
    ],
    outcome: 'Every student leaves with a portfolio of finished design, video and photography work and the confidence to take on creative projects.',
    ctaLabel: 'Join the Creative Studio',
    meta: {
      title: 'Creative Arts and Design Course | GX Academy',
      description: 'Graphic design, video editing, motion graphics, animation and photography with a portfolio project in every module.',
      keywords: ['graphic design course', 'video editing', 'motion graphics', 'animation', 'photography'],
    },
  },
  {
    slug: 'technology-coding',
    icon: IconCode,
    title: 'Technology & Coding',
    summary: 'Web, app and game development, robotics and IoT, and the cloud, taught through projects.',
    image: illustrations.technology,
    heading: 'Technology & Coding Bootcamp',
    overview:
      'Students learn to build, not just use, technology. Each track starts from the fundamentals of programming and ends with a working project deployed for friends and family to try.',
    items: [
      { title: 'Web Development', description: 'HTML, CSS and JavaScript, then a modern framework to publish a real website.' },
      { title: 'App Development', description: 'Designing and building a mobile app with a cross-platform toolkit.' },
      { title: 'Game Development', description: 'Game loops, physics and level design with a popular game engine.' },
      { title: 'Robotics and IoT', description: 'Microcontrollers, sensors and connected devices that sense and act.' },
      { title: 'Cloud Computing', description: 'Hosting, databases and serverless functions on a major cloud platform.' },
    ],
    outcome: 'Students can write programs with confidence and have a deployed web, app, game or hardware project in their portfolio.',
    ctaLabel: 'Start Coding',
    meta: {
      title: 'Technology and Coding Courses for Students | GX Academy',
      description: 'Web, app and game development, robotics and IoT, and cloud computing taught through projects.',
      keywords: ['coding for students', 'web development', 'app development', 'robotics', 'cloud computing'],
    },
  },
  {
    slug: 'financial-literacy',
    icon: IconPigMoney,
    title: 'Financial Literacy',
    summary: 'Budgeting, investing, personal finance, credit, loans and taxes, and finance for startups.',
    image: illustrations.business,
    heading: 'Financial Literacy for Life',
    overview:
      'Money decisions shape every career. This programme explains how money works in plain language, with calculators and case studies drawn from the lives of students and young professionals.',
    items: [
      { title: 'Budgeting', description: 'Tracking income and spending, saving goals and emergency funds.' },
      { title: 'Investing Basics', description: 'Risk and return, compounding, mutual funds, shares and avoiding scams.' },
      { title: 'Personal Finance', description: 'Bank accounts, digital payments, insurance and planning for big purchases.' },
      { title: 'Credit, Loans and Taxes', description: 'Credit scores, education loans, EMIs and how income tax works.' },
      { title: 'Startup Finance', description: 'Costs, pricing, cash flow and reading simple financial statements.' },
    ],
    outcome: 'Participants can build a budget, compare financial products and make informed decisions about saving, borrowing and investing.',
    ctaLabel: 'Master Your Money',
    meta: {
      title: 'Financial Literacy Programme | GX Academy',
      description: 'Budgeting, investing, personal finance, credit, loans and taxes, and startup finance for students.',
      keywords: ['financial literacy', 'budgeting', 'investing basics', 'personal finance', 'taxes for students'],
    },
  },
  {
    slug: 'freelancing-remote-work',
    icon: IconDeviceLaptop,
    title: 'Freelancing & Remote Work',
    summary: 'Set up, win clients, price your work, build your brand and keep a healthy work-life balance.',
    image: illustrations.career,
    heading: 'Freelancing & Remote Work',
    overview:
      'Skills can earn an income from anywhere. We show students and graduates how to turn what they know into paid projects, work with clients across time zones and grow a sustainable freelance practice.',
    items: [
      { title: 'Getting Set Up', description: 'Choosing a niche, creating profiles on freelance platforms and preparing a portfolio.' },
      { title: 'Winning Clients', description: 'Writing proposals, first conversations and turning one project into repeat work.' },
      { title: 'Pricing Your Work', description: 'Hourly and fixed pricing, contracts, invoices and getting paid from abroad.' },
      { title: 'Personal Branding', description: 'A professional online presence, testimonials and content that attracts clients.' },
      { title: 'Work-Life Balance', description: 'Routines, tools and boundaries for working remotely without burning out.' },
    ],
    outcome: 'Participants launch a freelance profile and portfolio, and know how to find, price and deliver their first paid projects.',
    ctaLabel: 'Launch Your Freelance Career',
    meta: {
      title: 'Freelancing and Remote Work Course | GX Academy',
      description: 'Set up a freelance practice, win clients, price your work, build a personal brand and balance remote work.',
      keywords: ['freelancing course', 'remote work', 'freelance clients', 'pricing freelance work', 'personal branding'],
    },
  },
  {
    slug: 'interview-placement-training',
    icon: IconBriefcase,
    title: 'Interview & Placement Training',
    summary: 'Resumes, communication, mock interviews, aptitude practice and professional etiquette.',
    image: illustrations.academy,
    heading: 'Interview & Placement Training',
    overview:
      'Placement season rewards preparation. Students practise every stage of recruitment with trainers who have hired for real companies, and get feedback they can act on the same week.',
    items: [
      { title: 'Resume and LinkedIn', description: 'A resume that passes screening and a profile recruiters can find.' },
      { title: 'Communication', description: 'Introducing yourself, group discussions and answering with structure.' },
      { title: 'Mock Interviews', description: 'Technical and HR interviews with detailed, recorded feedback.' },
      { title: 'Aptitude Practice', description: 'Quantitative, logical and verbal reasoning drills with timed tests.' },
      { title: 'Professional Etiquette', description: 'E-mail, dress, punctuality and the first ninety days in a new job.' },
    ],
    outcome: 'Students walk into placement drives with a polished resume, practised answers and the confidence that comes from rehearsal.',
    ctaLabel: 'Prepare for Placements',
    meta: {
      title: 'Interview and Placement Training | GX Academy',
      description: 'Resume building, communication, mock interviews, aptitude practice and professional etiquette for placements.',
      keywords: ['placement training', 'mock interviews', 'resume building', 'aptitude practice', 'interview skills'],
    },
  },
];

/**
 * docs/rules.md#academy: entries of the data-driven academy page, for /gx-academy/{slug} paths without a fixed
 * page. 'career-guidance' and 'creative-arts-design' also name fixed programmes, and the fixed
 * page wins, so those two entries are reached only if their programme is withdrawn.
 */
export const academyServices: ServiceEntry[] = [
  {
    slug: 'career-guidance',
    icon: IconCompass,
    title: 'Career Guidance Sessions',
    description: 'Assessment-led counselling that gives every student a clear and personal direction.',
    image: illustrations.career,
    fullDescription: [
      'Our counsellors combine aptitude and interest assessments with honest conversations about the student’s ambitions, then map realistic routes to the careers that fit.',
      'Sessions are available in schools, online and at our centre, and parents are welcome to join the final review.',
    ],
    features: ['Aptitude and interest assessments', 'One-on-one counselling', 'Stream and college selection', 'Written career roadmap', 'Parent review session', 'Follow-up check-in after three months'],
    outcomes: ['A shortlist of suitable careers', 'A plan of subjects, exams and courses', 'Confidence in the next decision'],
    duration: '2-3 sessions over 2 weeks',
    targetAudience: 'Students of Classes 8-12, undergraduates and their parents',
    meta: {
      title: 'Career Guidance Sessions | GX Academy',
      description: 'Assessment-led career counselling with a written roadmap for school and college students.',
      keywords: ['career counselling', 'career guidance sessions', 'aptitude assessment'],
    },
  },
  {
    slug: 'entrepreneurship-freelancing',
    icon: IconBulb,
    title: 'Entrepreneurship & Freelancing',
    description: 'Two paths to independent work, taught side by side with real projects.',
    image: illustrations.business,
    fullDescription: [
      'Some students want to start a company; others want to sell their skills as freelancers. This combined track covers the common ground, finding customers, pricing and managing money, and then lets each student specialise.',
      'Every participant completes a live project: a validated business idea or a first paid freelance assignment.',
    ],
    features: ['Idea validation workshops', 'Freelance platform set-up', 'Pricing and proposals', 'Branding basics', 'Mentor reviews', 'Demo day'],
    outcomes: ['A tested business idea or a live freelance profile', 'A first pitch or proposal delivered', 'Basic financial planning skills'],
    duration: '8 weeks',
    targetAudience: 'Students aged 15 and above, graduates and career changers',
    meta: {
      title: 'Entrepreneurship and Freelancing Track | GX Academy',
      description: 'Start a venture or a freelance practice with idea validation, pricing, branding and mentor reviews.',
      keywords: ['entrepreneurship', 'freelancing', 'startup skills', 'student projects'],
    },
  },
  {
    slug: 'soft-skills-communication',
    icon: IconMicrophone,
    title: 'Soft Skills & Communication',
    description: 'Confident speaking, writing and teamwork, practised until they become habits.',
    image: illustrations.academy,
    fullDescription: [
      'Through role plays, debates, presentations and writing exercises, students develop the communication and interpersonal skills that teachers, recruiters and clients notice first.',
      'Small batches mean every participant speaks in every session and receives individual feedback.',
    ],
    features: ['Spoken English practice', 'Presentation and public speaking', 'Group discussion drills', 'Professional writing', 'Teamwork exercises', 'Individual feedback'],
    outcomes: ['Clear and confident communication', 'Better performance in interviews and group discussions', 'Stronger teamwork'],
    duration: '6 weeks',
    targetAudience: 'School and college students and early-career professionals',
    meta: {
      title: 'Soft Skills and Communication Training | GX Academy',
      description: 'Spoken English, presentations, group discussions and professional writing in small, practical batches.',
      keywords: ['soft skills', 'communication training', 'public speaking', 'spoken English'],
    },
  },
  {
    slug: 'custom-courses',
    icon: IconPresentation,
    title: 'Custom Courses',
    description: 'Programmes designed around your institution’s calendar, students and goals.',
    image: illustrations.technology,
    fullDescription: [
      'Schools, colleges and training partners can combine any of our modules, or ask for new ones, into a course that fits their timetable and their students’ level.',
      'We agree learning objectives with you first, then deliver on campus or online with progress reports along the way.',
    ],
    features: ['Needs analysis with your team', 'Modules chosen or written for you', 'On-campus or online delivery', 'Progress reports', 'Assessments and certificates', 'Trainer continuity'],
    outcomes: ['A course aligned with your objectives', 'Measurable progress for every batch', 'A programme you can repeat each year'],
    duration: 'Flexible: from a 1-day workshop to a full semester',
    targetAudience: 'Schools, colleges, universities and training organisations',
    meta: {
      title: 'Custom Courses for Schools and Colleges | GX Academy',
      description: 'Courses designed around your institution’s calendar, students and learning objectives, delivered on campus or online.',
      keywords: ['custom courses', 'school programmes', 'college training', 'curriculum design'],
    },
  },
  {
    slug: 'ai-tech-awareness',
    icon: IconBrain,
    title: 'AI & Tech Awareness',
    description: 'Workshops that demystify artificial intelligence and emerging technology.',
    image: illustrations.ai,
    fullDescription: [
      'Short, lively sessions introduce students and teachers to artificial intelligence, robotics, the cloud and cybersecurity, with live demonstrations and hands-on activities.',
      'Participants leave knowing how these technologies affect their studies and careers, and how to use them safely.',
    ],
    features: ['Live AI demonstrations', 'Hands-on tool activities', 'Cyber safety essentials', 'Careers in technology', 'Teacher orientation', 'Take-home resources'],
    outcomes: ['Understanding of AI and emerging technology', 'Safe and responsible tool use', 'Curiosity about technology careers'],
    duration: 'Half-day or full-day workshop',
    targetAudience: 'Students of Classes 6-12, college students and teachers',
    meta: {
      title: 'AI and Technology Awareness Workshops | GX Academy',
      description: 'Workshops that introduce AI, robotics, cloud and cyber safety to students and teachers.',
      keywords: ['AI awareness', 'technology workshop', 'cyber safety', 'AI for schools'],
    },
  },
  {
    slug: 'creative-arts-design',
    icon: IconPalette,
    title: 'Creative Arts & Design Workshops',
    description: 'Design, video and photography workshops that end in a finished portfolio piece.',
    image: illustrations.design,
    fullDescription: [
      'Hands-on creative workshops in graphic design, video editing and photography, led by working designers and editors.',
      'Each workshop ends with a finished piece that students can share or add to their portfolio.',
    ],
    features: ['Graphic design basics', 'Mobile video editing', 'Photography walks', 'Industry software', 'Portfolio review', 'Exhibition of student work'],
    outcomes: ['Portfolio-ready creative work', 'Working knowledge of design tools', 'An eye for composition and colour'],
    duration: '4 weeks',
    targetAudience: 'Students aged 12 and above',
    meta: {
      title: 'Creative Arts and Design Workshops | GX Academy',
      description: 'Graphic design, video editing and photography workshops that end in a portfolio piece.',
      keywords: ['creative workshops', 'graphic design', 'video editing', 'photography'],
    },
  },
  {
    slug: 'school-collaboration',
    icon: IconSchool,
    title: 'School Collaboration',
    description: 'A year-round partnership that brings career and future-skills education into your school.',
    image: illustrations.academy,
    fullDescription: [
      'We work with school leaders to plan a year of career guidance, skill workshops and technology sessions that complement the curriculum without disrupting it.',
      'A coordinator is assigned to your school, and you receive a report on participation and outcomes at the end of each term.',
    ],
    features: ['Annual activity calendar', 'Career guidance for every class', 'Skill and technology workshops', 'Teacher training', 'Parent sessions', 'Termly impact reports'],
    outcomes: ['A structured career education programme', 'Better-informed students and parents', 'Evidence of impact for your school'],
    duration: 'One academic year, renewable',
    targetAudience: 'School principals, management and coordinators',
    meta: {
      title: 'School Collaboration Programme | GX Academy',
      description: 'A year-round partnership bringing career guidance, skill workshops and technology sessions into your school.',
      keywords: ['school partnership', 'career education', 'school workshops', 'teacher training'],
    },
  },
  {
    slug: 'course-credentials',
    icon: IconCertificate,
    title: 'Course Credentials',
    description: 'Verifiable certificates for every programme, checkable online by anyone.',
    image: illustrations.academy,
    fullDescription: [
      'Students who complete a GX Academy programme receive a certificate with a unique ID. Schools, colleges and employers can check it at any time on our verification page.',
      'Certificates are issued to the student’s account, so they stay available long after the course ends.',
    ],
    features: ['Unique certificate IDs', 'Public online verification', 'Digital certificates in your account', 'Downloadable copies', 'Issuer and date on record', 'Revocation if ever needed'],
    outcomes: ['Credentials employers can trust', 'A permanent record of learning', 'Easy sharing with colleges and recruiters'],
    duration: 'Issued on completion of any programme',
    targetAudience: 'Programme graduates, schools and employers',
    meta: {
      title: 'Verifiable Course Credentials | GX Academy',
      description: 'Certificates with unique IDs that schools, colleges and employers can verify online.',
      keywords: ['course certificates', 'certificate verification', 'digital credentials'],
    },
  },
  {
    slug: 'placement-training',
    icon: IconMessageChatbot,
    title: 'Placement Training',
    description: 'Campus-ready preparation: aptitude, group discussions and interviews.',
    image: illustrations.career,
    fullDescription: [
      'An intensive programme for final-year students that mirrors the recruitment process of leading employers, from online aptitude tests to the final HR round.',
      'Trainers track each student’s progress and focus practice where it is needed most.',
    ],
    features: ['Aptitude and reasoning tests', 'Group discussion practice', 'Technical and HR mock interviews', 'Resume clinics', 'Progress tracking', 'Company-specific preparation'],
    outcomes: ['Higher placement readiness', 'Practised interview answers', 'A resume that gets shortlisted'],
    duration: '4-6 weeks',
    targetAudience: 'Final-year college students and recent graduates',
    meta: {
      title: 'Campus Placement Training | GX Academy',
      description: 'Aptitude tests, group discussions, mock interviews and resume clinics for final-year students.',
      keywords: ['placement training', 'campus placement', 'mock interviews', 'aptitude tests'],
    },
  },
];

export function findAcademyProgramme(slug: string): Offering | undefined {
  return academyProgrammes.find((programme) => programme.slug === slug);
}

export function findAcademyService(slug: string): ServiceEntry | undefined {
  return academyServices.find((service) => service.slug === slug);
}
