import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import HistoryIcon from '@mui/icons-material/History';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { timeReturnBodySchema } from '@app/shared/time-tracking-api';
import { CommentDialog } from '../../../components/comment-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InfoGrid } from '../../../components/info-grid';
import { useDocumentTitle } from '../../../components/page-header';
import { useCanApprovePayments } from '../../../features/profile/api/get-profile';
import {
  downloadTimeReportCsv,
  useApproveTimeMonth,
  useReturnTimeMonth,
  useTimeReport,
  type TimeReport,
} from '../../../features/time-tracking/company/api';
import { dayLink, logsLink } from '../../../features/time-tracking/company/links';
import { DayHours, MonthCalendar } from '../../../features/time-tracking/month-calendar';
import { MonthPicker } from '../../../features/time-tracking/month-picker';
import { hoursText, monthOf, monthParam, monthText, yearParam, type YearMonth } from '../../../features/time-tracking/month';
import { TimeStatusChip } from '../../../features/time-tracking/company/project-table';
import { dayText, ReportTable } from '../../../features/time-tracking/company/report-table';
import { SettlementLines } from '../../../features/time-tracking/company/settlement-lines';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toast-store';
import { pageParam, useListParams } from '../../../lib/use-list-params';

const s = ja.timeTrackingScreens;
const r = s.report;
const params = z.object({ page: pageParam, year: yearParam, month: monthParam });


/** The header of the report: who, which contract, the status with its dates, how the month turns into money. */
function ReportInfo({ report, workerCode }: { report: TimeReport; workerCode: string }) {
  const p = report.project;
  const items: { label: string; value: ReactNode }[] = [
    { label: r.info.worker, value: <Link component={RouterLink} to={paths.workerDetail(p.businessorCode)}>{p.businessorName}</Link> },
    { label: r.info.contract, value: <Link component={RouterLink} to={paths.contractPage(workerCode, p.code)}>{p.contractName}</Link> },
    { label: r.info.status, value: <TimeStatusChip status={p.status} /> },
    { label: r.info.billing, value: p.billingText ?? s.none },
    { label: r.info.rounding, value: p.roundingText ?? r.noRounding },
    { label: r.info.submittedAt, value: p.submittedAt ? formatDate(p.submittedAt) : s.none },
  ];
  if (p.status === 'approved' && p.approvedAt) {
    items.push({ label: r.info.approved, value: <span data-testid="report-approved">{r.approvedBy(formatDate(p.approvedAt), p.approvedByName)}</span> });
  }
  if (p.paymentNotification) {
    const pn = p.paymentNotification;
    items.push({
      label: r.info.paymentNotification,
      value: (
        <Link component={RouterLink} to={paths.contractPage(workerCode, p.code, `payment_notification/${encodeURIComponent(pn.code)}`)}>
          {r.paymentNotification(pn.number ?? pn.code)}
        </Link>
      ),
    });
  }
  if (p.status === 'returned' && p.returnedAt) {
    items.push({ label: r.info.returned, value: r.returnedAt(formatDate(p.returnedAt), p.returnComment) });
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <InfoGrid items={items} labelWidth="140px" />
    </Paper>
  );
}

/** 承認する (a confirmation naming the month and the hours) and 差戻す (a required comment), for a submitted month. */
function ReviewActions({ report, workerCode, month }: { report: TimeReport; workerCode: string; month: YearMonth }) {
  const [dialog, setDialog] = useState<'approve' | 'return' | null>(null);
  const approve = useApproveTimeMonth();
  const sendBack = useReturnTimeMonth();
  const p = report.project;
  const target = { workerCode, code: p.code, ...month };
  const label = monthText(month);
  return (
    <>
      <Button variant="contained" onClick={() => setDialog('approve')}>
        {r.approve}
      </Button>
      <Button variant="outlined" color="warning" onClick={() => setDialog('return')}>
        {r.return}
      </Button>
      <ConfirmDialog
        open={dialog === 'approve'}
        title={r.approveTitle}
        message={r.approveMessage(p.businessorName, label, hoursText(p.workedMinutes))}
        confirmLabel={r.approve}
        busy={approve.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          approve.mutate(target, {
            onSuccess: () => {
              setDialog(null);
              showToast(r.approvedToast(label), 'success');
            },
          })
        }
      />
      <CommentDialog
        open={dialog === 'return'}
        id="time-return-dialog"
        title={r.returnTitle}
        lead={r.returnLead(p.businessorName, label)}
        label={r.returnComment}
        required
        schema={timeReturnBodySchema.shape.comment}
        submitLabel={r.return}
        submitColor="error"
        busy={sendBack.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (comment) => {
          try {
            await sendBack.mutateAsync({ ...target, comment });
            setDialog(null);
            showToast(r.returnedToast(label), 'success');
            return null;
          } catch (error) {
            return failureMessage(r.returnFailed, error);
          }
        }}
      />
    </>
  );
}

