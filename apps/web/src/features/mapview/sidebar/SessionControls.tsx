import { ImpersonationControl } from '../../impersonation/ImpersonationControl.js';
import { OrganisationSelector } from '../../organisation/OrganisationSelector.js';

/** The organisation selector and the impersonation control, for those who may use them. */
export function SessionControls() {
  return (
    <>
      <OrganisationSelector />
      <ImpersonationControl />
    </>
  );
}
