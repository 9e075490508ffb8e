import { Button, Center, Container, Link, SectionHeading } from 'shared-ui';
import { CardGrid } from '../../components/CardGrid';
import { LinkCard } from '../../components/LinkCard';
import { servicesPreview } from '../../content/home-sections';

export default function ServicesPreviewSection() {
  return (
    <Container size="lg" py={64} component="section" aria-labelledby="services-preview-heading">
      <SectionHeading id="services-preview-heading" eyebrow={servicesPreview.eyebrow} title={servicesPreview.title} subtitle={servicesPreview.subtitle} />
      <CardGrid>
        {servicesPreview.cards.map((card) => (
          <LinkCard key={card.to} icon={card.icon} badge={card.division} title={card.title} description={card.description} to={card.to} />
        ))}
      </CardGrid>
      <Center mt="xl">
        <Button component={Link} to={servicesPreview.more.to} variant="outline" size="md">
          {servicesPreview.more.label}
        </Button>
      </Center>
    </Container>
  );
}
