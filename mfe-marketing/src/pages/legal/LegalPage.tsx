import { Anchor, Container, List, Stack, Text, Title, usePageMeta } from 'shared-ui';
import { privacyPolicy, termsOfUse, type LegalDocument } from '../../content/legal';
import classes from './LegalPage.module.css';

const documents: Record<'privacy' | 'terms', LegalDocument> = { privacy: privacyPolicy, terms: termsOfUse };

/** /privacy and /terms (docs/rules.md#legal): static documents effective July 22, 2025. */
export default function LegalPage({ document: kind }: { document: 'privacy' | 'terms' }) {
  const legal = documents[kind];
  usePageMeta(legal.meta);
  return (
    <Container size="md" py={56} component="article" aria-labelledby="legal-title">
      <Title order={1} id="legal-title">
        {legal.title}
      </Title>
      <Text c="dimmed" mt="xs" fw={500}>
        Effective date: {legal.effectiveDate}
      </Text>
      <Text size="lg" mt="lg">
        {legal.introduction}
      </Text>
      <nav aria-label="Contents" className={classes.contents}>
        <Text fw={700} mb="xs">
          Contents
        </Text>
        <ol className={classes.contentsList}>
          {legal.sections.map((section) => (
            <li key={section.id}>
              <Anchor href={`#${section.id}`} size="sm">
                {section.title}
              </Anchor>
            </li>
          ))}
        </ol>
      </nav>
      <Stack gap={40}>
        {legal.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={classes.section}>
            <Title order={2} size="h3" id={`${section.id}-title`} mb="sm">
              {index + 1}. {section.title}
            </Title>
            <Stack gap="sm">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.list && (
                <List spacing={6} className={classes.list}>
                  {section.list.map((item) => (
                    <List.Item key={item.text}>
                      {item.term && <strong>{item.term}: </strong>}
                      {item.text}
                    </List.Item>
                  ))}
                </List>
              )}
              {section.closing?.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
