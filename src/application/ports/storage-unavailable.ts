/** Raised by any storage adapter when its database cannot be reached. Nothing was changed. */
export class StorageUnavailable extends Error {
  constructor(cause?: unknown) {
    super('storage unavailable', { cause });
  }
}
