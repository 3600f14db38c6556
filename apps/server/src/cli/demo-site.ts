import { randomBytes } from 'node:crypto';
import { configurationCreateSchema } from '@vendoc/contract/configurations';
import { constructionCreateSchema, type ConstructionKind } from '@vendoc/contract/constructions';
import {
  quantitySurveyCreateSchema,
  quantitySurveyLineCreateSchema,
  quantitySurveySheetCreateSchema,
} from '@vendoc/contract/quantity-surveys';
import type { Database } from '../db/client';
import { createContentUrls } from '../lib/content-urls';
import { createConfiguration } from '../modules/configurations/configurations.service';
import { createConstruction } from '../modules/constructions/constructions.service';
import { changeSurveyStatus, createSurvey } from '../modules/quantity-surveys/quantity-surveys.service';
import { createLine } from '../modules/quantity-surveys/survey-lines.service';
import { createSheet, updateSheetRecord } from '../modules/quantity-surveys/survey-sheets.service';
import type { AuthContext } from '../plugins/auth';
import type { DemoCatalog } from './demo-catalog';

interface DemoConstruction {
  name: string;
  kind: ConstructionKind;
  room: string;
  /** A configuration of one of the configurable positions, with its values. */
  configuration?: { position: 'window' | 'wall'; values: Record<string, string>; optionIds: string[] };
}

const CONSTRUCTIONS: readonly DemoConstruction[] = [
  { name: 'Büro 1.04', kind: 'room', room: '1.04' },
  { name: 'Besprechung 1.07', kind: 'room', room: '1.07' },
  {
    name: 'Fenster F1.04-1',
    kind: 'window',
    room: '1.04',
    configuration: {
      position: 'window',
      values: { breite: '1130', hoehe: '1380' },
      optionIds: ['anthracite'],
    },
  },
  {
    name: 'Fenster F1.07-1',
    kind: 'window',
    room: '1.07',
    configuration: { position: 'window', values: { breite: '1260', hoehe: '1510' }, optionIds: ['ssk3'] },
  },
  {
    name: 'Trennwand Flur 1. OG',
    kind: 'wall',
    room: 'Flur',
    configuration: { position: 'wall', values: { laenge: '8450', hoehe: '2750' }, optionIds: [] },
  },
];

type Line = readonly [oz: string, text: string, expression: string];

/** The measured lines of the two rooms (REB 23.003 notation, German decimal comma; deductions negative). */
const SHEETS: readonly { title: string; lines: readonly Line[] }[] = [
  {
    title: 'Büro 1.04',
    lines: [
      ['02.02.0030', 'Trennwand zu 1.05', '4,25*2,75'],
      ['02.02.0030', 'abzgl. Tür', '-1,01*2,13'],
      ['02.03.0010', 'Wände umlaufend', '2*(4,25+3,80)*2,75'],
      ['02.03.0010', 'abzgl. Fenster', '-1,13*1,38'],
      ['02.03.0010', 'abzgl. Tür', '-1,01*2,13'],
      ['02.04.0010', 'Bodenfläche', '4,25*3,80'],
      ['02.04.0040', 'Sockel umlaufend', '2*(4,25+3,80)-1,01'],
      ['02.06.0010', 'Tür zum Flur', '1'],
      ['02.07.0040', 'Arbeitsplätze', '3'],
    ],
  },
  {
    title: 'Besprechung 1.07',
    lines: [
      ['02.03.0010', 'Wände umlaufend', '2*(6,10+4,85)*2,75'],
      ['02.03.0010', 'abzgl. Fenster 2 St', '-2*1,26*1,51'],
      ['02.03.0010', 'abzgl. Tür', '-1,01*2,13'],
      ['02.04.0010', 'Bodenfläche', '6,10*4,85'],
      ['02.04.0040', 'Sockel umlaufend', '2*(6,10+4,85)-1,01'],
      ['02.06.0010', 'Tür zum Flur', '1'],
      ['02.07.0040', 'Medientechnik', '2'],
    ],
  },
];

export interface DemoSite {
  constructions: number;
  configurations: number;
  surveyId: string;
  surveyLines: number;
}

/**
 * Rooms and components of the demo project, configurations of the configurable positions on three of them, and
 * an approved quantity survey of two rooms measuring the offer: all through the services the API uses.
 */
export async function seedDemoSite(
  db: Database,
  auth: AuthContext,
  projectId: string,
  offerBoqId: string,
  catalog: DemoCatalog,
  now: Date,
): Promise<DemoSite> {
  let configurations = 0;
  const constructionIds = new Map<string, string>();
  for (const construction of CONSTRUCTIONS) {
    const input = constructionCreateSchema.parse({
      name: construction.name,
      kind: construction.kind,
      location: { building: 'Bürotrakt', floor: '1. OG', room: construction.room },
    });
    const created = await createConstruction(db, auth.companyId, projectId, input);
    constructionIds.set(construction.name, created.id);
    const configuration = construction.configuration;
    if (configuration === undefined) continue;
    const positionId = catalog.configurable.get(configuration.position);
    if (positionId === undefined)
      throw new Error(`configurable demo position ${configuration.position} missing`);
    const choice = configurationCreateSchema.parse({
      constructionId: created.id,
      catalogId: catalog.catalogId,
      positionId,
      name: construction.name,
      optionIds: configuration.optionIds,
      values: configuration.values,
    });
    await createConfiguration(db, auth, projectId, choice);
    configurations++;
  }

  const viewer = {
    contentUrls: createContentUrls(randomBytes(32).toString('hex'), () => now),
    userId: auth.userId,
  };
  const survey = await createSurvey(
    db,
    auth,
    viewer,
    quantitySurveyCreateSchema.parse({ projectId, boqId: offerBoqId, name: 'Aufmaß 1. OG Bürotrakt' }),
  );
  let lines = 0;
  for (const [index, sheet] of SHEETS.entries()) {
    const first = survey.sheets[0]!;
    const sheetId =
      index === 0
        ? (
            await updateSheetRecord(db, auth, survey.id, first.id, {
              title: sheet.title,
              version: first.version,
            })
          ).id
        : (
            await createSheet(
              db,
              auth,
              survey.id,
              quantitySurveySheetCreateSchema.parse({ title: sheet.title }),
            )
          ).id;
    for (const [oz, text, expression] of sheet.lines) {
      // Brackets are for the free formula (91); the others are plain notation (0).
      const formulaNumber = expression.includes('(') ? 91 : 0;
      const line = quantitySurveyLineCreateSchema.parse({ sheetId, oz, text, expression, formulaNumber });
      await createLine(db, auth, viewer, survey.id, line);
      lines++;
    }
  }
  const submitted = await changeSurveyStatus(
    db,
    auth,
    survey.id,
    { status: 'submitted', version: survey.version },
    now,
  );
  await changeSurveyStatus(db, auth, survey.id, { status: 'approved', version: submitted.version }, now);
  return { constructions: constructionIds.size, configurations, surveyId: survey.id, surveyLines: lines };
}
