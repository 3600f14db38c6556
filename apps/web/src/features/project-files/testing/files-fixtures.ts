import type { Folder, ProjectFile } from '@vendoc/contract/files';
import type { Project } from '@vendoc/contract/projects';
import { makeProject } from '../../../lib/testing/api-fixtures';

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
const STAMP = '2026-03-02T09:05:00.000Z';

export function folder(id: string, name: string, parentId: string | null = null): Folder {
  return { id, projectId: PROJECT_ID, parentId, name, version: 1, createdAt: STAMP, updatedAt: STAMP };
}

export function file(
  id: string,
  name: string,
  contentType: string,
  size: number,
  folderId: string | null = null,
): ProjectFile {
  return {
    id,
    projectId: PROJECT_ID,
    folderId,
    name,
    contentType,
    size,
    sha256: 'a'.repeat(64),
    uploadedBy: { id: '22222222-2222-4222-8222-222222222222', displayName: 'Anna Admin' },
    contentUrl: `/api/v1/files/${id}/content?u=u&exp=1&sig=s`,
    version: 2,
    createdAt: STAMP,
    updatedAt: STAMP,
  };
}

export const PLANS = folder('33333333-3333-4333-8333-333333333333', 'Pläne');
export const PHOTO = file('44444444-4444-4444-8444-444444444444', 'Baustelle.png', 'image/png', 1536);
export const OFFER = file(
  '55555555-5555-4555-8555-555555555555',
  'Angebot.pdf',
  'application/pdf',
  2_621_440,
);
export const TENDER = file('66666666-6666-4666-8666-666666666666', 'LV Rohbau.x83', 'application/xml', 900);
export const GROUND_PLAN = file(
  '77777777-7777-4777-8777-777777777777',
  'Grundriss EG.pdf',
  'application/pdf',
  4096,
  PLANS.id,
);

export const PROJECT: Project = makeProject({ id: PROJECT_ID, number: 'P-00012', name: 'Neubau Kita' });
