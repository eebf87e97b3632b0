import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { addDays } from '@app/shared/order-rules';
import { employeeTodoKinds, type EmployeeTodoKind } from '@app/shared/todos';
import { PageHeader } from '../../components/page-header';
import { useEmployeeTodos, type TodoItem } from '../../features/todos/api/todos';
import { TodoCard } from '../../features/todos/components/todo-card';
import { failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';

const t = ja.todos;
const slash = (date: string) => date.replaceAll('-', '/');

/** The filtered list page of each kind (「すべて見る」). */
function seeAllOf(kind: EmployeeTodoKind, today: string): string {
  switch (kind) {
    case 'invoices':
      return `${paths.deliveries}?invoice=reviewing`;
    case 'deliveries':
      return `${paths.deliveries}?status=reviewing`;
    case 'correction_requests':
      return `${paths.paymentNotifications}?status=rejected`;
    case 'payments_due':
      return `${paths.payments}?status=unpaid&from=${slash(today)}&to=${slash(addDays(today, 7))}`;
    case 'payments_overdue':
      return `${paths.payments}?status=unpaid`;
  }
}

function itemOf(kind: EmployeeTodoKind, item: TodoItem) {
  const when = item.date ? (kind === 'payments_due' || kind === 'payments_overdue' || kind === 'correction_requests' ? t.paymentOn(item.date) : t.submittedOn(item.date)) : '';
  return {
    key: item.key,
    link: item.link,
    primary: item.number ? `${item.title}（${item.number}）` : item.title,
    secondary: [item.worker.name, when].filter(Boolean).join('・'),
    meta: item.amount === null ? (item.date ? formatDate(item.date) : undefined) : formatMoney(item.amount),
  };
}

/** / (ホーム): what needs the company — 請求書・納品の確認待ち, 支払通知書の修正依頼, 今週の支払 and 支払遅延 (one call). */
export function HomePage() {
  const query = useEmployeeTodos();
  const data = query.data;
  const nothing = data !== undefined && employeeTodoKinds.every((kind) => data[camel(kind)].count === 0);
  return (
    <Box>
      <PageHeader title={t.title} />
      {query.isPending ? <LinearProgress aria-label={ja.app.loading} /> : null}
      {query.isError && !data ? <Alert severity="error">{failureMessage(t.loadFailed, query.error)}</Alert> : null}
      {nothing ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="todo-all-done">
          {t.allDone}
        </Alert>
      ) : null}
      {data ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {employeeTodoKinds.map((kind) => {
            const section = data[camel(kind)];
            return (
              <TodoCard
                key={kind}
                id={kind}
                title={t.sections[kind]}
                count={section.count}
                items={section.items.map((item) => itemOf(kind, item))}
                seeAll={seeAllOf(kind, data.today)}
                emptyText={t.none}
              />
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}

const camelKeys = {
  invoices: 'invoices',
  deliveries: 'deliveries',
  correction_requests: 'correctionRequests',
  payments_due: 'paymentsDue',
  payments_overdue: 'paymentsOverdue',
} as const;
function camel<K extends EmployeeTodoKind>(kind: K): (typeof camelKeys)[K] {
  return camelKeys[kind];
}
