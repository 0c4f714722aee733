/**
 * A backup or restore refused for a reason the operator can fix (wrong file, server running,
 * file exists); the command prints its message on one line, without a stack trace.
 */
export class BackupError extends Error {}
