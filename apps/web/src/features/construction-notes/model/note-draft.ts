import {
  constructionNoteContentSchema,
  type ConstructionNoteContent,
  type WeatherCondition,
} from '@vendoc/contract/construction-notes';
import { toGermanInput } from '../../../lib/format/decimal-format';
import { readGermanDecimal, type DecimalRules } from '../../../lib/format/german-input';

// The entry form's state: what the user typed, as text (German figures "7,5"), turned into the contract's
// content (decimal strings "7.5") on saving; a field that cannot be read gets its message under its path, the
// same path the server's 400 names (`crew.0.hours`).

export type FieldKind = 'text' | 'multiline' | 'decimal' | 'integer' | 'date' | 'flag';

export interface FieldSpec {
  readonly name: string;
  readonly kind: FieldKind;
  readonly decimal?: DecimalRules;
  readonly required?: boolean;
  /** Share of a row's width on wide screens (12 = the whole row). */
  readonly width: number;
}

const HOURS: DecimalRules = { scale: 2, integerDigits: 4, signed: false };
const QUANTITY: DecimalRules = { scale: 3, integerDigits: 9, signed: true };
const TEMPERATURE: DecimalRules = { scale: 1, integerDigits: 2, signed: true };

/** The list sections of an entry, in the order of the form; the names are the contract's. */
export const LIST_SECTIONS = {
  crew: [
    { name: 'name', kind: 'text', required: true, width: 8 },
    { name: 'hours', kind: 'decimal', decimal: HOURS, width: 4 },
  ],
  subcontractors: [
    { name: 'company', kind: 'text', required: true, width: 6 },
    { name: 'workers', kind: 'integer', width: 3 },
    { name: 'hours', kind: 'decimal', decimal: HOURS, width: 3 },
  ],
  equipment: [
    { name: 'name', kind: 'text', required: true, width: 8 },
    { name: 'hours', kind: 'decimal', decimal: HOURS, width: 4 },
  ],
  deliveries: [
    { name: 'supplier', kind: 'text', width: 4 },
    { name: 'material', kind: 'text', required: true, width: 8 },
    { name: 'quantity', kind: 'decimal', decimal: QUANTITY, width: 4 },
    { name: 'unit', kind: 'text', width: 2 },
    { name: 'deliveryNoteNumber', kind: 'text', width: 6 },
  ],
  workDone: [
    { name: 'oz', kind: 'text', width: 3 },
    { name: 'shortText', kind: 'text', required: true, width: 9 },
    { name: 'quantity', kind: 'decimal', decimal: QUANTITY, width: 6 },
    { name: 'unit', kind: 'text', width: 6 },
  ],
  obstructions: [
    { name: 'cause', kind: 'multiline', required: true, width: 12 },
    { name: 'since', kind: 'date', required: true, width: 6 },
    { name: 'endedOn', kind: 'date', width: 6 },
    { name: 'expectedEffect', kind: 'multiline', width: 12 },
  ],
  clientInstructions: [
    { name: 'text', kind: 'multiline', required: true, width: 12 },
    { name: 'changeOrderCandidate', kind: 'flag', width: 12 },
  ],
  acceptances: [{ name: 'text', kind: 'multiline', required: true, width: 12 }],
  defects: [{ name: 'text', kind: 'multiline', required: true, width: 12 }],
  incidents: [{ name: 'text', kind: 'multiline', required: true, width: 12 }],
  visitors: [
    { name: 'name', kind: 'text', required: true, width: 5 },
    { name: 'purpose', kind: 'text', width: 7 },
  ],
  // A photo's file rides along; rows are added by taking a photo, not empty.
  photos: [{ name: 'caption', kind: 'text', width: 12 }],
} as const satisfies Record<string, readonly FieldSpec[]>;

export type ListSection = keyof typeof LIST_SECTIONS;
export const LIST_SECTION_NAMES = Object.keys(LIST_SECTIONS) as ListSection[];

/** A row as typed; hidden values (a crew member's user, a work line's position) ride along unchanged. */
export type DraftRow = Record<string, string | boolean | string[] | null>;

export interface NoteDraft {
  workStart: string;
  workEnd: string;
  breakMinutes: string;
  weather: {
    conditions: WeatherCondition[];
    temperatureMin: string;
    temperatureMax: string;
    precipitation: string;
    wind: string;
    hoursLost: string;
  };
  lists: Record<ListSection, DraftRow[]>;
  remarks: string;
}

const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : String(value);

