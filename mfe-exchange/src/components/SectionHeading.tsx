import { Stack, Text, Title } from 'shared-ui';
import classes from './SectionHeading.module.css';

/**
 * A section's heading as the rest of the site draws it (mfe-marketing's SectionHeading): an
 * orange eyebrow, the h2 and a line under it.
 */
export function SectionHeading({ eyebrow, title, subtitle, id }: { eyebrow: string; title: string; subtitle?: string; id: string }) {
  return (
    <Stack gap={6} ta="center" align="center" mb="xl">
      <Text className={classes.eyebrow}>{eyebrow}</Text>
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
