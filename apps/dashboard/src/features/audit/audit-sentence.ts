import type { AuditEntry, AuditRow } from '@minbar/api/schemas/audit';
import { isMoneyField, isPersonEntity, isPersonField } from '@minbar/domain/audit/fields';
import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { IntlShape } from 'react-intl';
import type { AuditMessageId } from './audit-intl';

/**
 * How the audit trail reads to a person (docs/decisions/0046): each action as one sentence in the
 * reader's language, each recorded field by its label, each value as the reader would write it —
 * money in the centre's currency, times in the mosque's zone, yes and no, statuses and roles in
 * words, people by name.
 */

export interface Reading {
  intl: IntlShape;
  /** The mosque's zone: times are shown in it, as the trail's days are counted in it. */
  timeZone?: string;
}

/** A field changed, as the details list it. */
export interface FieldLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** Columns of bookkeeping that say nothing to a reader when other fields changed with them. */
// refund_told_amount only records which refund the donor was mailed about.
const BOOKKEEPING = new Set([
  'updated_at',
  'created_at',
  'updated_by',
  'calendar_sequence',
  'refund_told_amount',
]);
/** How many field labels a sentence names before "and 3 more". */
const NAMED_FIELDS = 3;
const LANGUAGE_SUFFIX = /^(.+)_(en|ar|pl)$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function message(intl: IntlShape, id: string): string | null {
  return id in intl.messages ? intl.formatMessage({ id }) : null;
}

/** A field's label: its own, or its base's with the language ("Title (Polish)"); else the column's name. */
export function fieldLabel(field: string, { intl }: Reading): string {
  const own = message(intl, `audit.field.${field}`);
  if (own !== null) return own;
  const [, base, language] = LANGUAGE_SUFFIX.exec(field) ?? [];
  const baseLabel = base ? message(intl, `audit.field.${base}`) : null;
  if (baseLabel !== null && language)
    return intl.formatMessage(
      { id: 'audit.field.inLanguage' satisfies AuditMessageId },
      { field: baseLabel, language: intl.formatMessage({ id: `audit.language.${language}` }) },
    );
  return field;
}

/** An account's name by its id: the name it has now, or that it was removed. */
export function personName(id: unknown, people: AuditEntry['people'], { intl }: Reading): string {
  const name = people[String(id)];
  return name !== undefined
    ? isolateText(name)
    : intl.formatMessage({ id: 'audit.person.removedId' satisfies AuditMessageId }, { id: String(id) });
}

/** Who acted: the name now, or the name at the time with a word that the account is gone. */
export function actorName(entry: AuditEntry, { intl }: Reading): string {
  return entry.actor.name !== null
    ? isolateText(entry.actor.name)
    : intl.formatMessage(
        { id: 'audit.person.removed' satisfies AuditMessageId },
        { name: isolateText(entry.actor.username) },
      );
}

const asNumber = (value: unknown) => (typeof value === 'string' ? Number(value) : value);

export function money(value: unknown, { intl }: Reading): string {
  return intl.formatNumber(Number(asNumber(value)), { style: 'currency', currency: CENTRE_CURRENCY });
}

