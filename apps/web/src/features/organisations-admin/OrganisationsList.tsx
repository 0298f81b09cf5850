import { useQuery } from '@tanstack/react-query';
import { ORGANISATION_ORDERING, type Organisation } from '@waymark/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListToolbar } from '../../components/data-grid/ListToolbar.js';
import { ServerDataGrid } from '../../components/data-grid/ServerDataGrid.js';
import { useListParams } from '../../components/data-grid/useListParams.js';
import { useSessionAbilities } from '../../entities/session/useSessionAbilities.js';
import { CreateOrganisationDialog } from './CreateOrganisationDialog.js';
import { organisationsPageQuery } from '../../entities/organisation/organisationsQueries.js';
import { useOrganisationColumns } from './useOrganisationColumns.js';

const nameOf = (organisation: Organisation) => organisation.name;

/** /organisations/: the caller's organisations (all for a superuser), paged by the server. */
export function OrganisationsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const abilities = useSessionAbilities();
  const [params, setParams] = useListParams();
  const query = useQuery(organisationsPageQuery(params));
  const columns = useOrganisationColumns();
  const [creating, setCreating] = useState(false);
  const open = useCallback(
    (organisation: Organisation) => void navigate(`/organisations/${organisation.id}/`),
    [navigate],
  );
  const onSearch = useCallback((search: string) => setParams({ search, page: 1 }), [setParams]);
  return (
    <>
      <ListToolbar
        what={t('organisationsAdmin.searchWhat')}
        search={params.search}
        onSearch={onSearch}
        onCreate={abilities.add_organisation ? () => setCreating(true) : undefined}
      />
      <ServerDataGrid<Organisation>
        label={t('organisationsAdmin.listLabel')}
        columns={columns}
        sortable={ORGANISATION_ORDERING}
        params={params}
        onParamsChange={setParams}
        page={query.data}
        loading={query.isFetching}
        error={query.isError}
        nameOf={nameOf}
        onOpen={open}
      />
      {creating ? <CreateOrganisationDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}
