import type { ReactNode } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import classes from './Banner.module.css';

/** The brand banner at the top of a page (a page's header, the exchange's hero): a full-width section. */
export function Banner({ children, 'aria-labelledby': labelledBy }: { children: ReactNode; 'aria-labelledby'?: string }) {
  return (
    <section className={classes.banner} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}

interface ClosingBandProps {
  title: string;
  text?: ReactNode;
  /** The band's buttons, centred under the text. */
  actions: ReactNode;
  /** Under the buttons. */
  children?: ReactNode;
  /** The section's id, to link to it. */
  id?: string;
  /** The heading's id, which then names the section. */
  titleId?: string;
  /** The page's own additions to the heading and the row of buttons. */
  classNames?: { title?: string; actions?: string };
}

/** The closing band of a page: a heading, a sentence and the buttons that act on it. */
export function ClosingBand({ title, text, actions, children, id, titleId, classNames = {} }: ClosingBandProps) {
  return (
    <Container size="lg" py={64} component="section" id={id} aria-labelledby={titleId}>
      <div className={classes.band}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id={titleId} className={classNames.title ? `${classes.bandTitle} ${classNames.title}` : classes.bandTitle}>
            {title}
          </Title>
          {text && (
            <Text className={classes.bandText} maw={620}>
              {text}
            </Text>
          )}
          <Group justify="center" gap="sm" mt="sm" className={classNames.actions}>
            {actions}
          </Group>
          {children}
        </Stack>
      </div>
    </Container>
  );
}
