import type { ReactNode } from 'react';
import type { TablerIcon } from '@tabler/icons-react';
import { Banner, Container, Eyebrow, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from 'shared-ui';
import type { Illustration } from '../content/types';
import { IllustrationImage } from './IllustrationImage';
import classes from './PageHeader.module.css';
import banner from './BannerText.module.css';

interface PageHeaderProps {
  eyebrow?: string;
  /** An icon beside the eyebrow (a service's own icon). */
  icon?: TablerIcon;
  title: string;
  subtitle?: ReactNode;
  image?: Illustration;
  /** Badges, facts or buttons under the subtitle. */
  children?: ReactNode;
  /** A back link above the eyebrow. */
  back?: ReactNode;
}

/** The banner at the top of a page: its one h1. */
export function PageHeader({ eyebrow, icon: Icon, title, subtitle, image, children, back }: PageHeaderProps) {
  const eyebrowText = eyebrow && <Eyebrow inverted>{eyebrow}</Eyebrow>;
  const text = (
    <Stack gap="md" justify="center">
      {back}
      {Icon ? (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="white" aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          {eyebrowText}
        </Group>
      ) : (
        eyebrowText
      )}
      <Title order={1} className={`${banner.title} ${classes.title}`}>
        {title}
      </Title>
      {subtitle && (
        <Text size="lg" className={`${banner.subtitle} ${classes.subtitle}`}>
          {subtitle}
        </Text>
      )}
      {children}
    </Stack>
  );
  return (
    <Banner>
      <Container size="lg" py={{ base: 48, md: 72 }}>
        {image ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            {text}
            <IllustrationImage image={image} priority className={classes.image} />
          </SimpleGrid>
        ) : (
          text
        )}
      </Container>
    </Banner>
  );
}
