import { isUniqueViolation } from '../db/errors';
import { conflict } from './http-problem';

/** The person making a request: their company and user id (the signed-in caller). */
export interface Caller {
  readonly companyId: string;
  readonly userId: string;
}

/** Who holds an id a client chose: the record's company and the person who created it. */
export interface IdHolder {
  readonly companyId: string;
  readonly createdBy: string;
}

const TAKEN = 'Diese ID ist bereits vergeben; ein neuer Datensatz braucht eine neue ID.';

/**
 * Decides a create with an id the client chose (a phone names what it makes offline): `free` when no record has it,
 * `repeat` when the same person created it in their company before (the create came again after its answer was
 * lost: answer the record as it is). Any other holder is a 409 that says nothing about that record.
 */
export function clientIdState(holder: IdHolder | null, auth: Caller): 'free' | 'repeat' {
  if (holder === null) return 'free';
  if (holder.companyId === auth.companyId && holder.createdBy === auth.userId) return 'repeat';
  throw conflict(TAKEN);
}

/** What a create answers: the record, and whether it was made now (201) or was there already (200). */
export interface Created<T> {
  readonly record: T;
  readonly created: boolean;
}

/**
 * Creates a record under the id the client chose, if it chose one: a repeat by the same person answers the stored
 * record (also when two repeats race and the database refuses the second insert); `create` gets the id to use
 * (undefined: the database picks one) and returns the new record's id.
 */
export async function createWithClientId<T>(options: {
  readonly clientId: string | undefined;
  readonly auth: Caller;
  readonly holder: (id: string) => Promise<IdHolder | null>;
  readonly create: (id: string | undefined) => Promise<string>;
  readonly read: (id: string) => Promise<T>;
}): Promise<Created<T>> {
  const { clientId, auth, holder, create, read } = options;
  if (clientId !== undefined && clientIdState(await holder(clientId), auth) === 'repeat')
    return { record: await read(clientId), created: false };
  let id: string;
  try {
    id = await create(clientId);
  } catch (error) {
    // Another unique violation (a day already kept, say) is the caller's to explain.
    const found = clientId !== undefined && isUniqueViolation(error) ? await holder(clientId) : null;
    if (found === null || clientId === undefined) throw error;
    clientIdState(found, auth);
    return { record: await read(clientId), created: false };
  }
  return { record: await read(id), created: true };
}
