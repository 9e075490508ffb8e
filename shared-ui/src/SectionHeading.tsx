import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import classes from './SectionHeading.module.css';

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Lets the section name itself after its heading (aria-labelledby). */
  id?: string;
  align?: 'center' | 'left';
  /** On a dark band: light eyebrow and white title. */
  inverted?: boolean;
}

/** The short uppercase line over a heading: orange, or a lighter orange on a dark band or banner. */
export function Eyebrow({ children, inverted = false }: { children: ReactNode; inverted?: boolean }) {
  return <Text className={inverted ? `${classes.eyebrow} ${classes.eyebrowInverted}` : classes.eyebrow}>{children}</Text>;
}

/** A section's heading as every page of the site draws it: an orange eyebrow over the h2. */
export function SectionHeading({ eyebrow, title, subtitle, id, align = 'center', inverted = false }: SectionHeadingProps) {
  return (
    <Stack gap={6} ta={align} align={align === 'center' ? 'center' : 'flex-start'} mb="xl" className={inverted ? classes.inverted : undefined}>
      {eyebrow && <Eyebrow inverted={inverted}>{eyebrow}</Eyebrow>}
      <Title order={2} id={id} className={classes.title}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" maw={640}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
