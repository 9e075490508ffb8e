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
  registration: 'Registered under the MSME (Udyam) scheme as a micro and small enterprise.',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
    { name: 'X', href: 'https://x.com/' },
  ],
} as const;
