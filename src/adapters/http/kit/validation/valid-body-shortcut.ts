import { ClassConstructor, ClassTransformOptions, TransformFnParams, TransformationType } from 'class-transformer';
import { MetadataStorage, ValidationArguments, ValidationTypes, ValidatorOptions, getMetadataStorage } from 'class-validator';
import { transformerDefaults, transformerMetadata } from './transformer-metadata';

type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];
type ConstraintMetadata = ReturnType<MetadataStorage['getTargetValidatorConstraints']>[number];
type Transform = (params: TransformFnParams) => unknown;

/** How a body is read into its DTO (class-transformer's plainToInstance): the options readValidBody is written for. */
export const TRANSFORM_OPTIONS: ClassTransformOptions = { enableImplicitConversion: false };
/** How the DTO is checked (class-validator's validateSync): the options readValidBody is written for. */
export const VALIDATOR_OPTIONS: ValidatorOptions = { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true };

/** What class-transformer hands a @Transform() function as its options: its defaults under ours. */
const TRANSFORM_FN_OPTIONS: ClassTransformOptions = { ...transformerDefaults, ...TRANSFORM_OPTIONS };

/**
 * The DTO that plainToInstance(dto, body, TRANSFORM_OPTIONS) builds, when validateSync(dto,
 * VALIDATOR_OPTIONS) would find nothing wrong with it; otherwise null, and the caller asks the two
 * libraries themselves, for their verdict and their messages. It reads the same decorators, so each
 * rule stays written once; it walks a plan made once per class instead of the libraries' per-call
 * metadata lookups, and builds no error objects for fields that pass. What the plan does not cover
 * (an array, an object of no declared class, a key no decorator names, a promised verdict) answers null.
 */
export function readValidBody<T extends object>(dto: ClassConstructor<T>, body: Record<string, unknown>): T | null {
  const instance = built(dto, body);
  return instance !== null && passes(instance, undefined) ? (instance as T) : null;
}

// ---- plainToInstance, for bodies of declared fields holding JSON values or objects of a declared class

interface FieldPlan {
  transforms: Transform[];
  /** The field's @Type(), asked as class-transformer asks it. */
  typeOf: ((instance: object, plain: object) => unknown) | null;
}
interface ClassPlan { fields: Map<string, FieldPlan> }

const classPlans = new Map<Function, ClassPlan | null>();

function built(dto: Function, plain: Record<string, unknown>): object | null {
  const plan = classPlanOf(dto);
  if (!plan) return null;
  const instance = new (dto as new () => Record<string, unknown>)();
  for (const key of Object.keys(plain)) {
    const field = plan.fields.get(key);
    // Keys no decorator names are the libraries' to judge (refused, or skipped when the instance has a method of that name).
    if (!field || instance[key] instanceof Function) return null;
    let value = plain[key];
    // A declared class keeps a primitive as it is; String, Number, Date and the like convert it.
    const type = field.typeOf?.(instance, plain);
    if (type !== undefined && (typeof type !== 'function' || BUILT_IN.has(type))) return null;
    if (typeof value === 'object' && value !== null) {
      if (type === undefined || !isPlainObject(value)) return null;
      value = built(type as Function, value);
      if (value === null) return null;
    }
    for (const transformFn of field.transforms) {
      value = transformFn({ value, key, obj: plain, type: TransformationType.PLAIN_TO_CLASS, options: TRANSFORM_FN_OPTIONS });
    }
    instance[key] = value;
  }
  return instance;
}

/** Types class-transformer converts values into rather than building them field by field. */
const BUILT_IN = new Set<unknown>([String, Number, Boolean, Date, Buffer, Map, Set, Array, Object, Promise]);

const isPlainObject = (value: object): value is Record<string, unknown> =>
  !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

function classPlanOf(dto: Function): ClassPlan | null {
  if (!classPlans.has(dto)) classPlans.set(dto, planClass(dto));
  return classPlans.get(dto)!;
}

/** Null for a class whose keys class-transformer would rename, expose or exclude: the library reads those. */
function planClass(dto: Function): ClassPlan | null {
  const plain = transformerMetadata.getStrategy(dto) === 'none' &&
    transformerMetadata.getExposedMetadatas(dto).length === 0 && transformerMetadata.getExcludedMetadatas(dto).length === 0;
  if (!plain) return null;
  const fields = new Map<string, FieldPlan>();
  for (const metadata of getMetadataStorage().getTargetValidationMetadatas(dto, '', false, false)) {
    const key = metadata.propertyName;
    if (fields.has(key)) continue;
    const type = transformerMetadata.findTypeMetadata(dto, key);
    if (type && (type.options?.discriminator || type.reflectedType === Map)) return null;
    fields.set(key, {
      transforms: transformerMetadata.findTransformMetadatas(dto, key, TransformationType.PLAIN_TO_CLASS).map((m) => m.transformFn),
      typeOf: type ? (newObject, object) => type.typeFunction({ newObject, object, property: key }) : null,
    });
  }
  return { fields };
}

