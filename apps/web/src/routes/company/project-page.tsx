import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ja } from '@app/shared/messages/ja';
import { PROJECT_LIST_DEFAULT_LIMIT } from '@app/shared/projects';
import { can } from '@app/shared/roles';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useToast } from '../../components/toast';
import { useProfile } from '../../features/profile/api/get-profile';
import { useProjects, type Project } from '../../features/projects/api/get-projects';
import { projectWrites, useProjectWrite } from '../../features/projects/api/project-mutations';
import { ProjectDialog, type ProjectFormValues } from '../../features/projects/components/project-dialog';
import { ProjectTable } from '../../features/projects/components/project-table';
import { failureMessage } from '../../lib/api-client';
import { parsePositiveInt } from '../../lib/format';
import { useUrlState } from '../../lib/use-url-state';

const enabledFilters = ['true', 'false'] as const;
type EnabledFilter = (typeof enabledFilters)[number];

/** /company/project — ?page=&perPage=&keyword=&enabled= in the URL (page 1-based there, zero-based to the API). */
export function ProjectPage() {
  const toast = useToast();
  const { params, update } = useUrlState();
  const page = parsePositiveInt(params.get('page'), 1);
  const limit = parsePositiveInt(params.get('perPage'), PROJECT_LIST_DEFAULT_LIMIT, 100);
  const keyword = params.get('keyword') ?? '';
  const enabledParam = params.get('enabled');
  const enabled = (enabledFilters as readonly string[]).includes(enabledParam ?? '') ? (enabledParam as EnabledFilter) : null;
  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageCompany') : false;
  const query = useProjects({ page, limit, keyword, enabled });

  const create = useProjectWrite(projectWrites.create);
  const save = useProjectWrite(projectWrites.update);
  const [dialog, setDialog] = useState<{ project: Project | null } | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const total = query.data?.meta.totalCount ?? 0;
  const onSearch = useCallback((text: string) => update({ keyword: text, page: null }, true), [update]);

  async function run(action: () => Promise<unknown>, success: string): Promise<unknown> {
    try {
      await action();
      toast.success(success);
      return null;
    } catch (error) {
      toast.error(failureMessage(ja.projects.failed, error));
      return error;
    }
  }

  const onSubmit = async (values: ProjectFormValues) => {
    const current = dialog?.project;
    const { enabled: _enabled, ...fields } = values;
    void _enabled;
    const error = current
      ? await run(() => save.mutateAsync({ code: current.code, project: fields }), ja.projects.updated)
      : await run(() => create.mutateAsync({ project: fields }), ja.projects.created);
    if (!error) setDialog(null);
    return error;
  };

  const filtered = keyword !== '' || enabled !== null;
  return (
    <Box>
      <PageHeader
        title={ja.projects.title}
        description={ja.projects.lead}
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ project: null })}>
              {ja.projects.create}
            </Button>
          ) : null
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <SearchField value={keyword} onSearch={onSearch} label={ja.projects.searchLabel} width={320} />
        <TextField
          select
          label={ja.projects.filterEnabled}
          value={enabled ?? 'all'}
          onChange={(e) => update({ enabled: e.target.value === 'all' ? null : e.target.value, page: null })}
          sx={{ width: { xs: '100%', sm: 160 }, bgcolor: 'background.paper' }}
        >
          <MenuItem value="all">{ja.projects.filterAll}</MenuItem>
          <MenuItem value="true">{ja.projects.filterEnabledOnly}</MenuItem>
          <MenuItem value="false">{ja.projects.filterDisabledOnly}</MenuItem>
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {profile.data && !canManage ? (
          <Typography variant="body2" color="text.secondary" data-testid="read-only-note">
            {ja.company.readOnly}
          </Typography>
        ) : null}
        {query.data ? (
          <Typography variant="body2" color="text.secondary" data-testid="project-total">
            {ja.projects.totalCount(total)}
          </Typography>
        ) : null}
      </Box>
      <ProjectTable
        rows={query.data?.data ?? []}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(ja.projects.loadFailed, query.error) : null}
        emptyMessage={filtered ? ja.projects.emptySearch : ja.projects.empty}
        canManage={canManage}
        busyCode={toggling}
        onToggle={(p, on) => {
          setToggling(p.code);
          void run(() => save.mutateAsync({ code: p.code, project: { enabled: on } }), ja.projects.updated).finally(() => setToggling(null));
        }}
        onEdit={(p) => setDialog({ project: p })}
        pagination={{
          page: page - 1,
          rowsPerPage: limit,
          count: total,
          onPageChange: (index) => update({ page: index === 0 ? null : String(index + 1) }),
          onRowsPerPageChange: (size) => update({ perPage: String(size), page: null }),
        }}
      />
      <ProjectDialog
        open={dialog !== null}
        project={dialog?.project ?? null}
        busy={create.isPending || save.isPending}
        onClose={() => setDialog(null)}
        onSubmit={onSubmit}
      />
    </Box>
  );
}
