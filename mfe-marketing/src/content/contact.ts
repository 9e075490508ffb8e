import type { PageMetaContent } from './types';

/** The query value that switches the contact page to business wording (docs/rules.md#contact). */
export const BUSINESS_SOURCE = 'gxit-solutions';

export interface ContactWording {
  headline: string;
  subtitle: string;
  meta: PageMetaContent;
}

/** docs/rules.md#contact: student wording unless `?source=gxit-solutions`. */
export const contactWording: { students: ContactWording; business: ContactWording } = {
  students: {
    headline: 'Ready to Inspire Your Students?',
    subtitle:
      'Bring career guidance, skill workshops and technology programmes to your school or college. Tell us about your students and we will plan sessions around your calendar.',
    meta: {
      title: 'Contact Us: Book Career Guidance and Workshops for Your Students',
      description:
        'Book career guidance sessions, skill development workshops and technology programmes for your students, school or college with GX Academy.',
      keywords: ['contact GX Academy', 'book career guidance', 'school workshops', 'student counselling'],
    },
  },
  business: {
    headline: 'Ready to Transform Your Business?',
    subtitle:
      'Tell us about the software, AI, infrastructure or marketing project you have in mind. A consultant will reply with questions, an approach and a first estimate.',
    meta: {
      title: 'Contact Us: Start Your IT Project with GXIT Solutions',
      description:
        'Talk to GXIT Solutions about web applications, IT consulting, AI services, blockchain, Salesforce and digital marketing for your business.',
      keywords: ['contact GXIT Solutions', 'IT project quote', 'software development enquiry', 'business consultation'],
    },
  },
};

export function contactWordingFor(source: string | null): ContactWording {
  return source === BUSINESS_SOURCE ? contactWording.business : contactWording.students;
}

export const contactDetails = {
  replyTime: 'We reply within 24 hours, and usually within 2 hours during business hours.',
  support: 'AI support is available 24/7.',
};

export const thankYou = {
  meta: {
    title: 'Thank You',
    description: 'Your message has been received. Our team will reply soon.',
    keywords: ['thank you', 'message received'],
  } satisfies PageMetaContent,
  text: 'Your message has been received. Our team usually replies within 2 hours during business hours.',
  note: 'While you wait, explore our programmes and services or head back to the home page.',
  links: {
    services: { label: 'Explore Our Services', to: '/services' },
    home: { label: 'Back to Home', to: '/' },
  },
};
