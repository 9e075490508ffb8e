import { Container, Stack, Text, Title, usePageMeta } from 'shared-ui';
import { FaqSection } from './FaqSection';

/** /gx-exchange: the USDT OTC landing page. */
export function ExchangeLandingPage() {
  usePageMeta({
    title: 'GX Exchange: USDT OTC Desk',
    description: 'Buy and sell USDT over the counter with instant settlement, better market prices and 24/7 liquidity.',
    keywords: ['USDT', 'OTC', 'crypto exchange', 'GX Exchange'],
  });
  return (
    <>
      <Container size="lg" py={64} component="section">
        <Stack gap="sm" ta="center" align="center">
          <Title order={1}>GX Exchange</Title>
          <Text c="dimmed" maw={640}>
            Buy and sell USDT over the counter with settlement in under 5 minutes, a better market price and 24/7 liquidity.
          </Text>
        </Stack>
      </Container>
      <FaqSection />
    </>
  );
}
