import { QueryState } from '../../components/query-state';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { timeMonthStatusLabels } from '@app/shared/time-tracking-api';
import { useDocumentTitle } from '../../components/page-header';
import { StatusChip } from '../../components/status-chip';
import { usePortalTimeProjects, type PortalTimeProject } from '../../features/time-tracking/portal/api';
import { TimerCard } from '../../features/time-tracking/portal/components/timer-card';
import { timeMonthStatusTone } from '../../components/status-tones';
import { hoursText, useMonthParam } from '../../features/time-tracking/month';
import { MonthPicker } from '../../features/time-tracking/month-picker';
import { paths } from '../../lib/paths';

const t = ja.timeTrackingPortal;
const c = t.columns;

/** One time-tracked contract's month: company, contract, status (差戻し with its comment), hours, days, amount. */
function ProjectCard({ row }: { row: PortalTimeProject }) {
  const facts = [
    { label: c.worked, value: hoursText(row.workedMinutes) },
    { label: c.days, value: t.days(row.recordedDays) },
    ...(row.billing !== 'none' && row.amount !== null ? [{ label: c.amount, value: formatMoney(row.amount) }] : []),
    ...(row.billing !== 'none' && row.billingText ? [{ label: c.billing, value: row.billingText }] : []),
  ];
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1 }} data-testid="time-project">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {row.companyName}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {row.contractName}
          </Typography>
        </Box>
        <StatusChip tone={timeMonthStatusTone[row.status]} label={timeMonthStatusLabels[row.status]} testId="time-status" nowrap />
      </Box>
      {row.status === 'returned' && row.returnComment ? (
        <Alert severity="warning" sx={{ py: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t.returnComment}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {row.returnComment}
          </Typography>
        </Alert>
      ) : null}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}>
        {facts.map((fact) => (
          <Box key={fact.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', wordBreak: 'break-word' }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box>
        <Button
          component={RouterLink}
          to={paths.portalWorkingRecord(row.code, row.year, row.month)}
          variant="contained"
          aria-label={t.openOf(row.contractName)}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {t.open}
        </Button>
      </Box>
    </Paper>
  );
}

/** /portal/working_records?year&month — 稼働: the running timer, then each time-tracked contract of the month. */
export function PortalWorkingRecordsPage() {
  useDocumentTitle(t.title);
  const { year, month, go } = useMonthParam();
  const projects = usePortalTimeProjects(year, month);
  const rows = projects.data?.data ?? [];
  const timer = projects.data?.meta.timer ?? null;
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.lead}
      </Typography>
      {timer ? <TimerCard timer={timer} contractName={rows.find((r) => r.code === timer.projectCode)?.contractName ?? null} /> : null}
      <Box sx={{ mb: 2 }}>
        <MonthPicker value={{ year, month }} onChange={go} />
      </Box>
      <QueryState query={projects} empty={t.empty} failed={t.loadFailed} isEmpty={rows.length === 0} height={160} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <ProjectCard key={row.code} row={row} />
        ))}
      </Box>
    </Box>
  );
}
