import { Suspense, useState, type ReactNode } from 'react';
import { IconDownload } from '@tabler/icons-react';
import { Button, Center, Loader, Paper, Stack, Text, Title, VisuallyHidden, lazyPage, notifications } from 'shared-ui';
import { LoadError, useData } from 'shared-ui/data';
import { DateInput, Select } from 'shared-ui/admin-inputs';
import { errorMessage } from '../api';
import { downloadInsightsCsv, fetchInsights, type InsightsAnswer } from './api';
import { PRESETS, customPeriod, lastDays, percent, periodLabel, type Period, type Preset } from './period';
import { DataTable } from '../lists/PagedList';
import adminClasses from '../Admin.module.css';
import classes from './Insights.module.css';

// ECharts is drawn only here, in a chunk of its own.
const InsightsChart = lazyPage('admin/insights-chart', () => import(/* webpackChunkName: "admin/insights-chart" */ './InsightsChart'));

const number = (value: number) => value.toLocaleString('en-GB');

/** A heading of a column of figures: aligned right, digits of one width. */
const numeric = (label: string) => ({ label, className: classes.number });

function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The Insights tab: what happened to the certificates in a period (issued, opened by their holder,
 * shared, verified by others), over time, per title and per certificate, with a CSV export.
 */
export default function InsightsPanel() {
  const [preset, setPreset] = useState<Preset>('30');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const chosen = preset === 'custom' ? customPeriod(from, to) : lastDays(Number(preset));
  const period = 'error' in chosen ? null : chosen;
  const insights = useData(period ? ['admin/insights', period.from, period.to] : null, () => fetchInsights(period!), { keepPrevious: true });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (!period) return;
    setExporting(true);
    try {
      await downloadInsightsCsv(period);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export failed', message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Text className={adminClasses.muted}>
        Counted without tracking anyone: repeats by one visitor on one day count once, and no address or browser is stored.
        Your own visits to the admin area count nothing.
      </Text>
      <div className={classes.controls}>
        <Select
          className={classes.control}
          label="Period"
          data={PRESETS.map((option) => ({ value: option.value, label: option.label }))}
          value={preset}
          allowDeselect={false}
          onChange={(value) => setPreset((value ?? '30') as Preset)}
        />
        {preset === 'custom' && (
          <>
            <DateInput className={classes.control} label="From" valueFormat="D MMM YYYY" value={from || null} onChange={(value) => setFrom(value ?? '')} />
            <DateInput className={classes.control} label="To" valueFormat="D MMM YYYY" value={to || null} onChange={(value) => setTo(value ?? '')} />
          </>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={!period}
        >
          Export CSV
        </Button>
      </div>
      {'error' in chosen && <Text c="red.8">{chosen.error}</Text>}
      {period && insights.state.status === 'error' && (
        <LoadError title="The insights could not be loaded" onRetry={insights.retry}>
          {errorMessage(insights.state.error)}
        </LoadError>
      )}
      {period && insights.state.status === 'loading' && (
        <Center py="lg">
          <Loader role="status" aria-label="Loading the insights" />
        </Center>
      )}
      {period && insights.data && <Figures answer={insights.data} period={period} />}
    </Stack>
  );
}

function Figures({ answer, period }: { answer: InsightsAnswer; period: Period }) {
  const { totals, funnel, more } = answer;
  const cards = [
    { label: 'Issued', value: totals.issued },
    { label: 'Viewed by holder', value: totals.viewedByHolder },
    { label: 'Shared', value: totals.shared },
    { label: 'Verified by others', value: totals.verifiedByOthers },
  ];
  return (
    <Stack gap="xl">
      <Section id="insights-totals" title={periodLabel(period)}>
        <div className={classes.totals}>
          {cards.map((card) => (
            <Paper key={card.label} withBorder radius="md" className={classes.total}>
              <Text className={classes.totalLabel}>{card.label}</Text>
              <Text className={classes.totalValue}>{number(card.value)}</Text>
            </Paper>
          ))}
        </div>
        <Text size="sm" mt="sm" className={adminClasses.muted}>
          Verified by others: {number(totals.qr)} by QR code, {number(totals.link)} by link, {number(totals.id)} by ID typed in,{' '}
          {number(totals.file)} by credential file. Not counted as others: {number(more.verifiedByHolder)} by holders,{' '}
          {number(more.verifiedByAdmin)} by admins. Holder mails: {number(more.mailSent)} sent, {number(more.mailFailed)} failed.
        </Text>
      </Section>

      <Section id="insights-over-time" title="Issued and verified by others, per day">
        <div className={classes.chartRow}>
          <Suspense fallback={<div className={classes.chartPlaceholder} />}>
            <InsightsChart series={answer.series} />
          </Suspense>
          <VisuallyHidden>
            <table>
              <caption>Certificates issued and verifications by others per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Issued</th>
                  <th scope="col">Verified by others</th>
                </tr>
              </thead>
              <tbody>
                {answer.series.map((point) => (
                  <tr key={point.day}>
                    <th scope="row">{formatDay(point.day)}</th>
                    <td>{point.issued}</td>
                    <td>{point.verifiedByOthers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </div>
      </Section>

      <Section id="insights-funnel" title="Funnel" note="Of the certificates issued in the period, how many reached each step in it.">
        <DataTable columns={['Step', numeric('Certificates'), numeric('Rate')]}>
          {[
            ['Issued', funnel.issued, funnel.issued > 0 ? 1 : 0],
            ['Viewed by holder', funnel.viewedByHolder, funnel.viewedRate],
            ['Shared', funnel.shared, funnel.sharedRate],
            ['Verified by others', funnel.verifiedByOthers, funnel.verifiedRate],
          ].map(([label, count, rate]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className={classes.number}>{number(Number(count))}</td>
              <td className={classes.number}>{percent(Number(rate))}</td>
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section id="insights-titles" title="Per certificate title" empty={answer.titles.length === 0 && 'Nothing happened to any certificate in this period.'}>
        <DataTable
          columns={['Title', numeric('Issued'), numeric('Viewed by holder'), numeric('Shared'), numeric('Verified by others'), numeric('QR / link / ID / file')]}
        >
          {answer.titles.map((row) => (
            <tr key={row.title}>
              <th scope="row">{row.title}</th>
              <td className={classes.number}>{number(row.issued)}</td>
              <td className={classes.number}>{number(row.viewedByHolder)}</td>
              <td className={classes.number}>{number(row.shared)}</td>
              <td className={classes.number}>{number(row.verifiedByOthers)}</td>
              <td className={classes.number}>
                {row.qr} / {row.link} / {row.id} / {row.file}
              </td>
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section id="insights-most-verified" title="Most verified certificates" empty={answer.mostVerified.length === 0 && 'No certificate was verified by others in this period.'}>
        <DataTable columns={['Certificate ID', 'Title', numeric('Verified by others')]}>
          {answer.mostVerified.map((row) => (
            <tr key={row.certificateId}>
              <td className={adminClasses.certificateId}>{row.certificateId}</td>
              <td>{row.title}</td>
              <td className={classes.number}>{number(row.verifiedByOthers)}</td>
            </tr>
          ))}
        </DataTable>
      </Section>
    </Stack>
  );
}

interface SectionProps {
  id: string;
  title: string;
  /** A line under the heading that says what the figures mean. */
  note?: string;
  /** Shown instead of the figures when there are none. */
  empty?: string | false;
  children: ReactNode;
}

/** One titled block of figures, named by its heading. */
function Section({ id, title, note, empty, children }: SectionProps) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb={note ? 'xs' : 'sm'}>
        {title}
      </Title>
      {note && (
        <Text size="sm" mb="sm" className={adminClasses.muted}>
          {note}
        </Text>
      )}
      {empty ? <Text className={adminClasses.muted}>{empty}</Text> : children}
    </section>
  );
}
