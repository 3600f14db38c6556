import { useMe } from '../../../entities/user/get-me';

/**
 * What the signed-in user may do with order documents. Fitters see the delivery notes of their projects only and
 * make none; office and admin do everything. The server enforces it; this mirrors it by role until the contract's
 * permissions name order documents.
 */
export function useDocumentRights(): { known: boolean; canWrite: boolean; deliveryNotesOnly: boolean } {
  const { data } = useMe();
  const role = data?.user.role;
  return {
    known: role !== undefined,
    canWrite: role === 'office' || role === 'admin',
    deliveryNotesOnly: role === 'fitter',
  };
}
