import { IconArrowRight } from '@tabler/icons-react';
import { Button, Container, Eyebrow, FigureList, Group, Link, SimpleGrid, Stack, Text, Title } from 'shared-ui';
import { IllustrationImage } from '../../components/IllustrationImage';
import { hero } from '../../content/home';
import classes from './HeroSection.module.css';
import banner from '../../components/BannerText.module.css';

export function HeroSection() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.inner}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 32, md: 48 }} className={classes.grid}>
          <Stack gap="lg" justify="center">
            <Eyebrow inverted>{hero.eyebrow}</Eyebrow>
            <Title order={1} id="hero-title" className={`${banner.title} ${classes.title}`}>
              {hero.title}
            </Title>
            <Text size="lg" className={`${banner.subtitle} ${classes.subtitle}`}>
              {hero.subtitle}
            </Text>
            <Group gap="sm">
              <Button component={Link} to={hero.primary.to} size="lg" color="accent" rightSection={<IconArrowRight size={18} aria-hidden />}>
                {hero.primary.label}
              </Button>
              <Button component={Link} to={hero.secondary.to} size="lg" variant="white">
                {hero.secondary.label}
              </Button>
            </Group>
          </Stack>
          <div className={classes.art}>
            <IllustrationImage image={hero.image} priority className={classes.image} />
          </div>
        </SimpleGrid>
        <FigureList items={hero.claims} classNames={{ root: classes.claims, figure: classes.claim, label: classes.claimLabel, value: classes.claimValue }} />
      </Container>
    </section>
  );
}
