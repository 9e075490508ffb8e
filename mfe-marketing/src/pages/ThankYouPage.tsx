import { useEffect, useState } from 'react';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  Link,
  useSearchParams,
  Button,
  Container,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
  usePageMeta,
} from 'shared-ui';
import { thankYou } from '../content/contact';
import classes from './ThankYouPage.module.css';

/** docs/rules.md#limits: the page animates in after 100 ms. */
const ENTRANCE_DELAY_MS = 100;

/** /thank-you?name=… (docs/rules.md#thank-you): shown after the contact form was sent. */
export default function ThankYouPage() {
  usePageMeta(thankYou.meta);
  const name = useSearchParams()[0].get('name')?.trim();
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setEntered(true), ENTRANCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md" className={entered ? `${classes.card} ${classes.entered}` : classes.card}>
        <ThemeIcon size={80} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={48} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{name ? `Thank You, ${name}!` : 'Thank You!'}</Title>
        <Text size="lg">{thankYou.text}</Text>
        <Text c="dimmed">{thankYou.note}</Text>
        <Group justify="center" mt="md">
          <Button component={Link} to={thankYou.links.services.to} size="md">
            {thankYou.links.services.label}
          </Button>
          <Button component={Link} to={thankYou.links.home.to} size="md" variant="default">
            {thankYou.links.home.label}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
