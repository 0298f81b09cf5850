/**
 * A backup or restore that cannot go on, for a reason the operator can act on (a location in use,
 * a database that is not empty, a file that does not match its digest): its message says which
 * and is printed as it is, without a stack.
 */
export class BackupError extends Error {}
