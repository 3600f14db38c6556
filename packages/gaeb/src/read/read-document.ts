import {
  type Award,
  type AwardInfo,
  type GaebDocument,
  type GaebInfo,
  type GaebVersion,
  type Party,
  type ProjectInfo,
} from '../model';
import type { XmlElement } from '../xml';
import { extraAttributes, readChildren, type ReadContext } from './context';
import { readBoQ } from './read-boq';
import { readAddress, readTextFields } from './read-fields';
import { readInvoiceChild } from './read-invoice';
import { detectNamespace, unknownVersion } from './version';

function readGaebInfo(ctx: ReadContext, el: XmlElement): GaebInfo {
  const info: GaebInfo = {
    version: null,
    versionDate: null,
    date: null,
    time: null,
    progSystem: null,
    progName: null,
  };
  return readTextFields(ctx, el, info, {
    Version: 'version',
    VersDate: 'versionDate',
    Date: 'date',
    Time: 'time',
    ProgSystem: 'progSystem',
    ProgName: 'progName',
  });
}

function readProjectInfo(ctx: ReadContext, el: XmlElement): ProjectInfo {
  const project: ProjectInfo = { name: null, label: null, currency: null, currencyLabel: null };
  return readTextFields(ctx, el, project, {
    NamePrj: 'name',
    LblPrj: 'label',
    Cur: 'currency',
    CurLbl: 'currencyLabel',
  });
}

function readAwardInfo(ctx: ReadContext, el: XmlElement): AwardInfo {
  const info: AwardInfo = {
    currency: null,
    currencyLabel: null,
    bidDate: null,
    constructionStart: null,
    constructionEnd: null,
    contractNo: null,
    contractDate: null,
  };
  return readTextFields(ctx, el, info, {
    Cur: 'currency',
    CurLbl: 'currencyLabel',
    BidDate: 'bidDate',
    CnstStart: 'constructionStart',
    CnstEnd: 'constructionEnd',
    ContrNo: 'contractNo',
    ContrDate: 'contractDate',
  });
}

function readParty(ctx: ReadContext, el: XmlElement): Party {
  const party: Party = { address: null };
  readChildren(ctx, el, party, (child) => {
    if (child.name !== 'Address') return false;
    party.address = readAddress(ctx, child);
    return true;
  });
  return party;
}

function readAward(ctx: ReadContext, el: XmlElement, namespacePhase: string | null): Award {
  const award: Award = {
    container: el.name === 'Invoice' ? 'Invoice' : 'Award',
    dp: '',
    info: null,
    owner: null,
    contractor: null,
    boq: null,
  };
  readChildren(ctx, el, award, (child) => {
    if (child.name === 'DP') award.dp = ctx.text(child) ?? '';
    else if (child.name === 'AwardInfo') award.info = readAwardInfo(ctx, child);
    else if (child.name === 'OWN') award.owner = readParty(ctx, child);
    else if (child.name === 'CTR') award.contractor = readParty(ctx, child);
    else if (child.name === 'BoQ') award.boq = readBoQ(ctx, child);
    else if (award.container === 'Invoice') return readInvoiceChild(ctx, child, award);
    else return false;
    return true;
  });
  if (award.dp === '') {
    if (namespacePhase === null) {
      ctx.error(
        el,
        'missing-element',
        'die Austauschphase (Element DP, z. B. 83 für eine Angebotsaufforderung) fehlt',
      );
    } else
      ctx.warn(
        el,
        `die Austauschphase (DP) fehlt; die Phase ${namespacePhase} wurde dem Namensraum entnommen`,
      );
    award.dp = namespacePhase ?? '';
  } else if (namespacePhase !== null && namespacePhase !== award.dp) {
    ctx.warn(
      el,
      `die Austauschphase ${award.dp} (DP) weicht von der Phase ${namespacePhase} im Namensraum ab; ` +
        `verwendet wird ${award.dp}`,
    );
  }
  return award;
}

/** Reads the GAEB root element into the document model. */
export function readDocument(ctx: ReadContext, root: XmlElement, namespace: string): GaebDocument {
  const detected = detectNamespace(ctx, root, namespace);
  const doc: GaebDocument = {
    version: detected.version ?? '3.3',
    phase: '',
    namespace,
    info: { version: null, versionDate: null, date: null, time: null, progSystem: null, progName: null },
    project: null,
    award: null,
  };
  const extra = extraAttributes(root, []);
  if (extra) doc.extraAttributes = extra;
  let sawInfo = false;
  readChildren(ctx, root, doc, (child) => {
    if (child.name === 'GAEBInfo') {
      doc.info = readGaebInfo(ctx, child);
      sawInfo = true;
    } else if (child.name === 'PrjInfo') doc.project = readProjectInfo(ctx, child);
    else if ((child.name === 'Award' || child.name === 'Invoice') && doc.award === null) {
      doc.award = readAward(ctx, child, detected.phase);
    } else return false;
    return true;
  });
  if (!sawInfo) ctx.warn(root, 'die Angaben zur Datei (GAEBInfo: Version, Datum, Programm) fehlen');
  if (detected.version === null) doc.version = versionFromInfo(ctx, root, doc.info.version);
  else if (doc.info.version !== null && !doc.info.version.startsWith(detected.version)) {
    ctx.warn(
      root,
      `die Versionsangabe ${doc.info.version} weicht von der Version ${detected.version} des Namensraums ab; ` +
        'verwendet wird die des Namensraums',
    );
  }
  if (doc.award === null) {
    ctx.error(
      root,
      'missing-element',
      'die Datei enthält weder ein Leistungsverzeichnis mit Austauschphase (Award) noch eine Rechnung (Invoice)',
    );
  } else {
    doc.phase = doc.award.dp;
  }
  return doc;
}

function versionFromInfo(ctx: ReadContext, root: XmlElement, version: string | null): GaebVersion {
  if (version === '3.1' || version === '3.2' || version === '3.3') return version;
  ctx.warn(root, unknownVersion(version));
  return '3.3';
}
