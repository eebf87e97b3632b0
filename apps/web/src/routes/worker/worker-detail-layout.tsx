import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SummarizeOutlinedIcon from '@mui/icons-material/SummarizeOutlined';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { useCanReadPersonalData } from '../../features/profile/api/get-profile';
import { useWorker } from '../../features/workers/api/get-worker';
import { WorkerStateChip } from '../../features/workers/components/worker-table';
import { failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';

const tabs = [
  { key: 'basic', suffix: '', label: ja.workerDetail.tabs.basic },
  { key: 'personal', suffix: '/personal', label: ja.workerDetail.tabs.personal },
  { key: 'contract', suffix: '/contract', label: ja.workerDetail.tabs.contract },
  { key: 'my_number', suffix: '/my_number', label: ja.workerDetail.tabs.myNumber },
  { key: 'working_record_project', suffix: '/working_record_project', label: ja.timeTrackingScreens.worker.tab },
] as const;

/** /worker/{code}/*: the worker's header and the tabs; each tab is a child route. */
export function WorkerDetailLayout() {
  const { code = '' } = useParams();
  const location = useLocation();
  const worker = useWorker(code);
  const canReadPersonal = useCanReadPersonalData();
  const visibleTabs = tabs.filter((t) => t.key !== 'personal' || canReadPersonal);
  useDocumentTitle(worker.data ? `${worker.data.full_name} - ${ja.pageTitles.workerDetail}` : ja.pageTitles.workerDetail);
  const base = paths.workerDetail(code);
  const rest = location.pathname.slice(base.length);
  const current = tabs.find((t) => t.suffix !== '' && (rest === t.suffix || rest.startsWith(`${t.suffix}/`)))?.key ?? 'basic';

  return (
    <Box>
      <Button component={RouterLink} to={paths.worker} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {ja.workerDetail.backToList}
      </Button>
      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, mb: 3 }}>
        {worker.isError && !worker.data ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failureMessage(ja.loadFailed.worker, worker.error)}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h1" component="h1" data-testid="worker-detail-name">
                {worker.data ? worker.data.full_name : <Skeleton width={200} />}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {worker.data ? [worker.data.full_namekana, worker.data.trade_name].filter(Boolean).join('　') || '\u00a0' : <Skeleton width={160} />}
              </Typography>
            </Box>
            {worker.data ? <WorkerStateChip worker={worker.data} /> : null}
            <Box sx={{ flex: 1 }} />
            {worker.data ? (
              <Button
                component={RouterLink}
                to={paths.paymentRecordFor(worker.data.full_name)}
                size="small"
                variant="outlined"
                startIcon={<SummarizeOutlinedIcon />}
                aria-label={ja.paymentRecordScreens.linkLabel(worker.data.full_name)}
              >
                {ja.paymentRecordScreens.link}
              </Button>
            ) : null}
          </Box>
        )}
        <Tabs value={visibleTabs.some((t) => t.key === current) ? current : false} aria-label={ja.pageTitles.workerDetail} variant="scrollable" allowScrollButtonsMobile>
          {visibleTabs.map((t) => (
            <Tab key={t.key} value={t.key} label={t.label} component={RouterLink} to={`${base}${t.suffix}`} />
          ))}
        </Tabs>
      </Paper>
      <Outlet />
    </Box>
  );
}
