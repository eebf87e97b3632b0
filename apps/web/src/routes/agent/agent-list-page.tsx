import { useCallback, useState } from 'react';
import { z } from 'zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { agentListQuerySchema } from '@app/shared/agents';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { useAgents, type Agent } from '../../features/agents/api/agents';
import { AgentForm } from '../../features/agents/components/agent-form';
import { SearchField } from '../../components/search-field';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';
import { orDash } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';

const t = ja.agentList;
const { shape } = agentListQuerySchema;
const listParams = z.object({ page: shape.page, limit: shape.limit, search: shape.search });
const columns: DataTableColumn<Agent>[] = [
  {
    key: 'name',
    header: t.columnName,
    width: '38%',
    render: (a) => (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {a.name}
        </Typography>
        {a.nameKana ? (
          <Typography variant="caption" color="text.secondary">
            {a.nameKana}
          </Typography>
        ) : null}
      </Box>
    ),
  },
  { key: 'type', header: t.columnType, width: '10%', render: (a) => a.entityTypeName },
  { key: 'contact', header: t.columnContact, width: '22%', render: (a) => orDash(a.contactPerson) },
  { key: 'contracts', header: t.columnContracts, width: '12%', align: 'right', render: (a) => a.contractCount },
  {
    key: 'actions',
    header: t.columnActions,
    width: '18%',
    align: 'right',
    render: (a) => (
      <Button component={RouterLink} to={`/agent/${encodeURIComponent(a.code)}`} size="small" variant="outlined" endIcon={<ChevronRightIcon />} aria-label={`${a.name} ${t.detail}`}>
        {t.detail}
      </Button>
    ),
  },
];

/** /agent — ?search=&page=&limit= in the URL. */
export function AgentListPage() {
  const navigate = useNavigate();
  const list = useListParams(listParams, { perPageKey: 'limit' });
  const { page, limit, search } = list.values;
  const { set } = list;
  const query = useAgents({ search, page, limit });
  const total = query.data?.meta.totalCount ?? 0;
  const canEdit = useCanEditWorkers();
  const [creating, setCreating] = useState(false);
  const onSearch = useCallback((text: string) => set({ search: text.trim() }, { replace: true }), [set]);

  return (
    <Box>
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          canEdit ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t.add}
            </Button>
          ) : null
        }
      />
      <ListToolbar total={query.data ? t.totalCount(total) : null}>
        <SearchField value={search} onSearch={onSearch} label={t.searchLabel} />
      </ListToolbar>
      <DataTable
        ariaLabel={t.title}
        columns={columns}
        rows={query.data?.data ?? []}
        getRowKey={(a) => a.code}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(ja.loadFailed.agents, query.error) : null}
        emptyMessage={search ? t.emptySearch : t.empty}
        pagination={list.pagination(total)}
      />
      <Dialog open={creating} onClose={() => setCreating(false)} fullWidth maxWidth="md" aria-labelledby="agent-create-title">
        <DialogTitle id="agent-create-title">{ja.agentForm.createTitle}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <AgentForm agent={null} canEdit={canEdit} onCancel={() => setCreating(false)} onSaved={(a) => void navigate(`/agent/${encodeURIComponent(a.code)}`)} />
        </DialogContent>
      </Dialog>
    </Box>
  );
}
