import type { StoreApi } from 'zustand/vanilla';
import type { RowDraftAccess } from './row-saver';

/** The drafts of one kind of row, kept in a record (by key) of a zustand store. */
export interface RowDraftStore<Draft> extends RowDraftAccess<Draft> {
  set(draft: Draft): void;
}

/** The fields of `State` that hold drafts of type `Draft` by key. */
type DraftField<State, Draft> = {
  [K in keyof State]: State[K] extends Readonly<Record<string, Draft>> ? K : never;
}[keyof State];

/**
 * The drafts in `store.getState()[field]` (e.g. a survey editor's lines), changed immutably so that subscribers
 * see each change.
 */
export function draftRecord<State extends object, Draft extends { readonly key: string }>(
  store: StoreApi<State>,
  field: DraftField<State, Draft>,
): RowDraftStore<Draft> {
  const record = (state: State) => state[field] as Readonly<Record<string, Draft>>;
  const write = (drafts: Record<string, Draft>) => ({ [field]: drafts }) as Partial<State>;
  return {
    get: (key) => record(store.getState())[key],
    keys: () => Object.keys(record(store.getState())),
    set(draft) {
      store.setState((state) => write({ ...record(state), [draft.key]: draft }));
    },
    update(key, change) {
      store.setState((state) => {
        const draft = record(state)[key];
        return draft ? write({ ...record(state), [key]: { ...draft, ...change } }) : state;
      });
    },
    remove(key) {
      store.setState((state) => {
        if (!(key in record(state))) return state;
        const drafts = { ...record(state) };
        delete drafts[key];
        return write(drafts);
      });
    },
  };
}
