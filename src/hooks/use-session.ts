import { ApiError } from '../api/errors';
import type { CatalogueSession } from '../api/queries';
import { useApp } from '../core/app-context';

/** The catalogue session of a page that needs one; without a catalogue the page errors to Settings. */
export function useSession(): CatalogueSession {
  const { session } = useApp();
  if (!session) throw new ApiError('auth', 'No catalogue is configured');
  return session;
}
