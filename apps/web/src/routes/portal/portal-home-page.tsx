import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import type { PortalContract } from '@app/shared/worker-portal';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { useDocumentTitle } from '../../components/page-header';
import { usePortalContracts, usePortalMe, usePortalTodos, type PortalTodos } from '../../features/worker-portal/api/worker-portal';
import { TodoCard } from '../../features/todos/components/todo-card';
import { formatMoney } from '@app/shared/format';
import { workerTodoKinds, type WorkerTodoKind } from '@app/shared/todos';
import { useChosenCompany } from '../../features/worker-portal/components/use-chosen-company';
import { MyNumberRequestBanner } from '../../features/worker-portal/components/my-number-request-banner';
import { errorText } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { contractPeriod, unitPriceText } from './contract-fields';

const camelKeys = {
  orders: 'orders',
  payment_notifications: 'paymentNotifications',
  deliveries: 'deliveries',
  invoices: 'invoices',
  required_entries: 'requiredEntries',
} as const satisfies Record<WorkerTodoKind, keyof PortalTodos>;

/**
 * 「対応が必要なもの」 (issue #21): the kinds that wait for the worker at the chosen company, each item opening its page;
 * kinds with nothing are left out, and one line says when nothing waits at all.
 */
function PortalTodoBlock({ companyId }: { companyId: number | undefined }) {
  const todos = usePortalTodos(companyId);
  const data = todos.data;
  const kinds = data ? workerTodoKinds.filter((kind) => data[camelKeys[kind]].count > 0) : [];
  return (
    <Box component="section" aria-labelledby="portal-todos-heading" sx={{ mb: 3 }} data-testid="portal-todos">
      <Typography id="portal-todos-heading" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {ja.portalTodos.heading}
      </Typography>
      {todos.isError ? <Alert severity="error">{`${ja.portalTodos.loadFailed}${errorText(todos.error)}`}</Alert> : null}
      {data && kinds.length === 0 ? (
        <Alert severity="success" data-testid="portal-todos-done">
          {ja.portalTodos.allDone}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {kinds.map((kind) => {
          const section = data![camelKeys[kind]];
          return (
            <TodoCard
              key={kind}
              id={`portal-${kind}`}
              title={ja.portalTodos.sections[kind]}
              count={section.count}
              emptyText=""
              items={section.items.map((item) => ({
                key: item.key,
                link: item.link,
                primary: item.title,
                secondary: [item.number, item.subtitle].filter(Boolean).join('・'),
                meta: item.amount === null ? undefined : formatMoney(item.amount),
              }))}
            />
          );
        })}
      </Box>
    </Box>
  );
}

/** /portal and /portal/contracts — what needs the worker, then the chosen company's contracts (read only). */
export function PortalHomePage() {
  useDocumentTitle(ja.portal.title);
  const me = usePortalMe();
  const { chosen } = useChosenCompany(me.data?.companies);
  const contracts = usePortalContracts(chosen?.id);

  if (me.isError) return <Alert severity="error">{errorText(me.error)}</Alert>;
  if (me.isSuccess && !chosen) return <Alert severity="info">{ja.portal.noCompanies}</Alert>;

  const columns: DataTableColumn<PortalContract>[] = [
    {
      key: 'title',
      header: ja.portal.fields.title,
      render: (c) => (
        <Link component={RouterLink} to={`${paths.portalContract(c.code)}?company=${c.companyId}`} underline="hover" sx={{ fontWeight: 600 }}>
          {c.title}
        </Link>
      ),
    },
    { key: 'period', header: ja.portal.fields.period, render: (c) => contractPeriod(c) },
    { key: 'price', header: ja.portal.fields.unitPrice, render: (c) => unitPriceText(c) },
  ];

  return (
    <Box>
      <MyNumberRequestBanner />
      <Typography variant="overline" color="text.secondary" component="p" data-testid="portal-company-name">
        {chosen?.name}
      </Typography>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {ja.portal.home}
      </Typography>
      <PortalTodoBlock companyId={chosen?.id} />
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {ja.portal.contractsHeading}
      </Typography>
      <DataTable
        ariaLabel={ja.portal.contractsHeading}
        columns={columns}
        rows={contracts.data ?? []}
        getRowKey={(c) => c.code}
        loading={contracts.isPending && chosen !== undefined}
        emptyMessage={ja.portal.noContracts}
        errorMessage={contracts.isError ? errorText(contracts.error) : null}
        minWidth={340}
      />
    </Box>
  );
}
