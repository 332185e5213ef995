/*
 * The fixed ids of the transaction-scoped advisory locks (pg_advisory_xact_lock) the server takes, in
 * one place so that no two kinds of work share an id by accident and every area that must wait for
 * another takes the same id. Each id spells its purpose in three ASCII letters. A transaction that
 * takes two of them takes ROLE_CHANGE_LOCK before EDUCATION_LOCK, the same order everywhere, so two
 * such transactions cannot deadlock.
 */

/**
 * Every role change takes this lock first ('min'), so two admins demoting each other at once cannot
 * leave the centre without an administrator; removing a teacher's role in education takes it too.
 */
export const ROLE_CHANGE_LOCK = 0x6d696e;

/**
 * Changes of subjects, teachers' subjects and children's teachers take this lock first ('edu'), so a
 * delete checked against 'no teachers' cannot race an assignment, nor two saves of one name both pass.
 */
export const EDUCATION_LOCK = 0x656475;

/** The first key ('ath') of the two-key lock taken per city when a day of athan times moves to another date. */
export const ATHAN_DATE_LOCK = 0x617468;

/** Iqama settings' saves take this lock first ('iqm'), so two staff saving overlapping ranges cannot both pass the check. */
export const IQAMA_SETTINGS_LOCK = 0x69716d;

/**
 * The one-time conversion of older uploads at start takes this lock ('img'), so two instances starting
 * together convert each photo once: the second waits, then finds every row already rewritten.
 */
export const UPLOAD_CONVERSION_LOCK = 0x696d67;
