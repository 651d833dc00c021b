/** A command's wrong arguments: printed as one line, exit code 1. */
export class UsageError extends Error {}
