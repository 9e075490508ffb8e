import { IconArrowRight } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { Link, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title, VisuallyHidden } from 'shared-ui';
import type { Illustration } from '../content/types';
import { FactList, type Fact } from './FactList';
import { IllustrationImage } from './IllustrationImage';
import { KeepTogether } from './KeepTogether';
import classes from './LinkCard.module.css';

interface LinkCardProps {
  title: string;
  description: string;
  to: string;
  /** The button's text; 'Learn More' on the catalogue cards (docs/rules.md#screens). */
  actionLabel?: string;
  icon?: TablerIcon;
  image?: Illustration;
  badge?: string;
  /** Facts under the description (duration, audience…). */
  facts?: Fact[];
  /** The title's heading level: 3 under a section's heading, 2 in a grid right under the page's. */
  headingOrder?: 2 | 3;
}

/** A card in a catalogue grid that leads to a page. */
export function LinkCard({ title, description, to, actionLabel = 'Learn More', icon: Icon, image, badge, facts, headingOrder = 3 }: LinkCardProps) {
  return (
    <Card component="article" padding="lg" radius="lg" withBorder className={classes.card}>
      {image && (
        <Card.Section>
          <IllustrationImage image={image} className={classes.image} />
        </Card.Section>
      )}
      <Stack gap="sm" mt={image ? 'md' : 0} className={classes.body}>
        {(Icon || badge) && (
          <Group justify="space-between" align="center">
            {Icon && (
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
            )}
            {badge && (
              <Badge variant="light" color="accent">
                {badge}
              </Badge>
            )}
          </Group>
        )}
        <Title order={headingOrder} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          <KeepTogether text={description} />
        </Text>
        {facts && <FactList compact facts={facts} />}
      </Stack>
      <Button
        component={Link}
        to={to}
        variant="light"
        mt="lg"
        rightSection={<IconArrowRight size={16} aria-hidden />}
        aria-label={`${actionLabel}: ${title}`}
      >
        {/* The spec's words on screen. Assistive technology reads the label; search engines read
            the link's text, where 'Learn More' alone says nothing (Lighthouse's link-text audit):
            the hidden words name the page there too. */}
        {actionLabel}
        <VisuallyHidden component="span">: {title}</VisuallyHidden>
      </Button>
    </Card>
  );
}
