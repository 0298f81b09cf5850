import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/ApiError.js';
import { hostLayoutQuery } from './layoutQueries.js';

export function useHostLayout() {
  const query = useQuery(hostLayoutQuery);
  const unconfigured = query.error instanceof ApiError && query.error.status === 404;
  return { ...query, unconfigured };
}
