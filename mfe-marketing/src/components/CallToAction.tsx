import type { ReactNode } from 'react';
import { Link, Button, Container, Group, Stack, Text, Title } from 'shared-ui';
import type { SiteLink } from '../content/types';
import classes from './CallToAction.module.css';

interface CallToActionProps {
  title: string;
  text?: string;
  primary: SiteLink;
  secondary?: SiteLink;
  /** Extra actions after the links (e.g. a 'Call Now' phone link). */
  extra?: ReactNode;
}

/** The closing block of a page: a heading, a sentence and one or two buttons. */
export function CallToAction({ title, text, primary, secondary, extra }: CallToActionProps) {
  return (
    <Container size="lg" py={64} component="section">
      <div className={classes.box}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2} className={classes.title}>
            {title}
          </Title>
          {text && (
            <Text className={classes.text} maw={620}>
              {text}
            </Text>
          )}
          <Group justify="center" gap="sm" mt="sm">
            <Button component={Link} to={primary.to} size="md" color="accent">
              {primary.label}
            </Button>
            {secondary && (
              <Button component={Link} to={secondary.to} size="md" variant="white">
                {secondary.label}
              </Button>
            )}
            {extra}
          </Group>
        </Stack>
      </div>
    </Container>
  );
}
