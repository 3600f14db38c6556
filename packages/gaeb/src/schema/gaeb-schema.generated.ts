// Generated from the official GAEB DA XML 3.3 XSDs (Lib, X81, X83, X84, X86, X89) by xsd-extract.ts. Do not edit:
// schema.test.ts regenerates it and fails on a difference; `npx vitest run --project unit
// packages/gaeb/src/schema -u` rewrites it after an XSD update.
import type { SchemaData } from './schema-types';

export const GAEB_SCHEMA_3_3: SchemaData = {
  shared: {
    complex: {
      tgAddText: { c: 'OutlineAddText:tgMLText? DetailAddText:tgFText' },
      tgAddress: {
        c: 'Name1:tgNormalizedString40 Name2:tgNormalizedString40? Name3:tgNormalizedString40? Name4:tgNormalizedString40? Street:tgNormalizedString40 PCode:tgNormalizedString20 City:tgNormalizedString40 Country:tgNormalizedString40? ILN:tgNormalizedString20? CtlgAssign:tgCtlgAssign? Contact:tgNormalizedString40? Phone:tgNormalizedString20? Fax:tgNormalizedString20? Email:tgNormalizedString256? VATID:tgNormalizedString80? Bank:tgBank?',
      },
      tgArticle: {
        c: 'Brand:tgNormalizedString60? ArtNo:tgNormalizedString15? Qty:tgDecimal_11_3? QU:tgNormalizedString4? ArtOutline:tgMLText? AddText:tgAddText?',
      },
      tgBank: {
        c: 'LblBank:tgNormalizedString80 BRNo:tgNormalizedString30 AcctNo:tgNormalizedString20 BIC:tgNormalizedString12? IBAN:tgIBAN?',
      },
      tgBoQ: { c: 'BoQInfo:tgBoQInfo BoQBody:tgBoQBody LotGrp:tgLotGrp?', a: 'ID:xs:ID!' },
      tgBoQBkdn: {
        c: 'Type:tgBoQBkdnType LblBoQBkdn:tgNormalizedString40? Length:tgBoQBkdnLength Num:tgYesNo Alignment:tgLeftRight?',
      },
      tgBoQBody: { c: 'Remark:tgRemark?,PerfDescr:tgPerfDescr?,BoQCtgy:tgBoQCtgy? Itemlist:tgItemlist?' },
      tgCOInfo: {
        c: 'CONo:tgCONo COPhase:tgCOPhase? COStatus:tgCOStatus? COInit:tgCOInfo.COInit? COReas:tgFText? RefBoQCOInfo:tgNormalizedString60? CODate:tgDate?',
      },
      tgCPVCode: { c: 'CPVNo:tgNormalizedString12 CPVText:tgNormalizedString100' },
      tgCashDiscount: {
        c: 'CashDiscDays:tgCashDiscount.CashDiscDays? CashDiscDate:tgDate? DiscountPcnt:tgDecimal_9_6',
      },
      'tgCashDiscount.CashDiscDays': {
        a: 'TypeOfDays:tgCashDiscDays.TypeOfDays Days:tgPositiveInteger',
        t: 'x',
      },
      tgCheckNote: { c: 'State:tgCheckNoteState CheckDate:tgDate Annotation:tgNormalizedString256' },
      tgComplBodyDec: { a: 'Value:tgDecimal', t: 'x' },
      tgComplBodyInt: { a: 'Value:tgInteger', t: 'x' },
      tgContrValCode: { c: 'Percent:tgDecimal_9_6 Number:tgContrValCode.Number' },
      tgCtlg: {
        c: 'CtlgID:tgCtlgID CtlgType:tgCtlgType CtlgName:tgCtlgName CtlgAssignType:tgCtlg.CtlgAssignType?',
      },
      tgCtlgAssign: {
        c: 'CtlgID:tgNormalizedString100 CtlgCode:tgNormalizedString100 Quantity:tgCtlgAssignQuantity?',
      },
      tgCtlgAssignQuantity: { a: 'Type:tgCtlgAssignQuantity.Type', t: 's:tgDecimal_16_6' },
      tgFText: {
        c: 'p:tgp?,div:tgdiv?,span:tgspan?,ul:tgul?,ol:tgol?,table:tgtable?,br:tgbr?,page:tgpage?,Image:tgImage?',
        a: 'style:tgAttStyle textWidth:tgNormalizedString',
      },
      tgGAEBInfo: {
        c: 'Version:tgVersion VersDate:tgGAEBVersDate Date:tgDate Time:tgTime? ProgSystem:tgNormalizedString60? ProgName:tgNormalizedString60? Certific:tgCertific?',
      },
      tgImage: {
        a: 'align:tgAttAlign border:tgAttBorder hspace:tgNormalizedString vspace:tgNormalizedString width:tgAttWidth Type:tgImage.Type! Name:tgNormalizedString Encoding:tgImage.Encoding',
        t: 's:tgString',
      },
      tgIndivAgrInfo: {
        c: 'InfoPerson:tgNormalizedString80? AttestPerson:tgNormalizedString80? CnstSiteLoc:tgMLText?',
      },
      tgInsAs: { c: 'InsAsName:tgNormalizedString60 InsAsDate:tgDate InsAsNo:tgNormalizedString20' },
      tgInvoice: {
        c: 'DP:tgInvoice.DP OWN:tgOWN? Requester:tgRequester? CTR:tgCTR? CnstSite:tgCnstSite?,NotifSite:tgNotifSite? AddText:tgAddText? BoQ:tgBoQ? InvoiceHeader:tgInvoiceHeader InvoiceCreator:tgInvoiceCreator InvoiceRecipient:tgInvoiceRecipient CheckNote:tgCheckNote? BudgetDept:tgNormalizedString? BookingNo:tgNormalizedString? QuantityDeterminationRemark:tgNormalizedString? InvoiceShare:tgInvoiceShare Terms:tgCashDiscount? PaymentMade:tgPaymentMade? InvoiceMadeOut:tgInvoiceMadeOut? TotalGross:tgDecimal_13_2',
      },
      tgInvoiceCreator: { c: 'Address:tgAddress TaxNo:tgNormalizedString80' },
      tgInvoiceHeader: {
        c: 'InvoiceNo:tgNormalizedString80 InvoiceDate:tgDate InvoiceType:tgInvoiceType CreditNote:tgYes? SettlementType:tgSettlementType? SequentialNo:tgInteger? ServiceProvisionStartDate:tgDate ServiceProvisionEndDate:tgDate',
      },
      tgInvoiceMadeOut: {
        c: 'TotalVAT:tgDecimal_13_2 Total:tgDecimal_13_2 InvoiceDate:tgDate InvoiceType:tgInvoiceType InvoiceNo:tgNormalizedString',
      },
      tgInvoiceRecipient: { c: 'Address:tgAddress TaxNo:tgNormalizedString80?' },
      tgInvoiceShare: {
        c: 'InvoiceShareType:tgInvoiceShareType Description:tgNormalizedString256 Total:tgDecimal_13_2? Percent:tgDecimal_9_6? CounterClaim:tgYes?',
      },
      tgItemlist: { c: 'Remark:tgRemark?,PerfDescr:tgPerfDescr?,Item:tgItem?,MarkupItem:tgMarkupItem?' },
      tgLblUpComp: { a: 'Type:tgUpCompType!', t: 's:tgNormalizedString20' },
      tgMLText: {
        c: 'p:tgpMLText?,div:tgdiv?,span:tgspan?,br:tgbr?',
        a: 'style:tgAttStyle textWidth:tgNormalizedString',
      },
      tgMaintInfo: {
        c: 'MaintType:tgMaintInfo.MaintType ProcessType:tgMaintInfo.ProcessType ContrTransDate:tgDate? ContrTransTime:tgTime? ContrLaw:tgMaintInfo.ContrLaw? Deadline:tgMaintInfo.Deadline?',
      },
      tgMarkupSubQty: { c: 'RefItem:tgRefItem SubQty:tgDecimal_11_3?' },
      tgMastAgrInfo: {
        c: 'BidUpDown:tgYes? MastAgrLbl:tgMLText? MastAgrNo:tgNormalizedString60? Descrip:tgFText? MastAgrBeg:tgDate? MastAgrDur:tgMastAgrInfo.MastAgrDur? MastAgrEnd:tgDate? MastAgrDate:tgDate? MastAgrVers:tgNormalizedString20? TotContrVal:tgDecimal_13_2? MinContrVal:tgDecimal_13_2? MinContrAwd:tgDecimal_5_2? MaxContrVal:tgDecimal_13_2? ContrValCode:tgContrValCode? AwardAgencyAdr:tgAddress? CostResponsible:tgMLText?',
      },
      tgNotifSite: {
        c: 'Address:tgAddress? NotifSiteIDNo:tgNormalizedString20? NotifSiteName:tgNormalizedString60? AddText:tgAddText?',
      },
      tgOutlTxt: {
        c: 'Style:tgStyle? TextOutlTxt:tgMLText?,TextComplement:tgTextComplement?',
        a: 'style:tgAttStyle',
      },
      tgOutlineText: { c: 'OutlTSA:tgYesNo? OutlTxt:tgOutlTxt' },
      tgPaymentMade: {
        c: 'TotalVAT:tgDecimal_13_2 DiscountAmt:tgDecimal_13_2? DiscountVATAmt:tgDecimal_13_2? Total:tgDecimal_13_2 PaymentDate:tgDate InvoiceType:tgInvoiceType? InvoiceNo:tgNormalizedString PaymentNo:tgNormalizedString? PaymentNote:tgNormalizedString?',
      },
      tgProduct: { c: 'Address:tgAddress? AddText:tgAddText? Article:tgArticle' },
      tgQDetermItem: { c: 'QTakeoff:tgQDetermItem.QTakeoff CtlgAssign:tgCtlgAssign?' },
      'tgQDetermItem.QTakeoff': { a: 'Row:tgQTakeoffRow!', t: 'x' },
      tgQtyDeterm: { c: 'Qty:tgDecimal_11_3? QDetermItem:tgQDetermItem?' },
      tgQtyDetermInfo: {
        c: 'MethodDescription:tgQtyDetermInfo.MethodDescription OrdDescr:tgNormalizedString40? ProjDescr:tgNormalizedString80? ServiceProvisionStartDate:tgDate? ServiceProvisionEndDate:tgDate? Creator:tgAddress? Profiler:tgAddress? CtlgAssign:tgCtlgAssign?',
        a: 'ID:tgGUID32',
      },
      tgQtySplit: { c: 'QtyPcnt:tgDecimal_9_6? Qty:tgDecimal_11_3? CtlgAssign:tgCtlgAssign?' },
      tgRefBoQ: { a: 'IDRef:xs:IDREF!', t: 'x' },
      tgRefBoQCtgy: { a: 'IDRef:xs:IDREF!', t: 'x' },
      tgRefItem: { a: 'IDRef:xs:IDREF!', t: 'x' },
      tgRefLotGrp: { a: 'IDRef:xs:IDREF!', t: 'x' },
      tgRequester: {
        c: 'Address:tgAddress? RequestIDNo:tgNormalizedString20? RequestName:tgNormalizedString60? AddText:tgAddText?',
      },
      tgSTLBBau: { c: 'STLBBauCtlg:tgSTLBBauCtlg STLBBauID:tgSTLBBauID?' },
      tgSTLBBauCtlg: {
        c: 'CtlgName:tgNormalizedString10 VersDate:tgVersDate? WCtg:tgNormalizedString3? Group:tgInteger CostGrp:tgNormalizedString20?',
      },
      tgSTLBBauID: { c: 'ArtChrIdent:tgInteger ArtChIdx:tgInteger? ChVIdent:tgInteger? OutlTextPart:tgYes?' },
      tgStLNo: { a: 'Type:tgStLNo.Type', t: 's:tgStLNoText' },
      tgStyle: { a: 'type:tgStyle.type', t: 's:tgString' },
      tgTotalNetUpComp: {
        c: 'UpComp1:tgDecimal_13_2? UpComp2:tgDecimal_13_2? UpComp3:tgDecimal_13_2? UpComp4:tgDecimal_13_2? UpComp5:tgDecimal_13_2? UpComp6:tgDecimal_13_2?',
      },
      tgTotals: {
        c: 'Total:tgDecimal_13_2 DiscountPcnt:tgDecimal_9_6? DiscountAmt:tgDecimal_13_2? TotAfterDisc:tgDecimal_13_2? TotalLSUM:tgDecimal_13_2? VAT:tgDecimal_5_2? TotalNet:tgDecimal_13_2? TotalNetUpComp:tgTotalNetUpComp? VATPart:tgVATPart? VATAmount:tgDecimal_13_2? TotalGross:tgDecimal_13_2?',
      },
      tgVATPart: { c: 'TotalNetPart:tgDecimal_13_2 VATAmount:tgDecimal_13_2', a: 'VATPcnt:tgDecimal_5_2' },
      tgWgChange: {
        c: 'LblRefWage:tgNormalizedString120 RedPriceComp:tgDecimal_9_6? RefBoQ:tgRefBoQ?,RefLotNo:tgRefBoQCtgy?,RefLotGrNo:tgRefLotGrp?,RefItem:tgRefItem?,WgChangeRate:tgDecimal_6_4?',
      },
      tgdiv: { c: 'span:tgspan?,br:tgbr?', a: 'class:tgAttClass style:tgAttStyle' },
      tgli: {
        c: 'p:tgp?,div:tgdiv?,span:tgspan?,br:tgbr?,ul:tgul?,ol:tgol?',
        a: 'class:tgAttClass style:tgAttStyle',
      },
      tgol: { c: 'li:tgli', a: 'class:tgAttClass style:tgAttStyle start:tgNormalizedString' },
      tgolTC: { c: 'li:tgliTC', a: 'class:tgAttClass style:tgAttStyle start:tgNormalizedString' },
      tgp: { c: 'span:tgspan?,br:tgbr?,image:tgImage?', a: 'class:tgAttClass style:tgAttStyle' },
      tgpMLText: { c: 'span:tgspan?,br:tgbr?', a: 'class:tgAttClass style:tgAttStyle' },
      tgspan: { a: 'class:tgAttClass style:tgAttStyle', t: 's:tgNormalizedString' },
      tgtable: {
        c: 'tr:tgtr',
        a: 'class:tgAttClass style:tgAttStyle align:tgAttAlignTable border:tgAttBorder cellpadding:tgAttCellpadding frame:tgAttFrame height:tgAttHeight width:tgAttWidth org:tgAttOrg',
      },
      tgtableTC: {
        c: 'tr:tgtrTC',
        a: 'class:tgAttClass style:tgAttStyle align:tgAttAlignTable border:tgAttBorder cellpadding:tgAttCellpadding frame:tgAttFrame height:tgAttHeight width:tgAttWidth org:tgAttOrg',
      },
      tgtd: {
        c: 'p:tgp?,div:tgdiv?,span:tgspan?,br:tgbr?,table:tgtable?,ol:tgol?,ul:tgul?',
        a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign colspan:tgAttColspan rowspan:tgAttRowspan valign:tgAttValign',
      },
      tgth: {
        c: 'p:tgp?,div:tgdiv?,span:tgspan?,br:tgbr?,table:tgtable?,ul:tgul?,ol:tgol?',
        a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign valign:tgAttValign',
      },
      tgtr: {
        c: 'th:tgth?,td:tgtd?',
        a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign valign:tgAttValign',
      },
      tgul: { c: 'li:tgli', a: 'class:tgAttClass style:tgAttStyle' },
      tgulTC: { c: 'li:tgliTC', a: 'class:tgAttClass style:tgAttStyle' },
    },
    simple: {
      tgALNGroupNo: { b: 'nonNegativeInteger', maxI: '999' },
      tgALNSerNo: { b: 'nonNegativeInteger', maxI: '9' },
      tgAccepted: { b: 'normalizedString', e: ['AltAccept', 'BasReject'] },
      tgAlterBidStatus: { b: 'normalizedString', e: ['Identical', 'N/A', 'Modified', 'New'] },
      tgAttAlign: { b: 'normalizedString', e: ['left', 'center', 'right', 'justify'] },
      tgAttAlignTable: { b: 'normalizedString', e: ['left', 'center', 'right'] },
      tgAttBorder: { b: 'integer' },
      tgAttCellpadding: { b: 'normalizedString' },
      tgAttClass: { b: 'normalizedString' },
      tgAttColspan: { b: 'integer' },
      tgAttFrame: { b: 'normalizedString', e: ['box', 'hsides', 'void', 'vsides'] },
      tgAttHeight: { b: 'normalizedString' },
      tgAttKind: { b: 'normalizedString', e: ['Bidder', 'Owner'] },
      tgAttOrg: { b: 'normalizedString', e: ['TAB'] },
      tgAttRowspan: { b: 'integer' },
      tgAttStyle: { b: 'normalizedString' },
      tgAttValign: { b: 'normalizedString', e: ['bottom', 'middle', 'top'] },
      tgAttWidth: { b: 'normalizedString' },
      tgBoQBkdnLength: { b: 'positiveInteger', maxI: '14' },
      tgBoQBkdnType: { b: 'normalizedString', e: ['Lot', 'BoQLevel', 'Item', 'Index'] },
      'tgCOInfo.COInit': { b: 'normalizedString', e: ['Owner', 'Contractor'] },
      tgCONo: { b: 'nonNegativeInteger', maxI: '999' },
      tgCOPhase: { b: 'normalizedString', e: ['CallChangOrder', 'SupplBid', 'SupplAgree'] },
      tgCOStatus: {
        b: 'normalizedString',
        e: ['Recog', 'Filed', 'Offered', 'Withdrawn', 'Rejected', 'ObjToRecj', 'FormAckn', 'Approved'],
      },
      'tgCashDiscDays.TypeOfDays': { b: 'normalizedString', e: ['work days', 'week days', 'calendar days'] },
      tgCat: {
        b: 'normalizedString',
        e: [
          'OpenProc',
          'ClosedProc',
          'NegProc',
          'OpenCall',
          'SelectCall',
          'NegCont',
          'IntNATO',
          'SelectCallPostOpen',
          'NegProcOpen',
          'CompetDialog',
          'InnovationPartnership',
        ],
      },
      tgCertific: { b: 'normalizedString', e: ['Available'] },
      tgCheckNoteState: { b: 'normalizedString', e: ['approved', 'partially approved', 'unapproved'] },
      tgCntryName: { b: 'normalizedString', max: 3 },
      tgCntryType: { b: 'normalizedString', e: ['EEA', 'Other'] },
      'tgContrValCode.Number': { b: 'positiveInteger', maxI: '99999' },
      'tgCtlg.CtlgAssignType': { b: 'string', e: ['Unique', 'Multi', 'Percentaged', 'Absolute', 'PctAbs'] },
      tgCtlgAnyString: { b: 'string' },
      'tgCtlgAssignQuantity.Type': { b: 'string', e: ['Absolut', 'Pct'] },
      tgCtlgEnum: {
        b: 'string',
        e: [
          'cost group DIN 276-81',
          'cost group DIN 276-93',
          'cost group DIN 276-06',
          'cost group DIN 276-1 2008-12',
          'cost group DIN 276 2018-12',
          'locality',
          'work category',
          'cost unit',
          'BIM',
          'miscellaneous',
        ],
      },
      tgCtlgID: { b: 'normalizedString', max: 100 },
      tgCtlgName: { b: 'normalizedString', max: 80 },
      tgCtlgType: { b: 'union', u: ['tgCtlgEnum', 'tgCtlgAnyString'] },
      tgCur: { b: 'normalizedString', max: 4 },
      tgCurLbl: { b: 'normalizedString', max: 50 },
      tgDate: { b: 'date' },
      tgDecimal: { b: 'decimal' },
      tgDecimal_11_3: { b: 'decimal', td: 11, fd: 3 },
      tgDecimal_13_2: { b: 'decimal', td: 13, fd: 2 },
      tgDecimal_13_3: { b: 'decimal', td: 13, fd: 3 },
      tgDecimal_16_6: { b: 'decimal', td: 16, fd: 6 },
      tgDecimal_5_2: { b: 'decimal', td: 5, fd: 2 },
      tgDecimal_6_4: { b: 'decimal', td: 6, fd: 4 },
      tgDecimal_9_6: { b: 'decimal', td: 9, fd: 6 },
      tgGAEBVersDate: { b: 'gYearMonth', e: ['2021-05'] },
      tgGUID32: { b: 'normalizedString' },
      tgHoldOutType: { b: 'normalizedString', e: ['BaseUseItem', 'ExtUseItem', 'RentUseItem'] },
      tgHourIt: { b: 'normalizedString', e: ['Yes', 'No'] },
      tgIBAN: { b: 'normalizedString', max: 34, p: ['[a-zA-Z0-9]*'] },
      'tgImage.Encoding': { b: 'normalizedString', e: ['base64'] },
      'tgImage.Type': { b: 'normalizedString', e: ['image/jpeg', 'image/gif', 'image/png'] },
      tgInteger: { b: 'integer' },
      'tgInvoice.DP': { b: 'normalizedString', e: ['89'] },
      tgInvoiceShareType: {
        b: 'normalizedString',
        e: [
          'basic amount',
          'security deposit for fulfillment of a contract',
          'security deposit for requirements off defects',
          'security deposit',
          'contract penalty',
          'construction sign building-blackboard',
          'power consumed on site',
          'water',
          'preparation',
          "insurance against builder's risk",
          'construction withholding tax',
          'other type of discount',
          'amount payments received',
          'amount invoices',
          'outstanding amount',
          'subtotal',
          'small contract extra amount',
          'percentage extra or deduction amount',
          'discount',
          'VAT',
        ],
      },
      tgInvoiceType: {
        b: 'normalizedString',
        e: [
          'deduction',
          'final account',
          'part final account',
          'advance payment',
          'single invoice',
          'pro forma invoice',
          'reviewed invoice',
        ],
      },
      tgKeyIt: { b: 'normalizedString', e: ['Yes', 'No'] },
      tgLeftRight: { b: 'normalizedString', e: ['left', 'right'] },
      'tgMaintInfo.ContrLaw': { b: 'normalizedString', e: ['OwnForOwn', 'OwnForThi', 'ThiForThi'] },
      'tgMaintInfo.Deadline': { b: 'normalizedString', e: ['Imm', 'Rush', 'AsArr'] },
      'tgMaintInfo.MaintType': {
        b: 'normalizedString',
        e: ['Maint', 'Repair', 'Modern', 'Warr', 'Cancelorder'],
      },
      'tgMaintInfo.ProcessType': {
        b: 'normalizedString',
        e: ['StandCon', 'InsurClaim', 'InvoicToTen', 'FinApartInsp', 'ThirdPartyBill'],
      },
      tgMarkupType: { b: 'normalizedString', e: ['IdentAsMark', 'AllInCat', 'ListInSubQty'] },
      'tgMastAgrInfo.MastAgrDur': { b: 'positiveInteger', maxI: '99' },
      tgNoUPComps: { b: 'normalizedString', e: ['0', '2', '3', '4', '5', '6'] },
      tgNormalizedString: { b: 'normalizedString' },
      tgNormalizedString10: { b: 'normalizedString', max: 10 },
      tgNormalizedString100: { b: 'normalizedString', max: 100 },
      tgNormalizedString12: { b: 'normalizedString', max: 12 },
      tgNormalizedString120: { b: 'normalizedString', max: 120 },
      tgNormalizedString15: { b: 'normalizedString', max: 15 },
      tgNormalizedString20: { b: 'normalizedString', max: 20 },
      tgNormalizedString256: { b: 'normalizedString', max: 256 },
      tgNormalizedString3: { b: 'normalizedString', max: 3 },
      tgNormalizedString30: { b: 'normalizedString', max: 30 },
      tgNormalizedString4: { b: 'normalizedString', max: 4 },
      tgNormalizedString40: { b: 'normalizedString', max: 40 },
      tgNormalizedString55: { b: 'normalizedString', max: 55 },
      tgNormalizedString60: { b: 'normalizedString', max: 60 },
      tgNormalizedString8: { b: 'normalizedString', max: 8 },
      tgNormalizedString80: { b: 'normalizedString', max: 80 },
      tgNotAppl: { b: 'normalizedString', e: ['Yes', 'No'] },
      tgOutlCompl: { b: 'normalizedString', e: ['AllTxt', 'OutTxt', 'DetailTxt'] },
      tgPerfNo: { b: 'nonNegativeInteger', maxI: '9999' },
      tgPositiveInteger: { b: 'positiveInteger' },
      tgPrefBidType: {
        b: 'normalizedString',
        e: ['DisplPers', 'Refugee', 'Persecutee', 'WrkShopForDis', 'WrkShopForBli', 'Other'],
      },
      tgPriceInfo: { b: 'normalizedString', e: ['scope', 'to', 'approx', 'lump'] },
      tgProvis: { b: 'normalizedString', e: ['WithoutTotal', 'WithTotal'] },
      tgQTakeoffRow: { b: 'normalizedString', p: [' {2,2} {9,9}.{69,69}'] },
      'tgQtyDetermInfo.MethodDescription': { b: 'normalizedString', e: ['REB23003-1979', 'REB23003-2009'] },
      tgRNoIndex: { b: 'token', p: ['(_|[0-9]|[A-Z]|[a-z]){1,1}'] },
      tgRNoPart: { b: 'token', p: ['(_|[0-9]|[A-Z]|[a-z]){1,14}'] },
      tgRefDescr: { b: 'normalizedString', max: 3, e: ['Ref', 'Rep'] },
      tgSCType: { b: 'normalizedString', e: ['InHouseWrk', 'DespInHouseCap', 'LackOfInHouseCap'] },
      tgSectorType: { b: 'normalizedString', e: ['Crafts', 'Industry', 'Dealer', 'UtilityComp', 'Other'] },
      tgSettlementType: { b: 'normalizedString', e: ['accumulated', 'periodic'] },
      tgSpecialType: { b: 'normalizedString', e: ['Maint', 'MastAgree', 'MastMaintAgree'] },
      'tgStLNo.Type': { b: 'normalizedString', e: ['STLB-BauZ', 'StLB', 'StLK'] },
      tgStLNoText: { b: 'normalizedString', p: ['[0-9]{0,17}'] },
      tgString: { b: 'string' },
      'tgStyle.type': { b: 'normalizedString', e: ['text/css'] },
      tgSubDNo: { b: 'positiveInteger', maxI: '99' },
      tgTime: { b: 'time' },
      tgUPFracDig: { b: 'integer', minI: '2', maxI: '3' },
      tgUpCompType: { b: 'normalizedString', e: ['Wages', 'Materials', 'Plant', 'Miscellaneous', 'Unknown'] },
      tgUseDurLblTime: { b: 'normalizedString', e: ['minute', 'hour', 'day', 'week', 'month'] },
      tgVersDate: { b: 'gYearMonth' },
      tgVersion: { b: 'normalizedString', max: 10, e: ['3.3'] },
      tgWarrDur: { b: 'nonNegativeInteger', maxI: '99' },
      tgWarrUnit: { b: 'normalizedString', e: ['Years', 'Months'] },
      tgYes: { b: 'normalizedString', e: ['Yes'] },
      tgYesNo: { b: 'normalizedString', e: ['Yes', 'No'] },
      tgbr: { b: 'normalizedString', max: 0 },
      tgpage: { b: 'normalizedString', max: 0 },
      'xs:ID': { b: 'ID' },
      'xs:IDREF': { b: 'IDREF' },
    },
  },
  phases: {
    '81': {
      root: 'tgGAEB',
      complex: {
        tgAward: {
          c: 'DP:tgDP AwardInfo:tgAwardInfo? IndivAgrInfo:tgIndivAgrInfo? OWN:tgOWN? Requester:tgRequester? CTR:tgCTR? CnstSite:tgCnstSite?,NotifSite:tgNotifSite? AddText:tgAddText? BoQ:tgBoQ? WgChange:tgWgChange?',
        },
        tgAwardInfo: {
          c: 'BoQID:tgGUID32? Cat:tgCat? SpecialType:tgSpecialType? Cur:tgCur? CurLbl:tgCurLbl? BidDate:tgDate? OpenDate:tgDate? OpenTime:tgTime? EvalEnd:tgDate? SubmLoc:tgNormalizedString60? CnstStart:tgDate? CnstEnd:tgDate? ContrNo:tgNormalizedString20? ContrDate:tgDate? AcceptType:tgNormalizedString60? AcceptDate:tgDate? WarrDur:tgWarrDur? WarrUnit:tgWarrUnit? WarrEnd:tgDate? PerformPcnt:tgDecimal_9_6? WarrantPcnt:tgDecimal_9_6? COInfo:tgCOInfo? MaintInfo:tgMaintInfo? MastAgrInfo:tgMastAgrInfo? CashDiscount:tgCashDiscount? CtlgAssign:tgCtlgAssign?',
        },
        tgBoQCtgy: {
          c: 'LblTx:tgMLText CPVCode:tgCPVCode? CONo:tgCONo? COStatus:tgCOStatus? ALNBGroupNo:tgALNGroupNo? ALNBSerNo:tgALNSerNo? Accepted:tgAccepted? NotApplBoQ:tgNotAppl? CtlgAssign:tgCtlgAssign? BoQBody:tgBoQBody? Totals:tgTotals? AlterBidStatus:tgAlterBidStatus?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart!',
        },
        tgBoQInfo: {
          c: 'Name:tgNormalizedString20 LblBoQ:tgNormalizedString60 CPVCode:tgCPVCode? CONo:tgCONo? COStatus:tgCOStatus? Date:tgDate? OutlCompl:tgOutlCompl BoQBkdn:tgBoQBkdn NoUPComps:tgNoUPComps? LblUPComp1:tgLblUpComp? LblUPComp2:tgLblUpComp? LblUPComp3:tgLblUpComp? LblUPComp4:tgLblUpComp? LblUPComp5:tgLblUpComp? LblUPComp6:tgLblUpComp? LblTime:tgNormalizedString20? CtlgAssign:tgCtlgAssign? Totals:tgTotals? Ctlg:tgCtlg? QtyDetermInfo:tgQtyDetermInfo?',
        },
        tgBoQText: {
          c: 'Style:tgStyle? Text:tgFTextTC?,TextComplement:tgTextComplement?,attachment:tgNormalizedString?',
          a: 'style:tgAttStyle',
        },
        tgCTR: {
          c: 'Address:tgAddress? DPNo:tgNormalizedString60? AwardNo:tgNormalizedString60? AcctsPayNo:tgNormalizedString20? BidderNo:tgNormalizedString8? CntryType:tgCntryType? CntryName:tgCntryName? SectorType:tgSectorType? PrefBidType:tgPrefBidType? SCType:tgSCType? InsAs:tgInsAs? AddText:tgAddText?',
        },
        tgCnstSite: {
          c: 'Address:tgAddress? CnstSiteIDNo:tgNormalizedString20? CnstSiteName:tgNormalizedString60? AddText:tgAddText?',
        },
        tgCompleteText: {
          c: 'ComplTSA:tgYesNo? ComplTSB:tgYesNo? DetailTxt:tgBoQText OutlineText:tgOutlineText?',
        },
        tgDescription: {
          c: 'STLBBau:tgSTLBBau? StLNo:tgStLNo? WICNo:tgNormalizedString40? CompleteText:tgCompleteText? OutlineText:tgOutlineText? SubmissionComment:tgMLText?',
          a: 'ID:tgGUID32',
        },
        tgFTextTC: {
          c: 'p:tgpTC?,div:tgdivTC?,span:tgspan?,ul:tgulTC?,ol:tgolTC?,table:tgtableTC?,br:tgbr?,page:tgpage?,Image:tgImage?,TextComplement:tgTextComplement?',
          a: 'style:tgAttStyle textWidth:tgNormalizedString',
        },
        tgGAEB: { c: 'GAEBInfo:tgGAEBInfo PrjInfo:tgPrjInfo? Award:tgAward AddText:tgAddText?' },
        tgItem: {
          c: 'ALNGroupNo:tgALNGroupNo? ALNSerNo:tgALNSerNo? Accepted:tgAccepted? Provis:tgProvis? ProvisAccpt:tgYesNo? LumpSumItem:tgYesNo? NotAppl:tgNotAppl? HourIt:tgHourIt? KeyIt:tgKeyIt? UPBkdn:tgYesNo? MarkupIt:tgYesNo? CONo:tgCONo? COStatus:tgCOStatus? RefDescr:tgRefDescr? RefRNo:tgRefItem? RefPerfNo:tgRefItem? HoldOutType:tgHoldOutType? UseDur:tgDecimal_13_2? UseDurLblTime:tgUseDurLblTime? RefBaseItem:tgRefItem? QtyTBD:tgYes? Qty:tgDecimal_11_3? QtySplit:tgQtySplit? PredQty:tgDecimal_11_3? BillQty:tgDecimal_11_3? QU:tgNormalizedString4? CtlgAssign:tgCtlgAssign? UP:tgDecimal_13_3? UP110:tgDecimal_13_3? UPComp1:tgDecimal_13_3? UPComp2:tgDecimal_13_3? UPComp3:tgDecimal_13_3? UPComp4:tgDecimal_13_3? UPComp5:tgDecimal_13_3? UPComp6:tgDecimal_13_3? DiscountPcnt:tgDecimal_9_6? UPFrom:tgDecimal_13_3? UPAvg:tgDecimal_13_3? UPTo:tgDecimal_13_3? UPWgFrom:tgDecimal_13_3? UPWgAvg:tgDecimal_13_3? UPWgTo:tgDecimal_13_3? IT:tgDecimal_13_2? VAT:tgDecimal_5_2? PriceInfo:tgPriceInfo? TimeQu:tgDecimal_13_2? Description:tgDescription? BidComm:tgMLText? SumDescr:tgYes? SubDescr:tgSubDescr? Product:tgProduct? AlterBidStatus:tgAlterBidStatus? QtyDeterm:tgQtyDeterm?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart! RNoIndex:tgRNoIndex',
        },
        tgLotGrp: {
          c: 'LotGrNo:tgNormalizedString RefLotNo:tgRefBoQCtgy? Totals:tgTotals? CtlgAssign:tgCtlgAssign?',
          a: 'ID:xs:ID!',
        },
        tgMarkupItem: {
          c: 'ALNGroupNo:tgALNGroupNo? ALNSerNo:tgALNSerNo? Accepted:tgAccepted? Provis:tgProvis? ProvisAccpt:tgYesNo? NotAppl:tgNotAppl? HourIt:tgHourIt? KeyIt:tgKeyIt? CONo:tgCONo? COStatus:tgCOStatus? RefDescr:tgRefDescr? RefRNo:tgRefItem? RefPerfNo:tgRefItem? MarkupType:tgMarkupType MarkupSubQty:tgMarkupSubQty? ITMarkup:tgDecimal_13_2? Markup:tgDecimal_9_6? DiscountPcnt:tgDecimal_9_6? IT:tgDecimal_13_2? Description:tgDescription CtlgAssign:tgCtlgAssign? AlterBidStatus:tgAlterBidStatus?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart! RNoIndex:tgRNoIndex',
        },
        tgOWN: {
          c: 'Address:tgAddress? DPNo:tgNormalizedString60? AwardNo:tgNormalizedString60? AcctRecNo:tgNormalizedString20? CntryType:tgCntryType? CntryName:tgCntryName? AddText:tgAddText?',
        },
        tgPerfDescr: {
          c: 'PerfNo:tgPerfNo PerfLbl:tgNormalizedString55 Description:tgPerfDescription CONo:tgCONo? AlterBidStatus:tgAlterBidStatus? CtlgAssign:tgCtlgAssign?',
          a: 'ID:xs:ID!',
        },
        tgPerfDescription: {
          c: 'STLBBau:tgSTLBBau? StLNo:tgStLNo? WICNo:tgNormalizedString40? CompleteText:tgCompleteText? OutlineText:tgOutlineText? SubmissionComment:tgMLText? CtlgAssign:tgCtlgAssign?',
          a: 'ID:tgGUID32',
        },
        tgPrjInfo: {
          c: 'NamePrj:tgNormalizedString60? PrjID:tgGUID32? LblPrj:tgNormalizedString100? Descrip:tgFText? Cur:tgCur? CurLbl:tgCurLbl? BidCommPerm:tgYesNo? AlterBidPerm:tgYes? AddText:tgAddText? UPFracDig:tgUPFracDig? CtlgAssign:tgCtlgAssign?',
        },
        tgRemark: {
          c: 'Description:tgDescription CONo:tgCONo? AlterBidStatus:tgAlterBidStatus? CtlgAssign:tgCtlgAssign?',
          a: 'ID:xs:ID!',
        },
        tgSubDescr: {
          c: 'SubDNo:tgSubDNo Description:tgDescription QtySpec:tgYes? QtyTBD:tgYes? Qty:tgDecimal_11_3? QU:tgNormalizedString4? UPSpec:tgYesNo? UPBkdn:tgYesNo? UP:tgDecimal_13_3? UPComp1:tgDecimal_13_3? UPComp2:tgDecimal_13_3? UPComp3:tgDecimal_13_3? UPComp4:tgDecimal_13_3? UPComp5:tgDecimal_13_3? UPComp6:tgDecimal_13_3? CtlgAssign:tgCtlgAssign?',
        },
        tgTextComplement: {
          c: 'ComplCaption:tgMLText? ComplBodyDec:tgComplBodyDec? ComplBodyInt:tgComplBodyInt? ComplBody:tgMLText ComplTail:tgMLText? CtlgAssign:tgCtlgAssign?',
          a: 'ID:tgGUID32 MarkLbl:tgInteger! Kind:tgAttKind! Empty:tgYes ArtChrIdent:tgInteger',
        },
        tgdivTC: {
          c: 'span:tgspan?,br:tgbr?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgliTC: {
          c: 'p:tgpTC?,div:tgdivTC?,span:tgspan?,br:tgbr?,ul:tgulTC?,ol:tgolTC?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgpTC: {
          c: 'span:tgspan?,br:tgbr?,image:tgImage?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgtdTC: {
          c: 'p:tgpTC?,div:tgdivTC?,span:tgspan?,br:tgbr?,table:tgtableTC?,ol:tgolTC?,ul:tgulTC?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign colspan:tgAttColspan rowspan:tgAttRowspan valign:tgAttValign',
        },
        tgtrTC: {
          c: 'th:tgth?,td:tgtdTC?',
          a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign valign:tgAttValign',
        },
      },
      simple: { tgDP: { b: 'normalizedString', e: ['81'] } },
    },
    '83': {
      root: 'tgGAEB',
      complex: {
        tgAward: {
          c: 'DP:tgDP AwardInfo:tgAwardInfo? OWN:tgOWN? Requester:tgRequester? CnstSite:tgCnstSite?,NotifSite:tgNotifSite? AddText:tgAddText? BoQ:tgBoQ? WgChange:tgWgChange?',
        },
        tgAwardInfo: {
          c: 'BoQID:tgGUID32? Cat:tgCat? SpecialType:tgSpecialType? Cur:tgCur? CurLbl:tgCurLbl? BidDate:tgDate? OpenDate:tgDate? OpenTime:tgTime? EvalEnd:tgDate? SubmLoc:tgNormalizedString60? CnstStart:tgDate? CnstEnd:tgDate? ContrNo:tgNormalizedString20? ContrDate:tgDate? AcceptType:tgNormalizedString60? AcceptDate:tgDate? WarrDur:tgWarrDur? WarrUnit:tgWarrUnit? WarrEnd:tgDate? PerformPcnt:tgDecimal_9_6? WarrantPcnt:tgDecimal_9_6? COInfo:tgCOInfo? MaintInfo:tgMaintInfo? MastAgrInfo:tgMastAgrInfo? CtlgAssign:tgCtlgAssign?',
        },
        tgBoQCtgy: {
          c: 'LblTx:tgMLText CPVCode:tgCPVCode? CONo:tgCONo? COStatus:tgCOStatus? ALNBGroupNo:tgALNGroupNo? ALNBSerNo:tgALNSerNo? NotApplBoQ:tgNotAppl? CtlgAssign:tgCtlgAssign? BoQBody:tgBoQBody?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart!',
        },
        tgBoQInfo: {
          c: 'Name:tgNormalizedString20 LblBoQ:tgNormalizedString60 CPVCode:tgCPVCode? CONo:tgCONo? COStatus:tgCOStatus? Date:tgDate? OutlCompl:tgOutlCompl BoQBkdn:tgBoQBkdn NoUPComps:tgNoUPComps? LblUPComp1:tgLblUpComp? LblUPComp2:tgLblUpComp? LblUPComp3:tgLblUpComp? LblUPComp4:tgLblUpComp? LblUPComp5:tgLblUpComp? LblUPComp6:tgLblUpComp? LblTime:tgNormalizedString20? CtlgAssign:tgCtlgAssign? Ctlg:tgCtlg? QtyDetermInfo:tgQtyDetermInfo?',
        },
        tgBoQText: {
          c: 'Style:tgStyle? Text:tgFTextTC?,TextComplement:tgTextComplement?,attachment:tgNormalizedString?',
          a: 'style:tgAttStyle',
        },
        tgCnstSite: {
          c: 'Address:tgAddress? CnstSiteIDNo:tgNormalizedString20? CnstSiteName:tgNormalizedString60? AddText:tgAddText?',
        },
        tgCompleteText: {
          c: 'ComplTSA:tgYesNo? ComplTSB:tgYesNo? DetailTxt:tgBoQText OutlineText:tgOutlineText?',
        },
        tgDescription: {
          c: 'STLBBau:tgSTLBBau? StLNo:tgStLNo? WICNo:tgNormalizedString40? CompleteText:tgCompleteText? OutlineText:tgOutlineText?',
          a: 'ID:tgGUID32',
        },
        tgFTextTC: {
          c: 'p:tgpTC?,div:tgdivTC?,span:tgspan?,ul:tgulTC?,ol:tgolTC?,table:tgtableTC?,br:tgbr?,page:tgpage?,Image:tgImage?,TextComplement:tgTextComplement?',
          a: 'style:tgAttStyle textWidth:tgNormalizedString',
        },
        tgGAEB: { c: 'GAEBInfo:tgGAEBInfo PrjInfo:tgPrjInfo? Award:tgAward AddText:tgAddText?' },
        tgItem: {
          c: 'ALNGroupNo:tgALNGroupNo? ALNSerNo:tgALNSerNo? Provis:tgProvis? LumpSumItem:tgYesNo? HourIt:tgHourIt? KeyIt:tgKeyIt? UPBkdn:tgYesNo? MarkupIt:tgYesNo? CONo:tgCONo? COStatus:tgCOStatus? RefDescr:tgRefDescr? RefRNo:tgRefItem? RefPerfNo:tgRefItem? HoldOutType:tgHoldOutType? UseDur:tgDecimal_13_2? UseDurLblTime:tgUseDurLblTime? RefBaseItem:tgRefItem? QtyTBD:tgYes? Qty:tgDecimal_11_3? QtySplit:tgQtySplit? QU:tgNormalizedString4 CtlgAssign:tgCtlgAssign? VAT:tgDecimal_5_2? Description:tgDescription? SumDescr:tgYes? SubDescr:tgSubDescr? Product:tgProduct? QtyDeterm:tgQtyDeterm?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart! RNoIndex:tgRNoIndex',
        },
        tgLotGrp: {
          c: 'LotGrNo:tgNormalizedString RefLotNo:tgRefBoQCtgy CtlgAssign:tgCtlgAssign?',
          a: 'ID:xs:ID!',
        },
        tgMarkupItem: {
          c: 'ALNGroupNo:tgALNGroupNo? ALNSerNo:tgALNSerNo? Provis:tgProvis? HourIt:tgHourIt? KeyIt:tgKeyIt? CONo:tgCONo? COStatus:tgCOStatus? RefDescr:tgRefDescr? RefRNo:tgRefItem? RefPerfNo:tgRefItem? MarkupType:tgMarkupType MarkupSubQty:tgMarkupSubQty? Description:tgDescription CtlgAssign:tgCtlgAssign?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart! RNoIndex:tgRNoIndex',
        },
        tgOWN: {
          c: 'Address:tgAddress? DPNo:tgNormalizedString60? AwardNo:tgNormalizedString60? AcctRecNo:tgNormalizedString20? CntryType:tgCntryType? CntryName:tgCntryName? AddText:tgAddText?',
        },
        tgPerfDescr: {
          c: 'PerfNo:tgPerfNo PerfLbl:tgNormalizedString55 Description:tgPerfDescription CONo:tgCONo? CtlgAssign:tgCtlgAssign?',
          a: 'ID:xs:ID!',
        },
        tgPerfDescription: {
          c: 'STLBBau:tgSTLBBau? StLNo:tgStLNo? WICNo:tgNormalizedString40? CompleteText:tgCompleteText? OutlineText:tgOutlineText? CtlgAssign:tgCtlgAssign?',
          a: 'ID:tgGUID32',
        },
        tgPrjInfo: {
          c: 'NamePrj:tgNormalizedString60? PrjID:tgGUID32? LblPrj:tgNormalizedString100? Descrip:tgFText? Cur:tgCur? CurLbl:tgCurLbl? BidCommPerm:tgYesNo? AlterBidPerm:tgYes? AddText:tgAddText? UPFracDig:tgUPFracDig? CtlgAssign:tgCtlgAssign?',
        },
        tgRemark: { c: 'Description:tgDescription CONo:tgCONo? CtlgAssign:tgCtlgAssign?', a: 'ID:xs:ID!' },
        tgSubDescr: {
          c: 'SubDNo:tgSubDNo Description:tgDescription QtySpec:tgYes? QtyTBD:tgYes? Qty:tgDecimal_11_3? QU:tgNormalizedString4? UPSpec:tgYesNo? UPBkdn:tgYesNo? CtlgAssign:tgCtlgAssign?',
        },
        tgTextComplement: {
          c: 'ComplCaption:tgMLText? ComplBodyDec:tgComplBodyDec? ComplBodyInt:tgComplBodyInt? ComplBody:tgMLText ComplTail:tgMLText? CtlgAssign:tgCtlgAssign?',
          a: 'ID:tgGUID32 MarkLbl:tgInteger! Kind:tgAttKind! Empty:tgYes ArtChrIdent:tgInteger',
        },
        tgdivTC: {
          c: 'span:tgspan?,br:tgbr?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgliTC: {
          c: 'p:tgpTC?,div:tgdivTC?,span:tgspan?,br:tgbr?,ul:tgulTC?,ol:tgolTC?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgpTC: {
          c: 'span:tgspan?,br:tgbr?,image:tgImage?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgtdTC: {
          c: 'p:tgpTC?,div:tgdivTC?,span:tgspan?,br:tgbr?,table:tgtableTC?,ol:tgolTC?,ul:tgulTC?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign colspan:tgAttColspan rowspan:tgAttRowspan valign:tgAttValign',
        },
        tgtrTC: {
          c: 'th:tgth?,td:tgtdTC?',
          a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign valign:tgAttValign',
        },
      },
      simple: { tgDP: { b: 'normalizedString', e: ['83'] } },
    },
    '84': {
      root: 'tgGAEB',
      complex: {
        tgAward: { c: 'DP:tgDP AwardInfo:tgAwardInfo? CTR:tgCTR BoQ:tgBoQ WgChange:tgWgChange?' },
        tgAwardInfo: {
          c: 'BoQID:tgGUID32? Cur:tgCur? CurLbl:tgCurLbl? BidDate:tgDate? CashDiscount:tgCashDiscount?',
        },
        tgBoQCtgy: { c: 'BoQBody:tgBoQBody? Totals:tgTotals', a: 'ID:xs:ID! RNoPart:tgRNoPart!' },
        tgBoQInfo: {
          c: 'Name:tgNormalizedString20 BoQBkdn:tgBoQBkdn Totals:tgTotals? QtyDetermInfo:tgQtyDetermInfo?',
        },
        tgBoQText: {
          c: 'Style:tgStyle? Text:tgFTextTC?,TextComplement:tgTextComplement?',
          a: 'style:tgAttStyle',
        },
        tgCTR: {
          c: 'Address:tgAddress DPNo:tgNormalizedString60? AwardNo:tgNormalizedString60? AcctsPayNo:tgNormalizedString20? CntryType:tgCntryType? CntryName:tgCntryName? SectorType:tgSectorType? PrefBidType:tgPrefBidType? SCType:tgSCType? InsAs:tgInsAs? AddText:tgAddText?',
        },
        tgCompleteText: { c: 'DetailTxt:tgBoQText' },
        tgDescription: { c: 'CompleteText:tgCompleteText', a: 'ID:tgGUID32' },
        tgFTextTC: {
          c: 'p:tgpTC?,div:tgdivTC?,ul:tgulTC?,ol:tgolTC?,table:tgtableTC?,TextComplement:tgTextComplement?',
          a: 'style:tgAttStyle textWidth:tgNormalizedString',
        },
        tgGAEB: { c: 'GAEBInfo:tgGAEBInfo PrjInfo:tgPrjInfo? Award:tgAward' },
        tgItem: {
          c: 'NotOffered:tgYes? Qty:tgDecimal_11_3? UP:tgDecimal_13_3? UPComp1:tgDecimal_13_3? UPComp2:tgDecimal_13_3? UPComp3:tgDecimal_13_3? UPComp4:tgDecimal_13_3? UPComp5:tgDecimal_13_3? UPComp6:tgDecimal_13_3? DiscountPcnt:tgDecimal_9_6? IT:tgDecimal_13_2? VAT:tgDecimal_5_2? TimeQu:tgDecimal_13_2? Description:tgDescription? BidComm:tgMLText? SubDescr:tgSubDescr? Product:tgProduct? QtyDeterm:tgQtyDeterm?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart! RNoIndex:tgRNoIndex',
        },
        tgLotGrp: { c: 'LotGrNo:tgNormalizedString Totals:tgTotals', a: 'ID:xs:ID!' },
        tgMarkupItem: {
          c: 'ITMarkup:tgDecimal_13_2? Markup:tgDecimal_9_6? DiscountPcnt:tgDecimal_9_6? IT:tgDecimal_13_2? Description:tgDescription?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart! RNoIndex:tgRNoIndex',
        },
        tgPerfDescr: { c: 'PerfNo:tgPerfNo Description:tgPerfDescription?', a: 'ID:xs:ID!' },
        tgPerfDescription: { c: 'CompleteText:tgCompleteText', a: 'ID:tgGUID32' },
        tgPrjInfo: { c: 'NamePrj:tgNormalizedString60 PrjID:tgGUID32? LblPrj:tgNormalizedString100?' },
        tgRemark: { c: 'Description:tgDescription?', a: 'ID:xs:ID!' },
        tgSubDescr: {
          c: 'SubDNo:tgSubDNo Description:tgDescription? Qty:tgDecimal_11_3? UP:tgDecimal_13_3? UPComp1:tgDecimal_13_3? UPComp2:tgDecimal_13_3? UPComp3:tgDecimal_13_3? UPComp4:tgDecimal_13_3? UPComp5:tgDecimal_13_3? UPComp6:tgDecimal_13_3?',
        },
        tgTextComplement: {
          c: 'ComplBodyDec:tgComplBodyDec? ComplBodyInt:tgComplBodyInt? ComplBody:tgMLText',
          a: 'ID:tgGUID32 MarkLbl:tgInteger! Kind:tgAttKind! Empty:tgYes ArtChrIdent:tgInteger',
        },
        tgdivTC: { c: 'TextComplement:tgTextComplement?', a: 'class:tgAttClass style:tgAttStyle' },
        tgliTC: {
          c: 'p:tgpTC?,div:tgdivTC?,ul:tgulTC?,ol:tgolTC?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgpTC: { c: 'TextComplement:tgTextComplement?', a: 'class:tgAttClass style:tgAttStyle' },
        tgtdTC: {
          c: 'p:tgpTC?,div:tgdivTC?,table:tgtableTC?,ol:tgolTC?,ul:tgulTC?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign colspan:tgAttColspan rowspan:tgAttRowspan valign:tgAttValign',
        },
        tgtrTC: {
          c: 'td:tgtdTC?',
          a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign valign:tgAttValign',
        },
      },
      simple: { tgDP: { b: 'normalizedString', e: ['84', '84Z'] } },
    },
    '86': {
      root: 'tgGAEB',
      complex: {
        tgAward: {
          c: 'DP:tgDP AwardInfo:tgAwardInfo? OWN:tgOWN Requester:tgRequester? CTR:tgCTR CnstSite:tgCnstSite?,NotifSite:tgNotifSite? AddText:tgAddText? BoQ:tgBoQ? WgChange:tgWgChange?',
        },
        tgAwardInfo: {
          c: 'Cur:tgCur? CurLbl:tgCurLbl? BidDate:tgDate? CnstStart:tgDate? CnstEnd:tgDate? ContrNo:tgNormalizedString20? ContrDate:tgDate? AcceptType:tgNormalizedString60? WarrDur:tgWarrDur? WarrUnit:tgWarrUnit? WarrEnd:tgDate? PerformPcnt:tgDecimal_9_6? WarrantPcnt:tgDecimal_9_6? COInfo:tgCOInfo? MaintInfo:tgMaintInfo? MastAgrInfo:tgMastAgrInfo? CashDiscount:tgCashDiscount? CtlgAssign:tgCtlgAssign?',
        },
        tgBoQCtgy: {
          c: 'LblTx:tgMLText CPVCode:tgCPVCode? CONo:tgCONo? COStatus:tgCOStatus? ALNBGroupNo:tgALNGroupNo? ALNBSerNo:tgALNSerNo? Accepted:tgAccepted? NotApplBoQ:tgNotAppl? CtlgAssign:tgCtlgAssign? BoQBody:tgBoQBody? Totals:tgTotals AlterBidStatus:tgAlterBidStatus?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart!',
        },
        tgBoQInfo: {
          c: 'Name:tgNormalizedString20 LblBoQ:tgNormalizedString60 CPVCode:tgCPVCode? CONo:tgCONo? COStatus:tgCOStatus? Date:tgDate? OutlCompl:tgOutlCompl BoQBkdn:tgBoQBkdn NoUPComps:tgNoUPComps? LblUPComp1:tgLblUpComp? LblUPComp2:tgLblUpComp? LblUPComp3:tgLblUpComp? LblUPComp4:tgLblUpComp? LblUPComp5:tgLblUpComp? LblUPComp6:tgLblUpComp? LblTime:tgNormalizedString20? CtlgAssign:tgCtlgAssign? Totals:tgTotals? Ctlg:tgCtlg? QtyDetermInfo:tgQtyDetermInfo?',
        },
        tgBoQText: {
          c: 'Style:tgStyle? Text:tgFTextTC?,TextComplement:tgTextComplement?,attachment:tgNormalizedString?',
          a: 'style:tgAttStyle',
        },
        tgCTR: {
          c: 'Address:tgAddress DPNo:tgNormalizedString60? AwardNo:tgNormalizedString60? AcctsPayNo:tgNormalizedString20? BidderNo:tgNormalizedString8? CntryType:tgCntryType? CntryName:tgCntryName? SectorType:tgSectorType? PrefBidType:tgPrefBidType? SCType:tgSCType? InsAs:tgInsAs? AddText:tgAddText?',
        },
        tgCnstSite: {
          c: 'Address:tgAddress CnstSiteIDNo:tgNormalizedString20? CnstSiteName:tgNormalizedString60? AddText:tgAddText?',
        },
        tgCompleteText: {
          c: 'ComplTSA:tgYesNo? ComplTSB:tgYesNo? DetailTxt:tgBoQText OutlineText:tgOutlineText?',
        },
        tgDescription: {
          c: 'STLBBau:tgSTLBBau? StLNo:tgStLNo? WICNo:tgNormalizedString40? CompleteText:tgCompleteText? OutlineText:tgOutlineText?',
          a: 'ID:tgGUID32',
        },
        tgFTextTC: {
          c: 'p:tgpTC?,div:tgdivTC?,span:tgspan?,ul:tgulTC?,ol:tgolTC?,table:tgtableTC?,br:tgbr?,page:tgpage?,Image:tgImage?,TextComplement:tgTextComplement?',
          a: 'style:tgAttStyle textWidth:tgNormalizedString',
        },
        tgGAEB: { c: 'GAEBInfo:tgGAEBInfo PrjInfo:tgPrjInfo? Award:tgAward AddText:tgAddText?' },
        tgItem: {
          c: 'ALNGroupNo:tgALNGroupNo? ALNSerNo:tgALNSerNo? Accepted:tgAccepted? Provis:tgProvis? ProvisAccpt:tgYesNo? LumpSumItem:tgYesNo? NotAppl:tgNotAppl? HourIt:tgHourIt? KeyIt:tgKeyIt? UPBkdn:tgYesNo? MarkupIt:tgYesNo? CONo:tgCONo? COStatus:tgCOStatus? RefDescr:tgRefDescr? RefRNo:tgRefItem? RefPerfNo:tgRefItem? HoldOutType:tgHoldOutType? UseDur:tgDecimal_13_2? UseDurLblTime:tgUseDurLblTime? RefBaseItem:tgRefItem? QtyTBD:tgYes? Qty:tgDecimal_11_3? QtySplit:tgQtySplit? PredQty:tgDecimal_11_3? QU:tgNormalizedString4? CtlgAssign:tgCtlgAssign? UP:tgDecimal_13_3? UP110:tgDecimal_13_3? UPComp1:tgDecimal_13_3? UPComp2:tgDecimal_13_3? UPComp3:tgDecimal_13_3? UPComp4:tgDecimal_13_3? UPComp5:tgDecimal_13_3? UPComp6:tgDecimal_13_3? DiscountPcnt:tgDecimal_9_6? IT:tgDecimal_13_2? VAT:tgDecimal_5_2? TimeQu:tgDecimal_13_2? Description:tgDescription? BidComm:tgMLText? SumDescr:tgYes? SubDescr:tgSubDescr? Product:tgProduct? AlterBidStatus:tgAlterBidStatus? QtyDeterm:tgQtyDeterm?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart! RNoIndex:tgRNoIndex',
        },
        tgLotGrp: {
          c: 'LotGrNo:tgNormalizedString RefLotNo:tgRefBoQCtgy? Totals:tgTotals? CtlgAssign:tgCtlgAssign?',
          a: 'ID:xs:ID!',
        },
        tgMarkupItem: {
          c: 'ALNGroupNo:tgALNGroupNo? ALNSerNo:tgALNSerNo? Accepted:tgAccepted? Provis:tgProvis? ProvisAccpt:tgYesNo? NotAppl:tgNotAppl? HourIt:tgHourIt? KeyIt:tgKeyIt? CONo:tgCONo? COStatus:tgCOStatus? RefDescr:tgRefDescr? RefRNo:tgRefItem? RefPerfNo:tgRefItem? MarkupType:tgMarkupType MarkupSubQty:tgMarkupSubQty? ITMarkup:tgDecimal_13_2 Markup:tgDecimal_9_6 DiscountPcnt:tgDecimal_9_6? IT:tgDecimal_13_2? Description:tgDescription CtlgAssign:tgCtlgAssign? AlterBidStatus:tgAlterBidStatus?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart! RNoIndex:tgRNoIndex',
        },
        tgOWN: {
          c: 'Address:tgAddress DPNo:tgNormalizedString60? AwardNo:tgNormalizedString60? AcctRecNo:tgNormalizedString20? CntryType:tgCntryType? CntryName:tgCntryName? AddText:tgAddText?',
        },
        tgPerfDescr: {
          c: 'PerfNo:tgPerfNo PerfLbl:tgNormalizedString55 Description:tgPerfDescription CONo:tgCONo? AlterBidStatus:tgAlterBidStatus? CtlgAssign:tgCtlgAssign?',
          a: 'ID:xs:ID!',
        },
        tgPerfDescription: {
          c: 'STLBBau:tgSTLBBau? StLNo:tgStLNo? WICNo:tgNormalizedString40? CompleteText:tgCompleteText? OutlineText:tgOutlineText? CtlgAssign:tgCtlgAssign?',
          a: 'ID:tgGUID32',
        },
        tgPrjInfo: {
          c: 'NamePrj:tgNormalizedString60? PrjID:tgGUID32? LblPrj:tgNormalizedString100? Descrip:tgFText? Cur:tgCur? CurLbl:tgCurLbl? BidCommPerm:tgYesNo? AlterBidPerm:tgYes? AddText:tgAddText? UPFracDig:tgUPFracDig? CtlgAssign:tgCtlgAssign?',
        },
        tgRemark: {
          c: 'Description:tgDescription CONo:tgCONo? AlterBidStatus:tgAlterBidStatus? CtlgAssign:tgCtlgAssign?',
          a: 'ID:xs:ID!',
        },
        tgSubDescr: {
          c: 'SubDNo:tgSubDNo Description:tgDescription QtySpec:tgYes? QtyTBD:tgYes? Qty:tgDecimal_11_3? QU:tgNormalizedString4? UPSpec:tgYesNo? UPBkdn:tgYesNo? UP:tgDecimal_13_3? UPComp1:tgDecimal_13_3? UPComp2:tgDecimal_13_3? UPComp3:tgDecimal_13_3? UPComp4:tgDecimal_13_3? UPComp5:tgDecimal_13_3? UPComp6:tgDecimal_13_3? CtlgAssign:tgCtlgAssign?',
        },
        tgTextComplement: {
          c: 'ComplCaption:tgMLText? ComplBodyDec:tgComplBodyDec? ComplBodyInt:tgComplBodyInt? ComplBody:tgMLText ComplTail:tgMLText? CtlgAssign:tgCtlgAssign?',
          a: 'ID:tgGUID32 MarkLbl:tgInteger! Kind:tgAttKind! Empty:tgYes ArtChrIdent:tgInteger',
        },
        tgdivTC: {
          c: 'span:tgspan?,br:tgbr?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgliTC: {
          c: 'p:tgpTC?,div:tgdivTC?,span:tgspan?,br:tgbr?,ul:tgulTC?,ol:tgolTC?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgpTC: {
          c: 'span:tgspan?,br:tgbr?,image:tgImage?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgtdTC: {
          c: 'p:tgpTC?,div:tgdivTC?,span:tgspan?,br:tgbr?,table:tgtableTC?,ol:tgolTC?,ul:tgulTC?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign colspan:tgAttColspan rowspan:tgAttRowspan valign:tgAttValign',
        },
        tgtrTC: {
          c: 'th:tgth?,td:tgtdTC?',
          a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign valign:tgAttValign',
        },
      },
      simple: { tgDP: { b: 'normalizedString', e: ['86'] } },
    },
    '89': {
      root: 'tgGAEB',
      complex: {
        tgBoQCtgy: {
          c: 'LblTx:tgMLText CPVCode:tgCPVCode? ALNBGroupNo:tgALNGroupNo? ALNBSerNo:tgALNSerNo? Accepted:tgAccepted? CtlgAssign:tgCtlgAssign? BoQBody:tgBoQBody? Totals:tgTotals',
          a: 'ID:xs:ID! RNoPart:tgRNoPart!',
        },
        tgBoQInfo: {
          c: 'Name:tgNormalizedString20 LblBoQ:tgNormalizedString60 CPVCode:tgCPVCode? Date:tgDate? OutlCompl:tgOutlCompl BoQBkdn:tgBoQBkdn NoUPComps:tgNoUPComps? LblUPComp1:tgLblUpComp? LblUPComp2:tgLblUpComp? LblUPComp3:tgLblUpComp? LblUPComp4:tgLblUpComp? LblUPComp5:tgLblUpComp? LblUPComp6:tgLblUpComp? LblTime:tgNormalizedString20? CtlgAssign:tgCtlgAssign? Totals:tgTotals Ctlg:tgCtlg? QtyDetermInfo:tgQtyDetermInfo?',
        },
        tgBoQText: {
          c: 'Style:tgStyle? Text:tgFTextTC?,TextComplement:tgTextComplement?,attachment:tgNormalizedString?',
          a: 'style:tgAttStyle',
        },
        tgCTR: {
          c: 'Address:tgAddress? DPNo:tgNormalizedString60? AwardNo:tgNormalizedString60? AcctsPayNo:tgNormalizedString20? BidderNo:tgNormalizedString8? CntryType:tgCntryType? CntryName:tgCntryName? SectorType:tgSectorType? PrefBidType:tgPrefBidType? SCType:tgSCType? InsAs:tgInsAs? AddText:tgAddText?',
        },
        tgCnstSite: {
          c: 'Address:tgAddress? CnstSiteIDNo:tgNormalizedString20? CnstSiteName:tgNormalizedString60? AddText:tgAddText?',
        },
        tgCompleteText: {
          c: 'ComplTSA:tgYesNo? ComplTSB:tgYesNo? DetailTxt:tgBoQText OutlineText:tgOutlineText?',
        },
        tgDescription: {
          c: 'STLBBau:tgSTLBBau? StLNo:tgStLNo? WICNo:tgNormalizedString40? CompleteText:tgCompleteText? OutlineText:tgOutlineText?',
          a: 'ID:tgGUID32',
        },
        tgFTextTC: {
          c: 'p:tgpTC?,div:tgdivTC?,span:tgspan?,ul:tgulTC?,ol:tgolTC?,table:tgtableTC?,br:tgbr?,page:tgpage?,Image:tgImage?,TextComplement:tgTextComplement?',
          a: 'style:tgAttStyle textWidth:tgNormalizedString',
        },
        tgGAEB: { c: 'GAEBInfo:tgGAEBInfo PrjInfo:tgPrjInfo? Invoice:tgInvoice AddText:tgAddText?' },
        tgItem: {
          c: 'ALNGroupNo:tgALNGroupNo? ALNSerNo:tgALNSerNo? Accepted:tgAccepted? Provis:tgProvis? ProvisAccpt:tgYesNo? LumpSumItem:tgYesNo? HourIt:tgHourIt? KeyIt:tgKeyIt? UPBkdn:tgYesNo? MarkupIt:tgYesNo? CONo:tgCONo? COStatus:tgCOStatus? RefDescr:tgRefDescr? RefRNo:tgRefItem? RefPerfNo:tgRefItem? HoldOutType:tgHoldOutType? UseDur:tgDecimal_13_2? UseDurLblTime:tgUseDurLblTime? RefBaseItem:tgRefItem? BillQty:tgDecimal_11_3 QU:tgNormalizedString4 CtlgAssign:tgCtlgAssign? UP:tgDecimal_13_3? UPComp1:tgDecimal_13_3? UPComp2:tgDecimal_13_3? UPComp3:tgDecimal_13_3? UPComp4:tgDecimal_13_3? UPComp5:tgDecimal_13_3? UPComp6:tgDecimal_13_3? DiscountPcnt:tgDecimal_9_6? IT:tgDecimal_13_2 VAT:tgDecimal_5_2? PriceInfo:tgPriceInfo? TimeQu:tgDecimal_13_2? Description:tgDescription SumDescr:tgYes? SubDescr:tgSubDescr? Product:tgProduct? CheckNote:tgCheckNote? QtyDeterm:tgQtyDeterm?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart! RNoIndex:tgRNoIndex',
        },
        tgLotGrp: {
          c: 'LotGrNo:tgNormalizedString RefLotNo:tgRefBoQCtgy Totals:tgTotals CtlgAssign:tgCtlgAssign?',
          a: 'ID:xs:ID!',
        },
        tgMarkupItem: {
          c: 'ALNGroupNo:tgALNGroupNo? ALNSerNo:tgALNSerNo? Accepted:tgAccepted? Provis:tgProvis? ProvisAccpt:tgYesNo? HourIt:tgHourIt? KeyIt:tgKeyIt? CONo:tgCONo? COStatus:tgCOStatus? RefDescr:tgRefDescr? RefRNo:tgRefItem? RefPerfNo:tgRefItem? MarkupType:tgMarkupType MarkupSubQty:tgMarkupSubQty? ITMarkup:tgDecimal_13_2 Markup:tgDecimal_9_6 DiscountPcnt:tgDecimal_9_6? IT:tgDecimal_13_2 Description:tgDescription CtlgAssign:tgCtlgAssign? CheckNote:tgCheckNote?',
          a: 'ID:xs:ID! RNoPart:tgRNoPart! RNoIndex:tgRNoIndex',
        },
        tgOWN: {
          c: 'Address:tgAddress? DPNo:tgNormalizedString60? AwardNo:tgNormalizedString60? AcctRecNo:tgNormalizedString20? CntryType:tgCntryType? CntryName:tgCntryName? AddText:tgAddText?',
        },
        tgPerfDescr: {
          c: 'PerfNo:tgPerfNo PerfLbl:tgNormalizedString55 Description:tgPerfDescription CONo:tgCONo? CtlgAssign:tgCtlgAssign?',
          a: 'ID:xs:ID!',
        },
        tgPerfDescription: {
          c: 'STLBBau:tgSTLBBau? StLNo:tgStLNo? WICNo:tgNormalizedString40? CompleteText:tgCompleteText? OutlineText:tgOutlineText? CtlgAssign:tgCtlgAssign?',
          a: 'ID:tgGUID32',
        },
        tgPrjInfo: {
          c: 'NamePrj:tgNormalizedString60? PrjID:tgGUID32? LblPrj:tgNormalizedString100? Descrip:tgFText? Cur:tgCur? CurLbl:tgCurLbl? AddText:tgAddText? UPFracDig:tgUPFracDig? CtlgAssign:tgCtlgAssign?',
        },
        tgRemark: { c: 'Description:tgDescription CONo:tgCONo? CtlgAssign:tgCtlgAssign?', a: 'ID:xs:ID!' },
        tgSubDescr: {
          c: 'SubDNo:tgSubDNo Description:tgDescription? QtySpec:tgYes? QtyTBD:tgYes? Qty:tgDecimal_11_3? QU:tgNormalizedString4? UPSpec:tgYesNo? UPBkdn:tgYesNo? UP:tgDecimal_13_3? UPComp1:tgDecimal_13_3? UPComp2:tgDecimal_13_3? UPComp3:tgDecimal_13_3? UPComp4:tgDecimal_13_3? UPComp5:tgDecimal_13_3? UPComp6:tgDecimal_13_3? CtlgAssign:tgCtlgAssign?',
        },
        tgTextComplement: {
          c: 'ComplCaption:tgMLText? ComplBodyDec:tgComplBodyDec? ComplBodyInt:tgComplBodyInt? ComplBody:tgMLText ComplTail:tgMLText? CtlgAssign:tgCtlgAssign?',
          a: 'ID:tgGUID32 MarkLbl:tgInteger! Kind:tgAttKind! Empty:tgYes ArtChrIdent:tgInteger',
        },
        tgdivTC: {
          c: 'span:tgspan?,br:tgbr?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgliTC: {
          c: 'p:tgpTC?,div:tgdivTC?,span:tgspan?,br:tgbr?,ul:tgulTC?,ol:tgolTC?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgpTC: {
          c: 'span:tgspan?,br:tgbr?,image:tgImage?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle',
        },
        tgtdTC: {
          c: 'p:tgpTC?,div:tgdivTC?,span:tgspan?,br:tgbr?,table:tgtableTC?,ol:tgolTC?,ul:tgulTC?,TextComplement:tgTextComplement?',
          a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign colspan:tgAttColspan rowspan:tgAttRowspan valign:tgAttValign',
        },
        tgtrTC: {
          c: 'th:tgth?,td:tgtdTC?',
          a: 'class:tgAttClass style:tgAttStyle align:tgAttAlign valign:tgAttValign',
        },
      },
      simple: {},
    },
  },
};
