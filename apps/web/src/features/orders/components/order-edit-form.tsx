import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { Usance } from '@app/shared/usance';
import { ja } from '@app/shared/messages/ja';
import { orderToForm } from '@app/shared/order-form';
import { useToast } from '../../../components/toast';
import { useContract, type Contract } from '../../contracts/api/get-contract';
import { useProjects } from '../../projects/api/get-projects';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { useUpdateOrder, type Order } from '../api/orders';
import { OrderForm, type OrderFormContract } from './order-form';

const s = ja.orderScreens;

/** The order form's view of the contract: when it starts, its 支払サイト, whether it withholds, whether it is a 再委託. */
export function formContract(c: Contract): OrderFormContract {
  return { startDate: c.startDate, usance: c.usance as Usance, withholds: c.withholdingType === 'withhold', isRedelegation: c.isRedelegation };
}

/** The company's enabled projects (at most 100, as the contract form's picker), plus the order's own when disabled. */
export function useProjectOptions(current: { id: number; name: string } | null) {
  const projects = useProjects({ page: 1, limit: 100, keyword: '', enabled: 'true' });
  const list = (projects.data?.data ?? []).map((p) => ({ id: p.id, name: p.name }));
  if (current && !list.some((p) => p.id === current.id)) list.unshift(current);
  return { list, ready: projects.data !== undefined || projects.isError };
}

/** Sends the form; a refused request toasts the server's sentence and hands the error back (its `fields` go on inputs). */
export function useSendOrder() {
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

/** The same form on a stored order (PUT), shown by the order page in edit mode. */
export function OrderEditForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const contract = useContract(order.contract.code);
  const projects = useProjectOptions(order.project ? { id: order.project.id, name: order.project.name } : null);
  const save = useUpdateOrder(order.code);
  const send = useSendOrder();
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
