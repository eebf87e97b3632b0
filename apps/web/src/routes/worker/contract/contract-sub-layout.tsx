import { Link as RouterLink, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useContract } from '../../../features/contracts/api/get-contract';
import { CreateOrderButton } from '../../../features/contracts/components/create-order-button';
import { paths } from '../../../lib/paths';

const t = ja.orderScreens.contractTabs;
const tabs = [
  { key: '', label: t.contract },
  { key: 'order', label: t.order },
  { key: 'order_log', label: t.orderLog },
  { key: 'delivery', label: t.delivery },
  { key: 'payment_notification', label: t.paymentNotification },
] as const;

/**
 * /worker/{code}/contract/{contractCode}/*: the contract's title with 「発注書を作成」 and its sub-navigation
 * (契約 / 発注書 / 発注履歴 / 納品 / 支払通知書, SPEC §2) above the sub-page; the bare path is the 契約 tab.
 * `?only_contract=true` (from notifications) shows only the contract: no tabs, no action.
 */
export function ContractSubLayout() {
  const { code = '', contractCode = '' } = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const onlyContract = search.get('only_contract') === 'true';
  const base = paths.contractPage(code, contractCode);
  const rest = location.pathname.startsWith(base) ? location.pathname.slice(base.length).replace(/^\//, '') : '';
  const first = rest.split('/')[0] ?? '';
  const current = tabs.find((tab) => tab.key === first)?.key ?? '';
  const creating = rest === 'order/new';
  const contract = useContract(contractCode);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1, minHeight: 36 }}>
        <Typography variant="h2" component="p" sx={{ fontSize: '1.05rem', fontWeight: 700, flex: 1, minWidth: 0 }} data-testid="contract-title">
          {contract.data?.title ?? '\u00a0'}
        </Typography>
        {onlyContract || creating ? null : <CreateOrderButton workerCode={code} contractCode={contractCode} />}
      </Box>
      {onlyContract ? null : (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
          <Tabs value={current} aria-label={t.label} variant="scrollable" allowScrollButtonsMobile>
            {tabs.map((tab) => (
              <Tab
                key={tab.key}
                value={tab.key}
                label={tab.label}
                component={RouterLink}
                to={tab.key ? paths.contractPage(code, contractCode, tab.key) : base}
                sx={{ minWidth: 0, px: 2 }}
              />
            ))}
          </Tabs>
        </Box>
      )}
      <Outlet />
    </Box>
  );
}
