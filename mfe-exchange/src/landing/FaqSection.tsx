import { Accordion, Container, SectionHeading } from 'shared-ui';
import { faq } from '../content/faq';

/** docs/rules.md#exchange: the FAQ accordion; one question is open at a time. */
export function FaqSection() {
  return (
    <Container size="md" py={72} component="section" aria-labelledby="faq-heading">
      <SectionHeading eyebrow="FAQ" title="Frequently Asked Questions" subtitle="Everything you need to know before your first trade." id="faq-heading" />
      <Accordion variant="separated" radius="md">
        {faq.map((entry) => (
          <Accordion.Item key={entry.question} value={entry.question}>
            <Accordion.Control>{entry.question}</Accordion.Control>
            <Accordion.Panel>{entry.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}
