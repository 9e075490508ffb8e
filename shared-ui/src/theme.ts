import { createTheme } from '@mantine/core';

/** The brand: deep indigo with a warm accent; one theme for the whole site. */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: {
    brand: [
      '#eef1ff', '#dbe0fb', '#b4bdf2', '#8a98ea', '#6778e3', '#5063df', '#4358de', '#3449c5', '#2c40b1', '#1f369d',
    ],
    accent: [
      '#fff6e1', '#ffebcc', '#ffd59b', '#ffbe64', '#ffaa38', '#ff9e1b', '#ff9709', '#e38300', '#ca7300', '#af6200',
    ],
  },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '700' },
});
