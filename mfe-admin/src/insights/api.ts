/**
 * Issuer insights (GET /api/gx/insights and /api/gx/insights/export.csv, admins only; see
 * pocketbase/README.md, "Issuer insights").
 */
import { backend } from 'shared-ui';
import { saveBlob } from 'shared-ui/certificate';
import type { Period } from './period';

/** Totals of the period. `qr`, `link`, `id` and `file` split the verifications by others. */
export interface InsightTotals {
  issued: number;
  viewedByHolder: number;
  shared: number;
  verifiedByOthers: number;
  qr: number;
  link: number;
  id: number;
  file: number;
}

export interface InsightsAnswer {
  from: string;
  to: string;
  totals: InsightTotals;
  more: {
    mailSent: number;
    mailFailed: number;
    linkedin: number;
    linkCopied: number;
    printed: number;
    downloaded: number;
    verifiedByHolder: number;
    verifiedByAdmin: number;
  };
  /** Certificates issued in the period, and how many of them reached each step in it. */
  funnel: {
    issued: number;
    viewedByHolder: number;
    shared: number;
    verifiedByOthers: number;
    viewedRate: number;
    sharedRate: number;
    verifiedRate: number;
  };
  series: { day: string; issued: number; verifiedByOthers: number }[];
  titles: (Omit<InsightTotals, 'issued'> & { title: string; issued: number })[];
  mostVerified: { certificateId: string; title: string; verifiedByOthers: number; qr: number; link: number; id: number; file: number }[];
}

export async function fetchInsights(period: Period): Promise<InsightsAnswer> {
  return (await backend()).send<InsightsAnswer>('/api/gx/insights', { method: 'GET', query: { from: period.from, to: period.to } });
}

/** Downloads the per-certificate figures of the period as a CSV file. */
export async function downloadInsightsCsv(period: Period): Promise<void> {
  const pb = await backend();
  const url = pb.buildUrl(`/api/gx/insights/export.csv?from=${period.from}&to=${period.to}`);
  const answer = await fetch(url, { headers: { Authorization: pb.authStore.token } });
  if (!answer.ok) throw new Error(`The export could not be made (${answer.status}).`);
  saveBlob(await answer.blob(), `insights-${period.from}-to-${period.to}.csv`);
}
