import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Usance } from '@app/shared/contracts';
import { todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { newOrderDefaults, orderToForm } from '@app/shared/order-form';
import type { PurchaseOrderFormValues } from '@app/shared/purchase-orders';
import { useDocumentTitle } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { usePurchaseOrderTemplate } from '../../../features/company-settings/api/purchase-order-template';
import { useContract, type Contract } from '../../../features/contracts/api/get-contract';
import { useCreateOrder, useUpdateOrder, type Order } from '../../../features/orders/api/orders';
import { OrderForm, type OrderFormContract } from '../../../features/orders/components/order-form';
import { useProjects } from '../../../features/projects/api/get-projects';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

const s = ja.orderScreens;

function formContract(c: Contract): OrderFormContract {
  return { startDate: c.startDate, usance: c.usance as Usance, withholds: c.withholdingType === 'withhold', isRedelegation: c.isRedelegation };
}

/** The company's enabled projects (at most 100, as the contract form's picker), plus the order's own when disabled. */
function useProjectOptions(current: { id: number; name: string } | null) {
  const projects = useProjects({ page: 1, limit: 100, keyword: '', enabled: 'true' });
  const list = (projects.data?.data ?? []).map((p) => ({ id: p.id, name: p.name }));
  if (current && !list.some((p) => p.id === current.id)) list.unshift(current);
  return { list, ready: projects.data !== undefined || projects.isError };
}


/** Sends the form; a refused request toasts the server's sentence and hands the error back (its `fields` go on inputs). */
function useSend() {
  const toast = useToast();
  return async (action: () => Promise<unknown>, success: string): Promise<unknown> => {
    try {
      await action();
      toast.success(success);
      return null;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) toast.error(failureMessage(s.failed.save, error));
      return error;
    }
  };
}

/** /worker/{code}/contract/{contractCode}/order/new: a new draft from the contract's or the company's template. */
export function OrderNewPage() {
  const { code = '', contractCode = '' } = useParams();
  const navigate = useNavigate();
  const contract = useContract(contractCode);
  const template = usePurchaseOrderTemplate();
  const projects = useProjectOptions(null);
  const create = useCreateOrder(contractCode);
  const send = useSend();
  useDocumentTitle(s.form.newTitle);

  let body: React.ReactNode;
  if (contract.isError && !contract.data) body = <Alert severity="error">{failureMessage(ja.loadFailed.contract, contract.error)}</Alert>;
  else if (template.isError && !template.data) body = <Alert severity="error">{failureMessage(s.loadFailed.template, template.error)}</Alert>;
  else if (!contract.data || !template.data || !projects.ready) body = <Skeleton variant="rounded" height={560} />;
  else {
    const fromContract = contract.data.purchaseOrderItemGroupTemplates.length > 0;
    const defaults = newOrderDefaults(todayInJapan(), template.data, contract.data.purchaseOrderItemGroupTemplates.map((g) => ({ ...g, items: g.items })));
    body = (
      <OrderForm
        defaultValues={defaults}
        contract={formContract(contract.data)}
        projects={projects.list}
        startedFrom={fromContract ? 'contract' : 'company'}
        submitLabel={s.form.create}
        busy={create.isPending}
        onCancel={() => void navigate(paths.contractPage(code, contractCode, 'order'))}
        onSubmit={async (values: PurchaseOrderFormValues) => {
          let created: Order | null = null;
          const error = await send(async () => {
            created = await create.mutateAsync(values);
          }, ja.orders.toast.created);
          if (!error && created) void navigate(paths.contractPage(code, contractCode, `order/${(created as Order).code}`));
          return error;
        }}
      />
    );
  }
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 2 }}>
        {s.form.newTitle}
      </Typography>
      {body}
    </Box>
  );
}

/** The same form on a stored order (PUT), shown by the order page in edit mode. */
export function OrderEditForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const contract = useContract(order.contract.code);
  const projects = useProjectOptions(order.project ? { id: order.project.id, name: order.project.name } : null);
  const save = useUpdateOrder(order.code);
  const send = useSend();
  if (contract.isError && !contract.data) return <Alert severity="error">{failureMessage(ja.loadFailed.contract, contract.error)}</Alert>;
  if (!contract.data || !projects.ready) return <Skeleton variant="rounded" height={560} />;
  return (
    <OrderForm
      defaultValues={orderToForm(order)}
      contract={formContract(contract.data)}
      projects={projects.list}
      startedFrom={null}
      submitLabel={s.form.save}
      busy={save.isPending}
      onCancel={onDone}
      onSubmit={async (values) => {
        const error = await send(() => save.mutateAsync(values), ja.orders.toast.updated);
        if (!error) onDone();
        return error;
      }}
    />
  );
}
