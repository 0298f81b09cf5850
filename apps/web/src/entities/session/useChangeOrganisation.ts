import { useQueryClient } from '@tanstack/react-query';
import type { ProfileOrganisation } from '@waymark/contract';
import { changeOrganisation } from './chooseOrganisation.js';
import { storeOrganisation } from './organisationStore.js';

export function useChangeOrganisation(): (organisation: ProfileOrganisation) => void {
  const queryClient = useQueryClient();
  return (organisation) => {
    changeOrganisation(organisation, {
      location: window.location,
      store: storeOrganisation,
      reload: () => {
        void queryClient.invalidateQueries({ queryKey: ['maps'] });
        void queryClient.invalidateQueries({ queryKey: ['users'] });
      },
      redirect: (url) => window.location.assign(url),
    });
  };
}
