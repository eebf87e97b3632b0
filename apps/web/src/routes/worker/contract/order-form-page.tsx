import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { newOrderDefaults, templateInspectionDays } from '@app/shared/order-form';
import type { PurchaseOrderFormValues } from '@app/shared/purchase-orders';
import { useDocumentTitle } from '../../../components/page-header';
import { usePurchaseOrderTemplate } from '../../../features/company-settings/api/purchase-order-template';
import { useContract } from '../../../features/contracts/api/get-contract';
import { useCreateOrder, type Order } from '../../../features/orders/api/orders';
import { OrderForm } from '../../../features/orders/components/order-form';
import { formContract, useSendOrder } from '../../../features/orders/components/order-edit-form';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

const s = ja.orderScreens;

/** /worker/{code}/contract/{contractCode}/order/new: a new draft from the contract's or the company's template. */
export function OrderNewPage() {
  const { code = '', contractCode = '' } = useParams();
  const navigate = useNavigate();
  const contract = useContract(contractCode);
  const template = usePurchaseOrderTemplate();
  const create = useCreateOrder(contractCode);
  const send = useSendOrder();
  useDocumentTitle(s.form.newTitle);

  let body: React.ReactNode;
  if (contract.isError && !contract.data) body = <Alert severity="error">{failureMessage(ja.loadFailed.contract, contract.error)}</Alert>;
  else if (template.isError && !template.data) body = <Alert severity="error">{failureMessage(s.loadFailed.template, template.error)}</Alert>;
  else if (!contract.data || !template.data) body = <Skeleton variant="rounded" height={560} />;
  else {
    const fromContract = contract.data.purchaseOrderItemGroupTemplates.length > 0;
    const defaults = newOrderDefaults(todayInJapan(), template.data, contract.data.purchaseOrderItemGroupTemplates.map((g) => ({ ...g, items: g.items })));
    body = (
      <OrderForm
        defaultValues={defaults}
        contract={formContract(contract.data)}
        inspectionDays={templateInspectionDays(template.data)}
        project={null}
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