// ---- validateSync, answering only whether it finds nothing

interface PropertyPlan {
  name: string;
  conditions: ValidationMetadata[];
  defined: CheckPlan[];
  checks: CheckPlan[];
  nested: ValidationMetadata[];
}
interface CheckPlan { metadata: ValidationMetadata; constraints: ConstraintMetadata[] }
interface ValidationPlan { properties: PropertyPlan[]; declared: Set<string> }

const validationPlans = new Map<Function, Map<string | undefined, ValidationPlan>>();

function passes(object: object, schema: string | undefined): boolean {
  const plan = validationPlanOf(object.constructor, schema);
  // forbidUnknownValues: an object with no rules at all is an error.
  if (plan.properties.length === 0) return false;
  // whitelist with forbidNonWhitelisted: a key no rule names is an error.
  for (const key of Object.keys(object)) if (!plan.declared.has(key)) return false;
  const record = object as Record<string, unknown>;
  for (const property of plan.properties) {
    const value = record[property.name];
    if (!property.conditions.every((m) => (m.constraints[0] as (o: object, v: unknown) => boolean)(object, value))) continue;
    if (!allPass(object, value, property.defined) || !allPass(object, value, property.checks)) return false;
    if (value !== undefined && !nestedPass(value, property.nested)) return false;
  }
  return true;
}

function allPass(object: object, value: unknown, checks: CheckPlan[]): boolean {
  for (const { metadata, constraints } of checks) {
    if (metadata.validateIf && !metadata.validateIf(object, value)) continue;
    const args: ValidationArguments = {
      targetName: object.constructor?.name, property: metadata.propertyName, object, value, constraints: metadata.constraints,
    };
    const each = metadata.each && (Array.isArray(value) || value instanceof Set || value instanceof Map);
    for (const constraint of constraints) {
      // validateSync ignores async constraints, and a promised verdict never becomes an error.
      if (constraint.async) continue;
      // A promised verdict is truthy: validateSync never awaits it, so it is never an error.
      const fails = each ? everyItemFails(constraint, value as Iterable<unknown>, args) : !constraint.instance.validate(value, args);
      if (fails) return false;
    }
  }
  return true;
}

/** `each`: every item is checked; any promised verdict makes the whole check one validateSync never reports. */
function everyItemFails(constraint: ConstraintMetadata, value: Iterable<unknown>, args: ValidationArguments): boolean {
  const items = value instanceof Map ? [...value.values()] : [...value];
  const verdicts = items.map((item) => constraint.instance.validate(item, args));
  return !verdicts.some(isPromise) && !verdicts.every(Boolean);
}

function nestedPass(value: unknown, nested: ValidationMetadata[]): boolean {
  for (const metadata of nested) {
    if (Array.isArray(value) || value instanceof Set || value instanceof Map || !(value instanceof Object)) return false;
    if (!passes(value, typeof metadata.target === 'string' ? metadata.target : metadata.target.name)) return false;
  }
  return true;
}

const isPromise = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';

function validationPlanOf(target: Function, schema: string | undefined): ValidationPlan {
  let bySchema = validationPlans.get(target);
  if (!bySchema) validationPlans.set(target, (bySchema = new Map()));
  let plan = bySchema.get(schema);
  if (!plan) bySchema.set(schema, (plan = planValidation(target, schema)));
  return plan;
}

function planValidation(target: Function, schema: string | undefined): ValidationPlan {
  const storage = getMetadataStorage();
  const grouped = storage.groupByPropertyName(storage.getTargetValidationMetadatas(target, schema as string, false, false));
  const ofType = (metadatas: ValidationMetadata[], type: string) => metadatas.filter((m) => m.type === type);
  const checksOf = (metadatas: ValidationMetadata[]) =>
    metadatas.map((metadata) => ({ metadata, constraints: storage.getTargetValidatorConstraints(metadata.constraintCls) }));
  const properties = Object.entries(grouped).map(([name, metadatas]) => ({
    name,
    conditions: ofType(metadatas, ValidationTypes.CONDITIONAL_VALIDATION),
    defined: checksOf(ofType(metadatas, ValidationTypes.IS_DEFINED)),
    checks: checksOf(ofType(metadatas, ValidationTypes.CUSTOM_VALIDATION)),
    nested: ofType(metadatas, ValidationTypes.NESTED_VALIDATION),
  }));
  return { properties, declared: new Set(properties.map((property) => property.name)) };
}
