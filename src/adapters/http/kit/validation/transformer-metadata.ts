import type { MetadataStorage as TransformerMetadata } from 'class-transformer/types/MetadataStorage';
import type { ClassTransformOptions } from 'class-transformer';

/**
 * class-transformer's registry of @Type() and @Transform() (the class of a nested object, a field's
 * conversion). The package publishes no typings for the path.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { defaultMetadataStorage: transformerMetadata } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: TransformerMetadata;
};

/** The options every plainToInstance starts from, before the caller's. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { defaultOptions: transformerDefaults } = require('class-transformer/cjs/constants/default-options.constant') as {
  defaultOptions: ClassTransformOptions;
};
