import { Button, Group, Text } from 'shared-ui';

interface PagerProps {
  page: number;
  totalPages: number;
  totalItems: number;
  label: string;
  onPage: (page: number) => void;
}

/** Previous / next with "Page 2 of 40": lists are paged on the server so that 10,000 rows stay fast. */
export function Pager({ page, totalPages, totalItems, label, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={`${label} pages`}>
      <Text size="sm">
        Page {page} of {totalPages} ({totalItems} in all)
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Button variant="default" size="xs" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
      </Group>
    </Group>
  );
}
