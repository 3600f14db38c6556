import { can } from '@vendoc/contract/permissions';
import { useMe } from '../../../entities/user/get-me';

/**
 * What the signed-in user may do with order documents: office and admin make and change them; fitters read the
 * delivery notes of their projects only (the server filters; the list hides the kind filter for them). The server
 * enforces it all; this mirrors it.
 */
export function useDocumentRights(): { canWrite: boolean; deliveryNotesOnly: boolean } {
  const { data } = useMe();
  const role = data?.user.role;
  if (!role) return { canWrite: false, deliveryNotesOnly: false };
  const canWrite = can(role, 'orderDocuments:write');
  return { canWrite, deliveryNotesOnly: !canWrite && can(role, 'orderDocuments:read') };
}
