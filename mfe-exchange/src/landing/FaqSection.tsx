import { Accordion, Container, Stack, Text, Title } from 'shared-ui';
import { faq } from '../content/faq';

/** Spec §2: the FAQ accordion; one question is open at a time. */
export function FaqSection() {
  return (
    <Container size="md" py={64} component="section" aria-labelledby="faq-heading">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={2} id="faq-heading">
            Frequently Asked Questions
          </Title>
          <Text c="dimmed">Everything you need to know before your first trade.</Text>
        </Stack>
        <Accordion variant="separated" radius="md">
          {faq.map((entry) => (
            <Accordion.Item key={entry.question} value={entry.question}>
              <Accordion.Control>{entry.question}</Accordion.Control>
              <Accordion.Panel>{entry.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Container>
  );
}
