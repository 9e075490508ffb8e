import { test } from '@playwright/test';
import { seedVisualData } from '../support/visual';

test('the accounts and certificates the screenshots show', async () => {
  await seedVisualData();
});
