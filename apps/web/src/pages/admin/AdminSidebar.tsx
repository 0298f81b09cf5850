import { Box, Stack } from '@mui/material';
import { ImpersonationControl } from '../../features/impersonation/ImpersonationControl.js';
import { OrganisationSelector } from '../../features/organisation/OrganisationSelector.js';
import { AdminNavLinks } from '../../features/sidebar/AdminNavLinks.js';

/** The admin sidebar of 2.5: links, organisation selector, impersonation control. */
export function AdminSidebar() {
  return (
    <Box
      data-testid="admin-sidebar"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
    >
      <AdminNavLinks />
      <Box sx={{ flexGrow: 1 }} />
      <Stack spacing={2} sx={{ p: 2 }}>
        <OrganisationSelector />
        <ImpersonationControl />
      </Stack>
    </Box>
  );
}
