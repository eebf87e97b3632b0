import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import type { PortalContract } from '@app/shared/worker-portal';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { useDocumentTitle } from '../../components/page-header';
import { usePortalContracts, usePortalMe } from '../../features/worker-portal/api/worker-portal';
import { useChosenCompany } from '../../features/worker-portal/components/use-chosen-company';
import { MyNumberRequestBanner } from '../../features/worker-portal/components/my-number-request-banner';
import { errorText } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { contractPeriod, unitPriceText } from './contract-fields';

/** /portal and /portal/contracts — the chosen company's contracts with this worker (read only). */
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