function rowToDraft(section: ListSection, row: Record<string, unknown>): DraftRow {
  const draft: DraftRow = {};
  for (const [key, value] of Object.entries(row))
    draft[key] = Array.isArray(value)
      ? value.map(String)
      : typeof value === 'boolean'
        ? value
        : (value as string | null);
  for (const field of LIST_SECTIONS[section] as readonly FieldSpec[]) {
    const value = row[field.name];
    if (field.kind === 'flag') draft[field.name] = value === true;
    else if (field.kind === 'decimal') draft[field.name] = value == null ? '' : toGermanInput(String(value));
    else draft[field.name] = asText(value);
  }
  return draft;
}

/** The form's state of a stored content. */
export function toDraft(content: ConstructionNoteContent): NoteDraft {
  const lists = {} as Record<ListSection, DraftRow[]>;
  for (const section of LIST_SECTION_NAMES)
    lists[section] = (content[section] as readonly Record<string, unknown>[]).map((row) =>
      rowToDraft(section, row),
    );
  const decimal = (value: string | null) => (value === null ? '' : toGermanInput(value));
  return {
    workStart: content.workStart ?? '',
    workEnd: content.workEnd ?? '',
    breakMinutes: String(content.breakMinutes),
    weather: {
      conditions: [...content.weather.conditions],
      temperatureMin: decimal(content.weather.temperatureMin),
      temperatureMax: decimal(content.weather.temperatureMax),
      precipitation: content.weather.precipitation ?? '',
      wind: content.weather.wind ?? '',
      hoursLost: decimal(content.weather.hoursLost),
    },
    lists,
    remarks: content.remarks,
  };
}

/** An empty row of a section. */
export function emptyRow(section: ListSection): DraftRow {
  const row: DraftRow = {};
  for (const field of LIST_SECTIONS[section] as readonly FieldSpec[])
    row[field.name] = field.kind === 'flag' ? false : '';
  return row;
}

/** Messages per field path (`crew.0.hours`); the keys of `messages` are i18n keys of the feature. */
export type DraftErrors = Record<string, string>;

const DECIMAL_MESSAGES = {
  invalid: 'errors.decimal',
  negative: 'errors.negative',
  tooManyDecimals: 'errors.decimals',
  tooLarge: 'errors.tooLarge',
} as const;

function readDecimal(text: string, rules: DecimalRules, path: string, errors: DraftErrors): string | null {
  const reading = readGermanDecimal(text, rules);
  if (reading.ok) return reading.value;
  errors[path] = DECIMAL_MESSAGES[reading.problem];
  return null;
}

function readRow(section: ListSection, row: DraftRow, index: number, errors: DraftErrors) {
  const out: Record<string, unknown> = { ...row };
  for (const field of LIST_SECTIONS[section] as readonly FieldSpec[]) {
    const path = `${section}.${index}.${field.name}`;
    const value = row[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (field.kind === 'flag') continue;
    if (field.required === true && text === '') {
      errors[path] = 'errors.required';
      continue;
    }
    if (field.kind === 'decimal' && field.decimal)
      out[field.name] = readDecimal(text, field.decimal, path, errors);
    else if (field.kind === 'integer') {
      if (text === '') out[field.name] = null;
      else if (/^\d{1,3}$/.test(text)) out[field.name] = Number(text);
      else errors[path] = 'errors.integer';
    } else if (field.kind === 'date') out[field.name] = text === '' ? null : text;
    else out[field.name] = text;
  }
  return out;
}

/** The content of the form's state, or the messages of the fields that cannot be read. */
export function fromDraft(
  draft: NoteDraft,
): { ok: true; content: ConstructionNoteContent } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const lists: Record<string, unknown[]> = {};
  for (const section of LIST_SECTION_NAMES)
    lists[section] = draft.lists[section].map((row, index) => readRow(section, row, index, errors));
  const minutes = draft.breakMinutes.trim();
  if (minutes !== '' && !/^\d{1,3}$/.test(minutes)) errors['breakMinutes'] = 'errors.integer';
  const candidate = {
    workStart: draft.workStart || null,
    workEnd: draft.workEnd || null,
    breakMinutes: minutes === '' || errors['breakMinutes'] ? 0 : Number(minutes),
    weather: {
      conditions: draft.weather.conditions,
      temperatureMin: readDecimal(
        draft.weather.temperatureMin,
        TEMPERATURE,
        'weather.temperatureMin',
        errors,
      ),
      temperatureMax: readDecimal(
        draft.weather.temperatureMax,
        TEMPERATURE,
        'weather.temperatureMax',
        errors,
      ),
      precipitation: draft.weather.precipitation || null,
      wind: draft.weather.wind || null,
      hoursLost: readDecimal(draft.weather.hoursLost, HOURS, 'weather.hoursLost', errors),
    },
    ...lists,
    remarks: draft.remarks,
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The contract checks the rest (lengths, counts) as the server will.
  const parsed = constructionNoteContentSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, content: parsed.data };
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] = issue.message;
  return { ok: false, errors };
}
