import type { Pin, PinStatus } from '@vendoc/contract/plans';
import type { ContentUrls } from '../../lib/content-urls';
import type { PinRow } from './plans.repository';

const iso = (value: Date) => value.toISOString();

/** The pin's status: the linked item's where it has one (see PIN_STATUSES), else the pin's own. */
export function pinStatus(row: PinRow): PinStatus {
  if (row.smartNoteStatus !== null) return row.smartNoteStatus;
  if (row.constructionNoteStatus !== null) return row.constructionNoteStatus === 'signed' ? 'done' : 'open';
  if (row.surveyStatus !== null)
    return row.surveyStatus === 'draft' ? 'open' : row.surveyStatus === 'submitted' ? 'inProgress' : 'done';
  return row.status;
}

function pinLink(row: PinRow, contentUrls: ContentUrls, userId: string): Pin['link'] {
  const link = { surveyId: null, contentUrl: null };
  if (row.smartNoteId !== null)
    return { ...link, kind: 'smartNote', id: row.smartNoteId, title: row.smartNoteTitle ?? '' };
  if (row.constructionNoteId !== null)
    return {
      ...link,
      kind: 'constructionNote',
      id: row.constructionNoteId,
      title: row.constructionNoteDate ?? '',
    };
  if (row.fileId !== null)
    return {
      ...link,
      kind: 'file',
      id: row.fileId,
      title: row.fileName ?? '',
      contentUrl: contentUrls.forFile(row.fileId, userId),
    };
  if (row.surveyLineId !== null)
    return {
      ...link,
      kind: 'surveyLine',
      id: row.surveyLineId,
      title: [row.surveyLineRow, row.surveyLineText].filter(Boolean).join(' '),
      surveyId: row.surveyId,
    };
  return null;
}

export function toPin(row: PinRow, contentUrls: ContentUrls, userId: string): Pin {
  return {
    id: row.id,
    planId: row.planId,
    revisionId: row.revisionId,
    revisionIndex: row.revisionIndex,
    x: row.x,
    y: row.y,
    number: row.number,
    type: row.type,
    status: pinStatus(row),
    label: row.label,
    link: pinLink(row, contentUrls, userId),
    createdBy: { id: row.createdBy, displayName: row.createdByName },
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
