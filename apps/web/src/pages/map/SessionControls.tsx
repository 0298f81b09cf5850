import { ImpersonationControl } from '../../features/impersonation/ImpersonationControl.js';
import { OrganisationSelector } from '../../features/organisation/OrganisationSelector.js';

/** The organisation selector and the impersonation control, for those who may use them. */
export function SessionControls() {
  return (
    <>
      <OrganisationSelector />
      <ImpersonationControl />
    </>
  );
}
