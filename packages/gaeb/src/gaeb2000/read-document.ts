import {
  emptyAddress,
  type Address,
  type Award,
  type AwardInfo,
  type GaebDocument,
  type Party,
} from '../model';
import { zitiert, type Gaeb2000Context } from './context';
import type { G2Block, G2Field } from './parse';
import { readBoQ } from './read-boq';
import { isoDate, readTextFields, visitBlock } from './visit';

/** "€" and "EURO" are written for EUR. */
const currency = (value: string | null): string | null =>
  value === null ? null : /^(€|euro?)$/i.test(value) ? 'EUR' : value;

function readAddress(ctx: Gaeb2000Context, block: G2Block): Address {
  return readTextFields(ctx, block, emptyAddress(), {
    Name1: 'name1',
    Name2: 'name2',
    Name3: 'name3',
    Name4: 'name4',
    Strasse: 'street',
    PLZ: 'postalCode',
    Ort: 'city',
    Land: 'country',
    Kontakt: 'contact',
    Telefon: 'phone',
    Fax: 'fax',
    Email: 'email',
    UStID: 'vatId',
  });
}

/** #begin[AG] / #begin[AN] with #begin[Adresse]. */
function readParty(ctx: Gaeb2000Context, block: G2Block): Party {
  const party: Party = { address: null };
  visitBlock(ctx, block, {
    blocks: {
      Adresse: (address) => {
        party.address = readAddress(ctx, address);
      },
    },
  });
  return party;
}

function readAwardInfo(ctx: Gaeb2000Context, block: G2Block): AwardInfo {
  const info = readTextFields<AwardInfo>(
    ctx,
    block,
    {
      currency: null,
      currencyLabel: null,
      bidDate: null,
      constructionStart: null,
      constructionEnd: null,
      contractNo: null,
      contractDate: null,
    },
    {
      Wae: 'currency',
      WaeBez: 'currencyLabel',
      AngDatum: 'bidDate',
      AusfBeginn: 'constructionStart',
      AusfEnde: 'constructionEnd',
      AuftrNr: 'contractNo',
      AuftrDatum: 'contractDate',
    },
  );
  info.currency = currency(info.currency);
  for (const key of ['bidDate', 'constructionStart', 'constructionEnd', 'contractDate'] as const)
    info[key] = isoDate(info[key]);
  return info;
}

const PHASES = ['81', '82', '83', '84', '85', '86'];

/** #begin[Vergabe]: [DP] (the exchange phase, required), VergabeInfo, AG, AN and the LV. */
function readAward(ctx: Gaeb2000Context, block: G2Block): Award {
  const award: Award = { container: 'Award', dp: '', info: null, owner: null, contractor: null, boq: null };
  const found: { dp: G2Field | null } = { dp: null };
  visitBlock(ctx, block, {
    fields: {
      DP: (field) => {
        found.dp = field;
        award.dp = ctx.text(field) ?? '';
      },
    },
    blocks: {
      VergabeInfo: (info) => {
        award.info = readAwardInfo(ctx, info);
      },
      AG: (party) => {
        award.owner = readParty(ctx, party);
      },
      AN: (party) => {
        award.contractor = readParty(ctx, party);
      },
      LV: (lv) => {
        if (award.boq === null) award.boq = readBoQ(ctx, lv);
        else ctx.warn(lv, 'ein zweites LV in der Vergabe wurde nicht gelesen');
      },
    },
  });
  const dpField = found.dp;
  if (dpField === null) {
    ctx.error(block, 'missing-element', 'die Austauschphase [DP] fehlt');
  } else if (!/^\d{2}$/.test(award.dp)) {
    ctx.error(dpField, 'invalid-value', `${zitiert(award.dp)} ist keine Austauschphase (81 bis 86)`);
  } else if (!PHASES.includes(award.dp)) {
    ctx.warn(
      dpField,
      `Austauschphase ${award.dp} ist keine der Phasen 81 bis 86 von GAEB 2000; sie wird trotzdem gelesen`,
    );
  }
  return award;
}

/** The GAEB block: GAEBInfo, PrjInfo and the Vergabe with the exchange phase, into the DA XML model. */
export function readGaeb2000Document(ctx: Gaeb2000Context, root: G2Block): GaebDocument {
  const doc: GaebDocument = {
    version: '3.3',
    phase: '',
    namespace: '',
    info: { version: null, versionDate: null, date: null, time: null, progSystem: null, progName: null },
    project: null,
    award: null,
  };
  visitBlock(ctx, root, {
    blocks: {
      GAEBInfo: (block) => {
        const version: { month: string | null; year: string | null } = { month: null, year: null };
        readTextFields(
          ctx,
          block,
          doc.info,
          {
            Version: 'version',
            Datum: 'date',
            Uhrzeit: 'time',
            ProgSystem: 'progSystem',
            ProgName: 'progName',
          },
          {
            fields: {
              VersMon: (field) => {
                version.month = ctx.text(field);
              },
              VersJahr: (field) => {
                version.year = ctx.text(field);
              },
            },
            // The decoder read it already.
            ignored: ['Zeichensatz'],
          },
        );
        doc.info.date = isoDate(doc.info.date);
        if (doc.info.time !== null && /^\d{1,2}:\d{2}$/.test(doc.info.time))
          doc.info.time = `${doc.info.time.padStart(5, '0')}:00`;
        const { month, year } = version;
        if (year !== null) doc.info.versionDate = month === null ? year : `${year}-${month.padStart(2, '0')}`;
      },
      PrjInfo: (block) => {
        const project = readTextFields(
          ctx,
          block,
          {
            name: null as string | null,
            label: null as string | null,
            currency: null as string | null,
            currencyLabel: null as string | null,
          },
          { Name: 'name', Bez: 'label', Wae: 'currency', WaeBez: 'currencyLabel' },
          // Beschreib (a description of the project): the model has no place for it.
          { ignored: ['Beschreib'] },
        );
        doc.project = { ...project, currency: currency(project.currency) };
      },
      Vergabe: (block) => {
        if (doc.award === null) doc.award = readAward(ctx, block);
        else ctx.warn(block, 'eine zweite Vergabe wurde nicht gelesen');
      },
    },
  });
  if (doc.award === null) {
    ctx.error(
      root,
      'missing-element',
      'der Block #begin[Vergabe] fehlt: die Datei enthält keine Austauschphase',
    );
  } else {
    doc.phase = doc.award.dp;
  }
  return doc;
}
