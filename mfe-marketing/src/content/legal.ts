import { company } from 'shared-ui';
import type { PageMetaContent } from './types';

export interface LegalListItem {
  /** A bold lead-in, e.g. 'Contact details'. */
  term?: string;
  text: string;
}

export interface LegalSection {
  /** Anchor id within the page. */
  id: string;
  title: string;
  paragraphs: string[];
  list?: LegalListItem[];
  /** Paragraphs after the list. */
  closing?: string[];
}

export interface LegalDocument {
  meta: PageMetaContent;
  title: string;
  /** docs/rules.md#legal: both documents take effect on July 22, 2025. */
  effectiveDate: string;
  introduction: string;
  sections: LegalSection[];
}

export const LEGAL_EFFECTIVE_DATE = 'July 22, 2025';

/** docs/rules.md#legal: data collected, use, sharing, security, rights, cookies and analytics. */
export const privacyPolicy: LegalDocument = {
  meta: {
    title: 'Privacy Policy',
    description: `How ${company.name} collects, uses, shares and protects personal information, and the choices and rights you have.`,
    keywords: ['privacy policy', 'personal data', 'cookies', 'data protection'],
  },
  title: 'Privacy Policy',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  introduction: `${company.name} ("we", "us") runs GX Academy, GXIT Solutions and GX Exchange. This policy explains what personal information we collect when you use our website and services, why we collect it, and how you can control it.`,
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      paragraphs: ['We collect only what we need to provide our services:'],
      list: [
        { term: 'Contact details', text: 'your name, e-mail address and phone number when you send us a message, book a session or create an account.' },
        { term: 'Academic and career data', text: 'your class or course, institution, interests, assessment results and career goals when you take part in our programmes or counselling.' },
        { term: 'Technical data', text: 'your IP address, browser type, device information and the pages you visit, collected automatically when you use the website.' },
        { term: 'Feedback', text: 'your answers to surveys, reviews and messages about our programmes and services.' },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Your Information',
      paragraphs: ['We use personal information to:'],
      list: [
        { text: 'respond to your enquiries and schedule sessions;' },
        { text: 'deliver our programmes, counselling and services, and issue certificates;' },
        { text: 'personalise career recommendations and learning content;' },
        { text: 'improve our website, programmes and services;' },
        { text: 'send updates you have agreed to receive, which you can stop at any time;' },
        { text: 'meet our legal obligations and keep our services secure.' },
      ],
    },
    {
      id: 'sharing',
      title: 'How We Share Information',
      paragraphs: [
        'We do not sell your personal information.',
        'We share it only with service providers who help us run our services (such as hosting, e-mail and payment providers) under contracts that require them to protect it; with your school or college when you take part in a programme they arranged, and only the results relevant to that programme; and with authorities when the law requires it.',
      ],
    },
    {
      id: 'security',
      title: 'Data Security',
      paragraphs: [
        'We protect personal information with encryption in transit, access controls, and regular reviews of who can see what. No method of transmission or storage is completely secure, but we work to protect your information and will tell you without undue delay if a breach affects you.',
        'We keep personal information only as long as we need it for the purposes above or as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      paragraphs: ['Subject to applicable law, you may:'],
      list: [
        { text: 'ask for a copy of the personal information we hold about you;' },
        { text: 'ask us to correct or update it;' },
        { text: 'ask us to delete it, unless we must keep it by law;' },
        { text: 'withdraw your consent to marketing messages at any time;' },
        { text: 'object to or restrict certain uses of your information.' },
      ],
      closing: [`To use any of these rights, write to ${company.email}. We reply within 30 days.`],
    },
    {
      id: 'cookies',
      title: 'Cookies and Analytics',
      paragraphs: [
        'Our website uses storage in your browser to keep you signed in and to remember your preferences. We may use privacy-respecting analytics to understand, in aggregate, how visitors use the site so that we can improve it.',
        'You can block or delete cookies in your browser settings; some features, such as staying signed in, may then stop working.',
      ],
    },
    {
      id: 'children',
      title: 'Students Under 18',
      paragraphs: [
        'Many of our learners are school students. When a student under 18 joins a programme, we rely on the consent of a parent, guardian or the school that arranged it, and collect only what the programme needs.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      paragraphs: ['We may update this policy from time to time. The effective date at the top shows when it last changed; significant changes will also be announced on the website.'],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      paragraphs: [`Questions about this policy or your information? Contact us at ${company.email} or ${company.phone}.`],
    },
  ],
};

/**
 * docs/rules.md#legal: acceptance, services, responsibilities, intellectual property, payment (fees
 * non-refundable unless stated), liability, privacy, termination, changes, contact.
 */
export const termsOfUse: LegalDocument = {
  meta: {
    title: 'Terms of Use',
    description: `The terms that apply when you use the ${company.name} website and services, including payments, responsibilities and liability.`,
    keywords: ['terms of use', 'terms and conditions', 'refund policy', 'user agreement'],
  },
  title: 'Terms of Use',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  introduction: `These terms govern your use of the ${company.name} website and of the services of GX Academy, GXIT Solutions and GX Exchange. Please read them carefully.`,
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      paragraphs: [
        'By using our website or services you agree to these terms. If you do not agree, please do not use them. If you use our services on behalf of a school or business, you confirm that you may accept these terms on its behalf.',
      ],
    },
    {
      id: 'services',
      title: 'Our Services',
      paragraphs: [
        'We offer career guidance, training programmes and workshops (GX Academy), software and digital services for businesses (GXIT Solutions), and USDT over-the-counter trading (GX Exchange). Specific programmes or projects may have their own agreement, which applies in addition to these terms.',
        'We may change, suspend or discontinue any part of our services, and will give reasonable notice where it affects work you have paid for.',
      ],
    },
    {
      id: 'responsibilities',
      title: 'User Responsibilities',
      paragraphs: ['When using our services you agree to:'],
      list: [
        { text: 'give accurate information and keep your account details secure;' },
        { text: 'use the website and services lawfully and respectfully;' },
        { text: 'not attempt to disrupt, probe or gain unauthorised access to our systems;' },
        { text: 'not copy, resell or share course material without our permission.' },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      paragraphs: [
        'Our website, programme materials, logos and content belong to us or our licensors. You may use course material for your own learning; any other use needs our written permission. Work we create for business clients is transferred as set out in the project agreement.',
      ],
    },
    {
      id: 'payment',
      title: 'Payment and Fees',
      paragraphs: [
        'Fees are shown before you book and are payable as stated on the invoice or booking.',
        'Fees are non-refundable unless stated otherwise in writing for a specific programme or service. If we cancel a session, we will reschedule it or refund the fee for that session.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      paragraphs: [
        'We provide our website and services with care, but career guidance and training outcomes depend on many factors and we cannot guarantee admissions, jobs or results. Digital-asset prices change quickly and trading carries risk.',
        'To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim is limited to the fees you paid for the service concerned.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      paragraphs: ['Our Privacy Policy explains how we handle personal information and forms part of these terms.'],
    },
    {
      id: 'termination',
      title: 'Termination',
      paragraphs: [
        'You may stop using our services at any time. We may suspend or close an account that breaks these terms, after notice where reasonable. Sections that by their nature should survive termination, such as intellectual property and liability, continue to apply.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      paragraphs: ['We may update these terms. The effective date shows the current version; continuing to use our services after a change means you accept the updated terms.'],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      paragraphs: [`Questions about these terms? Contact us at ${company.email} or ${company.phone}.`],
    },
  ],
};
