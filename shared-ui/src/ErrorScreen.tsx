import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** docs/rules.md#error-screen: the generic error screen. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="50vh" p="xl" role="alert">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">We encountered an unexpected error. Please try refreshing the page.</Text>
        <Button onClick={onRetry} mt="sm">
          Try Again
        </Button>
      </Stack>
    </Center>
  );
}
