/** docs/site-shell.md §4 data loading status of cart and user data. */
export type LoadingStatus = 'IDLE' | 'RUNNING' | 'SUCCESS' | 'ERROR';

/** TanStack Query's status pair in the spec's terms. */
export function loadingStatusOf(query: {
  status: 'pending' | 'success' | 'error';
  fetchStatus: 'idle' | 'fetching' | 'paused';
}): LoadingStatus {
  if (query.status === 'success') return 'SUCCESS';
  if (query.status === 'error') return 'ERROR';
  return query.fetchStatus === 'idle' ? 'IDLE' : 'RUNNING';
}
