import type {
  ChainState,
  ConstructionNote,
  ConstructionNoteSummary,
} from '@vendoc/contract/construction-notes';
import type { ChainLink } from './construction-notes-chain';
import type { DayTransfer, NoteRow, NoteView } from './construction-notes.repository';

/** What a signature's hash covers: everything the signed row says, except the chain's own bookkeeping. */
export const signedContent = (row: NoteRow) => ({
  projectId: row.projectId,
  date: row.date,
  revision: row.revision,
  correctionReason: row.correctionReason,
  authorId: row.authorId,
  content: row.content,
  siteManagerName: row.siteManagerName,
  siteManagerSignature: row.siteManagerSignature,
  clientRepresentativeName: row.clientRepresentativeName,
  clientRepresentativeSignature: row.clientRepresentativeSignature,
  signedAt: row.signedAt?.toISOString() ?? null,
  signedById: row.signedById,
  chainPosition: row.chainPosition,
});

export const toChainLink = (row: NoteRow): ChainLink => ({
  id: row.id,
  date: row.date,
  chainPosition: row.chainPosition ?? 0,
  previousHash: row.previousHash,
  hash: row.hash ?? '',
  signedContent: signedContent(row),
});

export function toSummary(
  view: NoteView,
  chain: ReadonlyMap<string, ChainState>,
  isLatest = true,
): ConstructionNoteSummary {
  return {
    id: view.id,
    projectId: view.projectId,
    projectNumber: view.projectNumber,
    projectName: view.projectName,
    date: view.date,
    revision: view.revision,
    status: view.status,
    isLatest,
    correctionReason: view.correctionReason,
    authorId: view.authorId,
    authorName: view.authorName,
    signedAt: view.signedAt?.toISOString() ?? null,
    signedByName: view.signedByName,
    chain: view.status === 'signed' ? (chain.get(view.id) ?? 'broken') : null,
    version: view.version,
    updatedAt: view.updatedAt.toISOString(),
  };
}

const signature = (name: string | null, image: string | null) =>
  image === null ? null : { name: name ?? '', image };

export function toNote(
  view: NoteView,
  revisions: readonly NoteRow[],
  chain: ReadonlyMap<string, ChainState>,
  transfers: readonly DayTransfer[],
): ConstructionNote {
  const newest = revisions[0]?.revision ?? view.revision;
  return {
    ...view.content,
    ...toSummary(view, chain, view.revision >= newest),
    siteManagerSignature: signature(view.siteManagerName, view.siteManagerSignature),
    clientRepresentativeSignature: signature(
      view.clientRepresentativeName,
      view.clientRepresentativeSignature,
    ),
    hash: view.hash,
    previousHash: view.previousHash,
    revisions: revisions.map((row) => ({
      id: row.id,
      revision: row.revision,
      status: row.status,
      correctionReason: row.correctionReason,
      signedAt: row.signedAt?.toISOString() ?? null,
    })),
    surveyTransfers: transfers.map((transfer) => ({
      ...transfer,
      createdAt: transfer.createdAt.toISOString(),
    })),
  };
}
