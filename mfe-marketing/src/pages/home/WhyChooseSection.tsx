import { Container, SectionHeading, HighlightGrid } from 'shared-ui';
import { whyChoose } from '../../content/home-sections';

export default function WhyChooseSection() {
  return (
    <Container size="lg" py={72} component="section" aria-labelledby="why-choose-heading">
      <SectionHeading id="why-choose-heading" eyebrow={whyChoose.eyebrow} title={whyChoose.title} />
      <HighlightGrid items={whyChoose.reasons} columns={3} />
    </Container>
  );
}