/** One recorded value as the reader writes it. */
export function valueText(
  field: string,
  value: unknown,
  people: AuditEntry['people'],
  reading: Reading,
): string {
  const { intl, timeZone } = reading;
  if (value === null || value === undefined || value === '')
    return intl.formatMessage({ id: 'audit.value.empty' satisfies AuditMessageId });
  if (isPersonField(field)) return personName(value, people, reading);
  if (isMoneyField(field) && Number.isFinite(Number(asNumber(value)))) return money(value, reading);
  if (typeof value === 'boolean')
    return intl.formatMessage({
      id: value ? 'audit.value.yes' : ('audit.value.no' satisfies AuditMessageId),
    });
  if (typeof value === 'number') return intl.formatNumber(value);
  if (typeof value === 'string') {
    const word = message(intl, `audit.value.${field}.${value}`);
    if (word !== null) return word;
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
      return intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    // A calendar day is the same day everywhere: read at noon UTC and shown in UTC.
    if (DAY.test(value))
      return intl.formatDate(`${value}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
    return isolateText(value);
  }
  return isolateText(JSON.stringify(value));
}

/**
 * A secret column is recorded as ["hidden", "hidden"]: both sides alike, which a real change never
 * is, so text that merely reads "hidden" is still shown as typed.
 */
const isHidden = ([before, after]: [unknown, unknown]) => before === 'hidden' && after === 'hidden';

/** A row's fields, before and after, as the details list them. */
export function fieldLines(row: AuditRow, people: AuditEntry['people'], reading: Reading): FieldLine[] {
  const { intl } = reading;
  const empty = intl.formatMessage({ id: 'audit.value.empty' satisfies AuditMessageId });
  const hidden = intl.formatMessage({ id: 'audit.value.hidden' satisfies AuditMessageId });
  return Object.entries(row.changes).map(([field, values]) => {
    const side = (value: unknown) => (isHidden(values) ? hidden : valueText(field, value, people, reading));
    return {
      field,
      label: fieldLabel(field, reading),
      before: row.action === 'create' ? empty : side(values[0]),
      after: row.action === 'delete' ? empty : side(values[1]),
    };
  });
}

/** The entity a row is about, named: "Gift 1042", "Campaign". */
export function entityName(
  entity: string,
  entityId: string | null,
  people: AuditEntry['people'],
  reading: Reading,
) {
  const { intl } = reading;
  const noun = message(intl, `audit.entity.${entity}`) ?? entity;
  if (entityId === null) return noun;
  if (isPersonEntity(entity))
    return intl.formatMessage(
      { id: 'audit.entityOfPerson' satisfies AuditMessageId },
      { entity: noun, name: personName(entityId, people, reading) },
    );
  return intl.formatMessage(
    { id: 'audit.entityWithId' satisfies AuditMessageId },
    { entity: noun, id: entityId },
  );
}

/** The first row's fields and those of every later row about the same record, merged. */
function changesOf(entry: AuditEntry): Record<string, [unknown, unknown]> {
  const merged: Record<string, [unknown, unknown]> = {};
  for (const row of entry.rows) {
    if (row.entity !== entry.entity || row.entity_id !== entry.entity_id) continue;
    for (const [field, [before, after]] of Object.entries(row.changes))
      merged[field] = [field in merged ? merged[field]?.[0] : before, after];
  }
  return merged;
}

function fieldsList(changes: Record<string, [unknown, unknown]>, reading: Reading): string {
  const { intl } = reading;
  const named = Object.keys(changes).filter((field) => !BOOKKEEPING.has(field));
  const fields = (named.length > 0 ? named : Object.keys(changes)).map((field) => fieldLabel(field, reading));
  if (fields.length <= NAMED_FIELDS + 1) return intl.formatList(fields, { type: 'conjunction' });
  return intl.formatMessage(
    { id: 'audit.fields.more' satisfies AuditMessageId },
    {
      fields: intl.formatList(fields.slice(0, NAMED_FIELDS), { type: 'unit' }),
      count: fields.length - NAMED_FIELDS,
    },
  );
}

function roleWord(role: unknown, reading: Reading): string {
  return message(reading.intl, `audit.value.role.${String(role)}`) ?? isolateText(String(role));
}

/** The action in one sentence: "amina refunded 30,00 zł of gift 1042: duplicate". */
export function sentenceOf(entry: AuditEntry, reading: Reading): string {
  const { intl } = reading;
  const name = actorName(entry, reading);
  const say = (id: AuditMessageId, values: Record<string, string | number> = {}) =>
    intl.formatMessage({ id }, { name, ...values });
  const changes = changesOf(entry);
  const id = entry.entity_id ?? '';

  if (entry.action === 'refund' && entry.entity === 'donations') {
    // The provider's webhook may have recorded the money before the staff's request: the request then
    // changes only what the donor was told, which is the refund the staff made.
    const [before, after] = changes.refunded_amount ?? changes.refund_told_amount ?? [0, 0];
    const amount = money(Number(asNumber(after)) - Number(asNumber(before) ?? 0), reading);
    const reason = changes.refund_reason?.[1];
    return typeof reason === 'string' && reason !== ''
      ? say('audit.sentence.refundGift', { amount, id, reason: isolateText(reason) })
      : say('audit.sentence.refundGiftNoReason', { amount, id });
  }
  if (entry.action === 'refund' && entry.entity === 'event_registrations')
    return say('audit.sentence.refundBooking', { id });
  if (entry.action === 'mark_paid') return say('audit.sentence.markPaid', { id });
  if (entry.action === 'mail.resend') return say('audit.sentence.resend', { id });

  const removed = entry.rows.find((row) => row.entity === 'user_roles' && row.action === 'delete');
  const added = entry.rows.find((row) => row.entity === 'user_roles' && row.action === 'create');
  if (removed && added && removed.entity_id === added.entity_id)
    return say('audit.sentence.role', {
      person: personName(added.entity_id, entry.people, reading),
      before: roleWord(removed.changes.role?.[0], reading),
      after: roleWord(added.changes.role?.[1], reading),
    });

  const entity = entityName(entry.entity, entry.entity_id, entry.people, reading);
  if (entry.action === 'create') return say('audit.sentence.create', { entity });
  if (entry.action === 'delete') return say('audit.sentence.delete', { entity });
  if (entry.action === 'update')
    return say('audit.sentence.update', { entity, fields: fieldsList(changes, reading) });
  // An action this dashboard does not name yet, as the server names it.
  return say('audit.sentence.other', { action: isolateText(entry.action), entity });
}
