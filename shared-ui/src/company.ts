/**
 * The company's public details, in one place. Contact addresses are placeholders until the
 * owner supplies the real ones.
 */
export const company = {
  name: 'GX Academy',
  initials: 'GX',
  tagline: 'Learn. Build. Trade.',
  email: 'support@gxacademy.example',
  phone: '+91 90000 00000',
  /** Messaging-app chat (GX Exchange contact and "Exchange {symbol}" buttons). */
  whatsappNumber: '919000000000',
  /** docs/rules.md#footer: the footer's registered small-business certificate statement. */
  registration: 'A registered small business: certified under the MSME (Udyam) scheme of the Government of India as a micro and small enterprise.',
  /** When people answer the phone and e-mail (docs/rules.md#limits: replies within 2 hours in business hours). */
  hours: 'Monday to Saturday, 9:00 AM to 6:00 PM IST',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
    { name: 'X', href: 'https://x.com/' },
  ],
} as const;
