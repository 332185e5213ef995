/**
 * The parts of the centre a staff change belongs to, as the audit trail files and filters them
 * (docs/decisions/0046). The database's triggers name these areas; the contract, the server's filter
 * and the dashboard's filter read this one list.
 */
export const AUDIT_AREAS = [
  'accounts',
  'prayer',
  'fatwa',
  'events',
  'activities',
  'education',
  'donations',
  'certificates',
  'settings',
  'mail',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export function isAuditArea(value: string): value is AuditArea {
  return (AUDIT_AREAS as readonly string[]).includes(value);
}
