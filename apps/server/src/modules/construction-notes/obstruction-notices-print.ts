import type { ObstructionLetter } from '@vendoc/contract/obstruction-notices';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import type { FileStorage } from '../../storage/file-storage';
import { renderDefaultTemplate } from '../document-templates/document-templates.service';
import { readProjectFilesByIds } from '../files/files.service';
import { projectPrintBasics } from '../projects/projects.service';
import type { NoticeView } from './obstruction-notices.repository';
import { NOT_ENDED, requireNotice, toNotice } from './obstruction-notices.service';
import { germanDate } from '../../lib/german-date';

/** Calendar days from `from` to `to`, both counted ("23.11. bis 25.11." is 3 days). */
const calendarDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The letter's own words: the notice under §6 (1) VOB/B, or the notice under §6 (3) that the obstruction ended. */
export function obstructionLetterTexts(notice: NoticeView, letter: ObstructionLetter, projectName: string) {
  const title = `Behinderungsanzeige Nr. ${notice.number}`;
  if (letter === 'notice') {
    const photos = notice.photos.length;
    return {
      title: 'Behinderungsanzeige',
      subject: `${title} nach § 6 Abs. 1 VOB/B – ${projectName}`,
      introText:
        'Sehr geehrte Damen und Herren,\n\nhiermit zeigen wir Ihnen nach § 6 Abs. 1 VOB/B an, dass wir in der ' +
        'ordnungsgemäßen Ausführung der uns übertragenen Leistungen behindert sind. Die hindernden Umstände und ihre ' +
        'Auswirkungen beschreiben wir im Folgenden.',
      closingText:
        'Wir bitten Sie, die hindernden Umstände umgehend zu beseitigen oder uns mitzuteilen, wie wir weiter ' +
        'verfahren sollen. Die Ausführungsfristen verlängern sich nach § 6 Abs. 2 VOB/B um die Dauer der ' +
        'Behinderung; Ansprüche nach § 6 Abs. 6 VOB/B behalten wir uns vor. Sobald die Behinderung wegfällt, nehmen ' +
        'wir die Arbeiten unverzüglich wieder auf und benachrichtigen Sie.' +
        (photos === 0 ? '' : `\n\nAnlage: ${photos === 1 ? '1 Foto' : `${photos} Fotos`}`),
    };
  }
  if (notice.endedOn === null) throw conflict(NOT_ENDED, toNotice(notice));
  const sent = notice.noticeSentOn === null ? '' : ` vom ${germanDate(notice.noticeSentOn)}`;
  const days = calendarDays(notice.since, notice.endedOn);
  return {
    title: 'Wegfall der Behinderung',
    subject: `Wegfall der Behinderung (§ 6 Abs. 3 VOB/B) – ${title}${sent}`,
    introText:
      `Sehr geehrte Damen und Herren,\n\ndie mit unserer ${title}${sent} angezeigte Behinderung ist am ` +
      `${germanDate(notice.endedOn)} weggefallen. Wir nehmen die Arbeiten nach § 6 Abs. 3 VOB/B unverzüglich ` +
      'wieder auf.',
    closingText:
      `Die Behinderung dauerte vom ${germanDate(notice.since)} bis zum ${germanDate(notice.endedOn)} ` +
      `(${days === 1 ? '1 Kalendertag' : `${days} Kalendertage`}). Die Verlängerung der Ausführungsfristen nach ` +
      '§ 6 Abs. 2 und 4 VOB/B und unsere Ansprüche nach § 6 Abs. 6 VOB/B bleiben vorbehalten.',
  };
}

/**
 * GET /obstruction-notices/{id}/pdf?letter=: the notice (with its photos after the letter) or the notice that the
 * obstruction ended (409 before its end is entered), through the company's default "notice of obstruction" layout.
 */
export async function printObstructionNotice(
  deps: { db: Database; storage: FileStorage },
  auth: AuthContext,
  id: string,
  letter: ObstructionLetter,
  now: Date,
) {
  const notice = await requireNotice(deps.db, auth, id);
  const { printed, data } = await projectPrintBasics(deps.db, auth, notice.projectId);
  const texts = obstructionLetterTexts(notice, letter, printed.project.name);
  const photos =
    letter === 'notice'
      ? await readProjectFilesByIds(
          deps,
          auth.companyId,
          notice.projectId,
          notice.photos.map((photo) => photo.fileId),
        )
      : new Map<string, Uint8Array>();
  const number = `${printed.project.number}-BA${notice.number}${letter === 'end' ? '-E' : ''}`;
  const rendered = await renderDefaultTemplate(
    deps,
    auth.companyId,
    'obstructionNotice',
    {
      ...data,
      document: {
        title: texts.title,
        number,
        date: now.toISOString().slice(0, 10),
        subject: texts.subject,
        introText: texts.introText,
        closingText: texts.closingText,
      },
      obstruction: {
        since: notice.since,
        endedOn: notice.endedOn,
        endedText: notice.endedOn === null ? '' : ` bis ${germanDate(notice.endedOn)}`,
        diaryDate: notice.diaryDate,
        cause: notice.cause,
        positions: notice.affectedPositions
          .map((position) => `${position.oz} ${position.shortText}`)
          .join('\n'),
        expectedEffect: notice.expectedEffect,
      },
    },
    `${texts.title} ${number}`,
    {
      heading: `Behinderungsanzeige Nr. ${notice.number}`,
      photos: notice.photos.flatMap((photo) => {
        const bytes = photos.get(photo.fileId);
        return bytes === undefined ? [] : [{ bytes, caption: photo.caption }];
      }),
    },
  );
  return { ...rendered, fileName: `${texts.title} ${number}.pdf` };
}
