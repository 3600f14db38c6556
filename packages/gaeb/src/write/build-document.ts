import type { Address, AwardInfo, GaebDocument, GaebInfo, GaebVersion, Party, ProjectInfo } from '../model';
import type { XmlElement } from '../xml';
import { ElementBuilder } from './element-builder';

/** Version date each GAEB DA XML version carries in VersDate. */
export const VERSION_DATES: Record<GaebVersion, string> = {
  '3.1': '2009-12',
  '3.2': '2013-10',
  '3.3': '2021-05',
};

/** Who writes the file: GAEBInfo fields the writer sets. */
export interface WriterStamp {
  version: GaebVersion;
  /** Date of writing (YYYY-MM-DD). */
  date: string;
  /** Time of writing (hh:mm:ss). */
  time: string;
  progSystem: string;
  progName: string;
}

/** GAEBInfo of the written file: version and date of this export, the writing program. */
export function gaebInfoElement(info: GaebInfo, stamp: WriterStamp): XmlElement {
  return new ElementBuilder('GAEBInfo')
    .text('Version', stamp.version)
    .text('VersDate', VERSION_DATES[stamp.version])
    .text('Date', stamp.date)
    .text('Time', stamp.time)
    .text('ProgSystem', stamp.progSystem)
    .text('ProgName', stamp.progName)
    .build(info);
}

/** PrjInfo. */
export function projectInfoElement(project: ProjectInfo, preserve = true): XmlElement {
  return new ElementBuilder('PrjInfo')
    .text('NamePrj', project.name)
    .text('LblPrj', project.label)
    .text('Cur', project.currency)
    .text('CurLbl', project.currencyLabel)
    .build(project, preserve);
}

/** AwardInfo. */
export function awardInfoElement(info: AwardInfo, preserve = true): XmlElement {
  return new ElementBuilder('AwardInfo')
    .text('Cur', info.currency)
    .text('CurLbl', info.currencyLabel)
    .text('BidDate', info.bidDate)
    .text('CnstStart', info.constructionStart)
    .text('CnstEnd', info.constructionEnd)
    .text('ContrNo', info.contractNo)
    .text('ContrDate', info.contractDate)
    .build(info, preserve);
}

/** Address. */
export function addressElement(address: Address, preserve = true): XmlElement {
  return new ElementBuilder('Address')
    .text('Name1', address.name1)
    .text('Name2', address.name2)
    .text('Name3', address.name3)
    .text('Name4', address.name4)
    .text('Street', address.street)
    .text('PCode', address.postalCode)
    .text('City', address.city)
    .text('Country', address.country)
    .text('Contact', address.contact)
    .text('Phone', address.phone)
    .text('Fax', address.fax)
    .text('Email', address.email)
    .text('VATID', address.vatId)
    .build(address, preserve);
}

/** OWN or CTR. */
export function partyElement(name: 'OWN' | 'CTR', party: Party, preserve = true): XmlElement {
  const builder = new ElementBuilder(name);
  if (party.address) builder.child(addressElement(party.address, preserve));
  return builder.build(party, preserve);
}

/** The GAEB root with GAEBInfo, PrjInfo and the given award element. */
export function rootElement(
  doc: GaebDocument,
  stamp: WriterStamp,
  award: XmlElement,
  preserve: boolean,
): XmlElement {
  const builder = new ElementBuilder('GAEB').child(gaebInfoElement(doc.info, stamp));
  if (doc.project) builder.child(projectInfoElement(doc.project, preserve));
  builder.child(award);
  return builder.build(doc, preserve);
}
