import type { ConstructionNoteContent } from '@vendoc/contract/construction-notes';
import { isPhotoType } from '@vendoc/contract/smart-notes';
import type { Database } from '../../db/client';
import { unprocessable, validationProblem, type FieldError } from '../../lib/http-problem';
import { projectPositionsByIds } from '../boqs/boqs.service';
import { projectFilesByIds } from '../files/files.service';
import { companyUserIds } from '../users/users.service';

export const UNKNOWN_POSITION = 'Diese Position gibt es im Projekt nicht.';
const UNKNOWN_PHOTO = 'Dieses Foto gibt es im Projekt nicht.';
const UNKNOWN_USER = 'Diese Person gibt es in der Firma nicht.';

type Named = { id: string; path: string };

/** The ids a day names that the project does not have, each as a field error. */
function unknown(named: readonly Named[], found: ReadonlySet<string>, message: string): FieldError[] {
  return named.filter((each) => !found.has(each.id)).map((each) => ({ path: each.path, message }));
}

const ids = (named: readonly Named[]) => [...new Set(named.map((each) => each.id))];

/**
 * What a day names must be the project's: positions (work done, positions an obstruction affects) items of its
 * BoQs, photos (of the day, of delivery notes) its files, the crew's users the company's. An unknown id (another project's, another company's) is a
 * 400 naming the field; a file that is not an image is a 422. Nothing is stored then.
 */
export async function checkLinks(
  db: Database,
  companyId: string,
  projectId: string,
  content: Pick<ConstructionNoteContent, 'crew' | 'workDone' | 'obstructions' | 'photos' | 'deliveries'>,
): Promise<void> {
  const positions: Named[] = [
    ...content.workDone.flatMap((line, index) =>
      line.positionId === null ? [] : [{ id: line.positionId, path: `workDone.${index}.positionId` }],
    ),
    ...content.obstructions.flatMap((obstruction, index) =>
      obstruction.affectedPositionIds.map((id, at) => ({
        id,
        path: `obstructions.${index}.affectedPositionIds.${at}`,
      })),
    ),
  ];
  const photos: Named[] = [
    ...content.photos.map((photo, index) => ({ id: photo.fileId, path: `photos.${index}.fileId` })),
    ...content.deliveries.flatMap((delivery, index) =>
      delivery.photoFileId === null
        ? []
        : [{ id: delivery.photoFileId, path: `deliveries.${index}.photoFileId` }],
    ),
  ];
  const crew: Named[] = content.crew.flatMap((member, index) =>
    member.userId === null ? [] : [{ id: member.userId, path: `crew.${index}.userId` }],
  );
  const [foundPositions, files, crewUsers] = await Promise.all([
    positions.length === 0 ? [] : projectPositionsByIds(db, companyId, projectId, ids(positions)),
    photos.length === 0 ? [] : projectFilesByIds(db, companyId, projectId, ids(photos)),
    companyUserIds(db, companyId, ids(crew)),
  ]);
  const errors = [
    ...unknown(crew, new Set(crewUsers), UNKNOWN_USER),
    ...unknown(positions, new Set(foundPositions.map((position) => position.id)), UNKNOWN_POSITION),
    ...unknown(photos, new Set(files.map((file) => file.id)), UNKNOWN_PHOTO),
  ];
  if (errors.length > 0) throw validationProblem(errors);
  const notImages = photos.flatMap((photo) => {
    const file = files.find((each) => each.id === photo.id);
    return file !== undefined && !isPhotoType(file.contentType)
      ? [{ path: photo.path, message: `„${file.name}“ ist kein Bild.` }]
      : [];
  });
  if (notImages.length > 0) throw unprocessable('Als Foto lassen sich nur Bilder anhängen.', notImages);
}
