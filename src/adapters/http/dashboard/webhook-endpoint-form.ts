import { CreateWebhookEndpointCommand } from '../../../application/webhooks/create-webhook-endpoint';
import { DOMAIN_EVENT_TYPES } from '../../../domain/events';
import { Owner } from '../../../domain/mode';
import { WebhookEndpoint, WebhookEndpointChanges, parseEventSelection } from '../../../domain/webhook-endpoint';
import { WEBHOOK_DESCRIPTION_LENGTH, isWebhookUrlText } from '../api/webhook-endpoints/webhook-endpoint.dto';
import { FormReader, FormReading, freeText, takenIf, typedText } from './form-reader';
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

/** The fields both forms read, by the rules of the API's bodies: "Todos" is every type; otherwise the checked ones (at least one). */
function readEndpointFields(form: FormReader, posted: PostedEndpointForm) {
  const checked = DOMAIN_EVENT_TYPES.filter((type) => posted[eventField(type)] !== undefined);
  return {
    url: takenIf(isWebhookUrlText)((posted.url ?? '').trim()) ?? form.refuse('url'),
    events: parseEventSelection(posted[ALL_EVENTS_FIELD] !== undefined ? null : checked) ?? form.refuse('events'),
    description: form.optional('description', typedText(posted.description ?? ''), freeText(WEBHOOK_DESCRIPTION_LENGTH)),
  };
}

/** The create command, or the refusal of every field refused; whether the URL's host may receive deliveries is the use case's to say. */
export function readCreateEndpointForm(posted: PostedEndpointForm, owner: Owner): FormReading<CreateWebhookEndpointCommand> {
  const form = new FormReader();
  return form.finish(readEndpointFields(form, posted), ({ url, events, description }) => ({
    owner, url, events, description: description ?? undefined,
  }));
}

/** The changes (an empty description removes it; "Activo" unchecked disables), or the refusal of every field refused. */
export function readEditEndpointForm(posted: PostedEndpointForm): FormReading<WebhookEndpointChanges> {
  const form = new FormReader();
  const status = posted[ENABLED_FIELD] !== undefined ? 'enabled' : 'disabled';
  return form.finish(readEndpointFields(form, posted), (changes) => ({ ...changes, status }));
}
