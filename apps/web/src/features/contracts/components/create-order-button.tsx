import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ja } from '@app/shared/messages/ja';
import { paths } from '../../../lib/paths';
import { useCanEditWorkers } from '../../profile/api/get-profile';

/**
 * 「発注書を作成」 for one contract: a link to /worker/{code}/contract/{contractCode}/order/new, shown only to the roles
 * that may create orders (`canEditWorkers`, the same guard the API puts on POST …/purchase_orders). `label` names the
 * contract for screen readers where several buttons share a screen (a list's rows).
 */
export function CreateOrderButton({
  workerCode,
  contractCode,
  label,
  size = 'medium',
  variant = 'contained',
}: {
  workerCode: string;
  contractCode: string;
  label?: string;
  size?: 'small' | 'medium';
  variant?: 'contained' | 'outlined';
}) {
  const canEdit = useCanEditWorkers();
  if (!canEdit) return null;
  return (
    <Button
      component={RouterLink}
      to={paths.contractPage(workerCode, contractCode, 'order/new')}
      variant={variant}
      size={size}
      startIcon={<AddIcon />}
      aria-label={label}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {ja.orderScreens.createOrder}
    </Button>
  );
}
