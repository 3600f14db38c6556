import {
  transferableWorkDone,
  type ConstructionNoteSurveyTransferCreate,
} from '@vendoc/contract/construction-notes';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, validationProblem, type FieldError } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { projectPositionsByIds } from '../boqs/boqs.service';
import { appendSheetWithLines, lockEditableSurvey } from '../quantity-surveys/quantity-surveys.service';
import { dayTransfers, insertSurveyTransfer, revisionsOfDay } from './construction-notes.repository';
import { UNKNOWN_POSITION } from './construction-note-links';
import { getConstructionNote, requireNote } from './construction-notes.service';
import { germanDate } from '../../lib/german-date';

const alreadyTransferred = (sheetNumber: number | null) =>
  conflict(
    `Die Leistungen dieses Tages stehen schon in diesem Aufmaß${sheetNumber === null ? '' : ` (Blatt ${sheetNumber})`}. ` +
      'Um sie neu zu übernehmen, dort zuerst das Blatt löschen.',
  );

/**
 * Takes the day's work done that names a BoQ position and a quantity into a survey of the same project: a new
 * sheet "Bautagebuch 27.11.2026" with one line per entry (the position's OZ as it is in the BoQ now, the quantity as
 * the expression, the description as the text), all in one transaction. Only the newest revision of a day is
 * taken, and a day goes into a survey once: deleting the sheet in the survey allows taking it again.
 */
export async function transferWorkDoneToSurvey(
  db: Database,
  auth: AuthContext,
  id: string,
  input: ConstructionNoteSurveyTransferCreate,
) {
  const note = await requireNote(db, auth, id);
  const newest = (await revisionsOfDay(db, note.projectId, note.date))[0];
  if (newest !== undefined && newest.id !== note.id)
    throw conflict('Übernommen wird die neueste Fassung des Tages.', { id: newest.id });
  const items = transferableWorkDone(note.content.workDone);
  if (items.length === 0)
    throw validationProblem([
      { path: 'workDone', message: 'Keine erledigte Leistung mit LV-Position und Menge an diesem Tag.' },
    ]);
  try {
    await db.transaction(async (tx) => {
      // FOR UPDATE: transfers into one survey take their sheet numbers one after the other.
      const survey = await lockEditableSurvey(tx, auth, input.quantitySurveyId, 'update');
      if (survey.projectId !== note.projectId)
        throw validationProblem([
          { path: 'quantitySurveyId', message: 'Das Aufmaß gehört zu einem anderen Projekt.' },
        ]);
      const earlier = (await dayTransfers(tx, note.projectId, note.date)).find(
        (transfer) => transfer.quantitySurveyId === survey.id,
      );
      if (earlier !== undefined) throw alreadyTransferred(earlier.sheetNumber);
      const positions = new Map(
        (
          await projectPositionsByIds(
            tx,
            auth.companyId,
            note.projectId,
            items.map((item) => item.positionId),
          )
        ).map((position) => [position.id, position]),
      );
      const errors: FieldError[] = [];
      const lines = items.map((item) => {
        const index = note.content.workDone.indexOf(item);
        const position = positions.get(item.positionId);
        if (position === undefined)
          errors.push({ path: `workDone.${index}.positionId`, message: UNKNOWN_POSITION });
        else if (survey.boqId !== null && position.boqId !== survey.boqId)
          errors.push({
            path: `workDone.${index}.positionId`,
            message: `Position ${position.oz} gehört nicht zum LV dieses Aufmaßes.`,
          });
        return {
          oz: position?.oz ?? item.oz,
          marker: '',
          text: item.shortText,
          formulaNumber: 0,
          expression: item.quantity.replace('.', ','),
          photoFileId: null,
        };
      });
      if (errors.length > 0) throw validationProblem(errors);
      const { sheetId } = await appendSheetWithLines(
        tx,
        auth,
        survey,
        `Bautagebuch ${germanDate(note.date)}`,
        lines,
      );
      await insertSurveyTransfer(tx, {
        companyId: auth.companyId,
        projectId: note.projectId,
        date: note.date,
        noteId: note.id,
        surveyId: survey.id,
        sheetId,
        lineCount: lines.length,
        createdBy: auth.userId,
      });
    });
  } catch (error) {
    // The unique index (day, survey) is the last guard, should the check above be passed by two at once.
    if (isUniqueViolation(error)) throw alreadyTransferred(null);
    throw error;
  }
  return getConstructionNote(db, auth, id);
}
