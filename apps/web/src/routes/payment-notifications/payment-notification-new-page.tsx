import { useState } from 'react';
import { z } from 'zod';
import { MAX_EDITED_NOTIFICATIONS, notifiableGroupQuerySchema } from '@app/shared/payment-notifications';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DocumentNumber } from '../../components/document-number';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { EntityPicker } from '../../components/entity-picker';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import {
  useCreatePaymentNotifications,
  useNotifiableGroups,
  type NotifiableGroupRow,
} from '../../features/payment-notifications/api/payment-notifications';
import { MonthFilter, parseMonth, WorkerFilter } from '../../features/payment-notifications/components/filters';
import { EmptyTable } from '../../features/payment-notifications/components/notification-table';
import { RefusedErrors, refusalLines, refusalToast } from '../../features/payment-notifications/components/refused-errors';
import { projectOptionsQuery } from '../../features/projects/api/get-projects';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { ApiError, failureMessage } from '../../lib/api-client';
import { orDash } from '../../lib/format';
import { paths } from '../../lib/paths';
import { pageParam, useListParams, type ListParamsPatch } from '../../lib/use-list-params';

const s = ja.paymentNotificationScreens;
const c = s.columns;
const f = s.filters;
// one page of candidates (no paging); month stays as typed (a bad one is shown with its message)
const listParams = z.object({
  page: pageParam,
  worker: notifiableGroupQuerySchema.shape.worker_code,
  project: notifiableGroupQuerySchema.shape.project_id,
  month: z.string().max(20).default(''),
});

/**
 * /payment_notifications/new: the approved item groups not yet in a notification (filters worker, project, 支払月 in
 * the URL); the checked ones become one notification per worker and payment month, then the editor opens on them.
 */
export function PaymentNotificationNewPage() {
  const list = useListParams(listParams);
  const navigate = useNavigate();
  const toast = useToast();
  const canEdit = useCanEditWorkers(true);
  const workerCode = list.values.worker ?? null;
  const projectId = list.values.project ?? null;
  const monthText = list.values.month;
  const query = useNotifiableGroups({ workerCode, projectId, paymentMonth: parseMonth(monthText) });
  const create = useCreatePaymentNotifications();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [refused, setRefused] = useState<string[] | null>(null);

  const rows = query.data?.data ?? [];
  const visible = rows.filter((g) => selected.has(g.id));
  const allChecked = rows.length > 0 && visible.length === rows.length;
  const filter = (changes: ListParamsPatch<z.output<typeof listParams>>) => {
    setSelected(new Set());
    list.set(changes);
  };
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const filtered = workerCode !== null || projectId !== null || monthText !== '';

  const submit = () => {
    create.mutate(
      visible.map((g) => g.id),
      {
        onSuccess: (answer) => {
          toast.success(ja.paymentNotifications.created(answer.meta.count));
          // the editor opens at most MAX_EDITED_NOTIFICATIONS at once; more go to the list (status 未送信) to edit in turns
          void navigate(
            answer.data.length <= MAX_EDITED_NOTIFICATIONS
              ? `${paths.paymentNotificationsEdit}?ids=${answer.data.map((n) => n.id).join(',')}`
              : `${paths.paymentNotifications}?status=before_sending`,
          );
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          setRefused(refusalLines(s.failed.create, error));
          toast.error(refusalToast(s.failed.create, error));
        },
      },
    );
  };

  const columns: DataTableColumn<NotifiableGroupRow>[] = [
    {
      key: 'select',
      width: 48,
      header: (
        <Checkbox
          size="small"
          checked={allChecked}
          indeterminate={visible.length > 0 && !allChecked}
          disabled={rows.length === 0}
          onChange={() => setSelected(allChecked ? new Set() : new Set(rows.map((g) => g.id)))}
          slotProps={{ input: { 'aria-label': c.selectAll } }}
          sx={{ p: 0.5 }}
        />
      ),
      render: (g) => (
        <Checkbox
          size="small"
          checked={selected.has(g.id)}
          onChange={() => toggle(g.id)}
          slotProps={{ input: { 'aria-label': c.selectRow(`${g.order.title} ${g.title}`) } }}
          sx={{ p: 0.5 }}
        />
      ),
    },
    {
      key: 'order',
      header: c.order,
      render: (g) => (
        <>
          <DocumentNumber value={g.order.number} /> {g.order.title}
        </>
      ),
    },
    { key: 'group', header: c.group, render: (g) => <Box sx={{ fontWeight: 600 }}>{g.title}</Box> },
    { key: 'worker', header: c.worker, render: (g) => <Box sx={{ minWidth: 140 }}>{g.worker.name}</Box> },
    { key: 'inspectedOn', header: c.inspectedOn, width: 110, render: (g) => orDash(formatDate(g.inspectedOn)) },
    { key: 'dueDate', header: c.paymentDueDate, width: 110, render: (g) => orDash(formatDate(g.paymentDueDate)) },
    { key: 'month', header: c.paymentMonth, width: 100, render: (g) => <Box sx={{ whiteSpace: 'nowrap' }}>{s.month(g.paymentMonth)}</Box> },
    { key: 'subtotal', header: c.subtotal, align: 'right', width: 130, render: (g) => formatMoney(g.subtotal) },
  ];

  return (
    <Box>
      <Button component={RouterLink} to={paths.paymentNotifications} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {s.backToList}
      </Button>
      <PageHeader title={ja.paymentNotifications.newTitle} description={s.create.lead} />
      <ListToolbar
        align="start"
        total={query.data ? s.totalCount(query.data.meta.totalCount) : null}
        totalTestId="candidate-total"
        clear={filtered ? { label: f.clear, onClick: () => filter({ worker: null, project: null, month: null }) } : null}
      >
        <WorkerFilter value={workerCode} onChange={(value) => filter({ worker: value })} />
        <EntityPicker
          label={f.project}
          allLabel={f.allProjects}
          value={projectId}
          onChange={(value) => filter({ project: value })}
          options={projectOptionsQuery}
          noOptionsText={ja.projects.emptySearch}
        />
        <MonthFilter value={monthText} onChange={(value) => filter({ month: value })} />
      </ListToolbar>
      <RefusedErrors lines={refused} onClose={() => setRefused(null)} />
      {query.data && query.data.meta.totalCount > rows.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {s.create.more(rows.length, query.data.meta.totalCount)}
        </Typography>
      ) : null}
      {rows.length === 0 && !query.isFetching ? (
        <EmptyTable
          message={query.isError ? failureMessage(s.loadFailed.candidates, query.error) : filtered ? s.create.emptySearch : s.create.empty}
          error={query.isError}
        />
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          getRowKey={(g) => g.id}
          loading={query.isFetching}
          errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed.candidates, query.error) : null}
          emptyMessage={filtered ? s.create.emptySearch : s.create.empty}
          ariaLabel={s.candidatesLabel}
          minWidth={1040}
        />
      )}
      <Paper
        variant="outlined"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end', px: 2, py: 1.5, mt: 2 }}
      >
        <Typography variant="body2" data-testid="candidate-selected">
          {s.create.selected(visible.length, formatMoney(visible.reduce((sum, g) => sum + g.subtotal, 0)))}
        </Typography>
        <Button variant="contained" startIcon={<NoteAddOutlinedIcon />} disabled={!canEdit || visible.length === 0} loading={create.isPending} onClick={submit}>
          {s.createButton}
        </Button>
      </Paper>
    </Box>
  );
}
