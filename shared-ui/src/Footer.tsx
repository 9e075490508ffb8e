import type { ReactNode } from 'react';
import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from './router';
import { BrandLogo } from './BrandLogo';
import { company } from './company';
import classes from './Footer.module.css';

/** docs/rules.md#footer: the footer's quick links. About is the home page's #about section. */
const quickLinks = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/#about' },
  { label: 'Services', to: '/services' },
  { label: 'GX Exchange', to: '/gx-exchange' },
  { label: 'Contact', to: '/contact' },
];

const legalLinks = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Use', to: '/terms' },
];

/** The site footer (docs/rules.md#footer), shared by every app that shows one. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    // The apps draw it inside the shell's <main>, where a <footer> loses its landmark role.
    <footer className={classes.footer} role="contentinfo">
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <BrandLogo inverted />
            <Text size="sm" className={classes.muted}>
              {company.tagline} Career guidance and future skills, IT solutions for businesses, and a USDT exchange desk.
            </Text>
          </Stack>
          <nav aria-label="Quick links">
            <Text className={classes.heading}>Quick Links</Text>
            <ul className={classes.list}>
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Anchor component={Link} to={link.to} className={classes.link}>
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <Text className={classes.heading}>Contact</Text>
            <ul className={classes.list}>
              <li>
                <Anchor href={`mailto:${company.email}`} className={classes.link}>
                  {company.email}
                </Anchor>
              </li>
              <li>
                <Anchor href={`tel:${company.phone.replace(/\s+/g, '')}`} className={classes.link}>
                  {company.phone}
                </Anchor>
              </li>
              <li>
                <Text size="sm" className={classes.muted}>
                  {company.hours}
                </Text>
              </li>
            </ul>
          </div>
          <nav aria-label="Social media">
            <Text className={classes.heading}>Follow Us</Text>
            <Group gap="xs">
              {company.social.map((profile) => (
                <a
                  key={profile.name}
                  href={profile.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.social}
                  aria-label={`${company.name} on ${profile.name} (opens in a new tab)`}
                >
                  {profile.name}
                </a>
              ))}
            </Group>
          </nav>
        </SimpleGrid>
        <div className={classes.bottom}>
          <Text size="sm" className={classes.certificate}>
            {company.registration}
          </Text>
          <Group justify="space-between" gap="sm" mt="sm">
            <Text size="sm" className={classes.muted}>
              © {year} {company.name}. All rights reserved.
            </Text>
            <Group gap="lg" component="nav" aria-label="Legal">
              {legalLinks.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" className={classes.link}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Group>
        </div>
      </Container>
    </footer>
  );
}

/**
 * A page that ends with the footer: a short page keeps it at the bottom of the window, below the
 * shell's top navigation, rather than ending in white space. `className` adds the app's own rules
 * for what the page holds.
 */
export function WithFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={classes.page}>
      <div className={className ? `${classes.content} ${className}` : classes.content}>{children}</div>
      <Footer />
    </div>
  );
}