/**
 * /worker/{code}/working_record_project/{projectCode}?year&month: a contract's month — the header, the calendar (a
 * day opens its records), the table per day with the totals, the settlement of an hourly or 精算幅 contract, the CSV,
 * the operation log and, for a submitted month, 承認 and 差戻し (roles that approve payments).
 */
export function WorkingRecordReportPage() {
  const { code: workerCode = '', projectCode = '' } = useParams();
  const navigate = useNavigate();
  const list = useListParams(params);
  const month = monthOf(list.values);
  const query = useTimeReport(workerCode, projectCode, month);
  const report = query.data;
  const canApprove = useCanApprovePayments();
  const [downloading, setDownloading] = useState(false);
  useDocumentTitle(report ? `${report.project.contractName} ${monthText(month)} - ${r.title}` : r.title);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadTimeReportCsv(workerCode, projectCode, month);
    } catch (error) {
      showToast(failureMessage(r.csvFailed, error), 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box>
      <Button
        component={RouterLink}
        to={`${paths.workingRecords}?year=${month.year}&month=${month.month}`}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1 }}
      >
        {r.back}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {report ? r.heading(report.project.contractName) : r.title}
        </Typography>
        <MonthPicker value={month} onChange={(next) => list.set({ year: next.year, month: next.month })} />
        <Box sx={{ flexGrow: 1 }} />
        {report && report.project.status === 'submitted' && canApprove ? <ReviewActions report={report} workerCode={workerCode} month={month} /> : null}
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} loading={downloading}>
          {r.csv}
        </Button>
        <Button component={RouterLink} to={logsLink(workerCode, projectCode, month)} startIcon={<HistoryIcon />}>
          {r.logs}
        </Button>
      </Box>
      {query.isError && !report ? <Alert severity="error">{failureMessage(r.loadFailed, query.error)}</Alert> : null}
      {!report && !query.isError ? (
        <Typography variant="body2" color="text.secondary">
          {ja.app.loading}
        </Typography>
      ) : null}
      {report ? (
        <>
          <ReportInfo report={report} workerCode={workerCode} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, mb: 2 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
                {r.calendarTitle}
              </Typography>
              <MonthCalendar
                days={report.days}
                month={month}
                term={{ start: report.contractStartDate, end: report.contractEndDate }}
                onDayClick={(day) => void navigate(dayLink(workerCode, projectCode, day.date))}
                renderDay={(day) => <DayHours minutes={day.workedMinutes} />}
              />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={r.totals.title}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
                {r.totals.title}
              </Typography>
              <InfoGrid
                labelWidth="170px"
                items={[
                  { label: r.totals.recorded, value: hoursText(report.project.recordedMinutes) },
                  { label: r.totals.worked, value: <strong data-testid="report-worked">{hoursText(report.project.workedMinutes)}</strong> },
                  { label: r.totals.days, value: s.days(report.project.recordedDays) },
                ]}
              />
              {report.settlement ? (
                <Box sx={{ mt: 2 }}>
                  <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
                    {r.settlementTitle}
                  </Typography>
                  <SettlementLines settlement={report.settlement} />
                </Box>
              ) : null}
            </Paper>
          </Box>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
            {r.tableTitle}
          </Typography>
          <ReportTable
            report={report}
            dayLink={(day) => (
              <Link component={RouterLink} to={dayLink(workerCode, projectCode, day.date)}>
                {dayText(day)}
              </Link>
            )}
          />
        </>
      ) : null}
    </Box>
  );
}
