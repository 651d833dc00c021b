import { Owner } from '../../../../domain/mode';
import { IsIn, IsOptional, IsString, Matches, MaxLength, matches, maxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CreateWebhookEndpointCommand } from '../../../../application/webhooks/create-webhook-endpoint';
import { DOMAIN_EVENT_TYPES } from '../../../../domain/events';
import {
  EventSelection,
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  WEBHOOK_ENDPOINT_STATUSES,
  WebhookEndpointChanges,
  WebhookEndpointStatus,
  parseEventSelection,
} from '../../../../domain/webhook-endpoint';
import { ParsedWith } from '../../kit/validation/parsed-with';
import { IsFreeText, IsOmittable, TextLength } from '../../kit/validation/rules';

export const MAX_WEBHOOK_URL_LENGTH = 2048;
/** Visible ASCII only: an internationalized host is sent in its punycode (`xn--…`) form. */
const URL_CHARACTERS = /^[!-~]+$/;
const URL_MESSAGE = { message: 'must be an absolute https URL written in visible ASCII characters, without spaces' };

const EVENTS_SCHEMA = {
  type: ['array', 'null'],
  items: { type: 'string', enum: [...DOMAIN_EVENT_TYPES] },
  minItems: 1,
  uniqueItems: true,
  description:
    'The event types this endpoint receives, at least one, each once; null or left out: every type, including types added later.',
};
const EVENTS_MESSAGE = `must be null or a non-empty list of distinct event types among ${DOMAIN_EVENT_TYPES.join(', ')}`;

export const WEBHOOK_DESCRIPTION_LENGTH: TextLength = { min: 1, max: MAX_WEBHOOK_DESCRIPTION_LENGTH };

/** What IsWebhookUrl checks of a string; whether its host may receive deliveries is the use case's to say. */
export const isWebhookUrlText = (url: string): boolean => maxLength(url, MAX_WEBHOOK_URL_LENGTH) && matches(url, URL_CHARACTERS);

function IsWebhookUrl(): PropertyDecorator {
  return (target, property) => {
    Matches(URL_CHARACTERS, URL_MESSAGE)(target, property);
    MaxLength(MAX_WEBHOOK_URL_LENGTH)(target, property);
    IsString()(target, property);
  };
}

function IsWebhookDescription(): PropertyDecorator {
  return (target, property) => {
    IsFreeText(WEBHOOK_DESCRIPTION_LENGTH)(target, property);
    IsOptional()(target, property);
  };
}

export class CreateWebhookEndpointBody {
  @JSONSchema({
    description: 'An absolute `https` URL whose host resolves only to public addresses; otherwise a 422 on `url` (see the operation).',
  })
  @IsWebhookUrl()
  url!: string;

  @IsOmittable() @ParsedWith(parseEventSelection, EVENTS_SCHEMA, EVENTS_MESSAGE)
  events?: EventSelection;

  /** Null or left out: none. */
  @IsWebhookDescription()
  description?: string | null;
}

export class UpdateWebhookEndpointBody {
  @JSONSchema({ description: 'Checked like at creation.' })
  @IsOmittable() @IsWebhookUrl()
  url?: string;

  @IsOmittable() @ParsedWith(parseEventSelection, EVENTS_SCHEMA, EVENTS_MESSAGE)
  events?: EventSelection;

  @JSONSchema({ description: 'Null removes it.' })
  @IsWebhookDescription()
  description?: string | null;

  @IsOmittable() @IsIn([...WEBHOOK_ENDPOINT_STATUSES])
  status?: WebhookEndpointStatus;
}

export function toCreateWebhookEndpointCommand(body: CreateWebhookEndpointBody, owner: Owner): CreateWebhookEndpointCommand {
  return { owner, url: body.url, events: body.events, description: body.description };
}

export function toWebhookEndpointChanges(body: UpdateWebhookEndpointBody): WebhookEndpointChanges {
  return { url: body.url, events: body.events, description: body.description, status: body.status };
}
