import { ActiveMapRedirect } from '../features/maps/ActiveMapRedirect.js';
import { AdminLayout } from './admin/AdminLayout.js';

/** Home (2.4) shows the admin sidebar and goes on to the active map. */
export function HomePage() {
  return (
    <AdminLayout>
      <ActiveMapRedirect />
    </AdminLayout>
  );
}
