import { CardGrid } from '../../components/CardGrid';
import { LinkCard } from '../../components/LinkCard';
import { servicesPreview } from '../../content/home-sections';
import { PreviewSection } from './PreviewSection';

export default function ServicesPreviewSection() {
  return (
    <PreviewSection id="services-preview-heading" content={servicesPreview}>
      <CardGrid>
        {servicesPreview.cards.map((card) => (
          <LinkCard key={card.to} icon={card.icon} badge={card.division} title={card.title} description={card.description} to={card.to} />
        ))}
      </CardGrid>
    </PreviewSection>
  );
}
