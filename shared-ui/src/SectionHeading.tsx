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

/** A section's heading as every page of the site draws it: an orange eyebrow over the h2. */
export function SectionHeading({ eyebrow, title, subtitle, id, align = 'center', inverted = false }: SectionHeadingProps) {
  return (
    <Stack gap={6} ta={align} align={align === 'center' ? 'center' : 'flex-start'} mb="xl" className={inverted ? classes.inverted : undefined}>
      {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
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
