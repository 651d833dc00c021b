import { CreateWebhookEndpointCommand } from '../../../application/webhooks/create-webhook-endpoint';
import { DOMAIN_EVENT_TYPES } from '../../../domain/events';
import { Owner } from '../../../domain/mode';
import { WebhookEndpoint, WebhookEndpointChanges } from '../../../domain/webhook-endpoint';
import {
  CreateWebhookEndpointBody, UpdateWebhookEndpointBody, toCreateWebhookEndpointCommand, toWebhookEndpointChanges,
} from '../api/webhook-endpoints/webhook-endpoint.dto';
import { validateBody } from '../kit/validation/validate-body';
import { ApiRefusal, readAsTheApi } from './api-refusal';
import { postedTextPresent } from './posted-fields';

/** "Todos": every event type, also those added later (the API's `events: null`). */
export const ALL_EVENTS_FIELD = 'events_all';
/** One checkbox per event type (`event_payment_request.paid`), since a form field is read as one value. */
export const eventField = (type: string): string => `event_${type}`;
/** Checked: the endpoint receives deliveries (the API's `status: enabled`). */
export const ENABLED_FIELD = 'enabled';

/** What the endpoint form posted, as typed: checkboxes as `on`, the rest as text. */
export type PostedEndpointForm = Record<string, string>;

export function postedEndpointForm(body: unknown): PostedEndpointForm {
  const names = ['url', 'description', ALL_EVENTS_FIELD, ENABLED_FIELD, ...DOMAIN_EVENT_TYPES.map(eventField)];
  return postedTextPresent(body, names) as PostedEndpointForm;
}

/** The form's values for an endpoint as it is (the edit form filled in). */
export function endpointFormValues(endpoint: WebhookEndpoint): PostedEndpointForm {
  const values: PostedEndpointForm = { url: endpoint.url, description: endpoint.description ?? '' };
  if (endpoint.events === 'all') values[ALL_EVENTS_FIELD] = 'on';
  else for (const type of endpoint.events) values[eventField(type)] = 'on';
  if (endpoint.status === 'enabled') values[ENABLED_FIELD] = 'on';
  return values;
}

/** The API's JSON body for the form: "Todos" is every type (null); otherwise the checked ones (none: the API refuses). */
function apiBodyOf(form: PostedEndpointForm, editing: boolean): Record<string, unknown> {
  const checked = DOMAIN_EVENT_TYPES.filter((type) => form[eventField(type)] !== undefined);
  const description = (form.description ?? '').trim();
  return {
    url: (form.url ?? '').trim(),
    events: form[ALL_EVENTS_FIELD] !== undefined ? null : checked,
    description: description === '' ? (editing ? null : undefined) : description,
    ...(editing ? { status: form[ENABLED_FIELD] !== undefined ? 'enabled' : 'disabled' } : {}),
  };
}

export function readCreateEndpointForm(
  form: PostedEndpointForm, owner: Owner,
): { command: CreateWebhookEndpointCommand } | { refusal: ApiRefusal } {
  const read = readAsTheApi(() => validateBody(CreateWebhookEndpointBody, JSON.parse(JSON.stringify(apiBodyOf(form, false)))));
  return 'refusal' in read ? read : { command: toCreateWebhookEndpointCommand(read.value, owner) };
}

export function readEditEndpointForm(form: PostedEndpointForm): { changes: WebhookEndpointChanges } | { refusal: ApiRefusal } {
  const read = readAsTheApi(() => validateBody(UpdateWebhookEndpointBody, JSON.parse(JSON.stringify(apiBodyOf(form, true)))));
  return 'refusal' in read ? read : { changes: toWebhookEndpointChanges(read.value) };
}
