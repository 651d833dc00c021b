import { DeliveriesQuery } from './deliveries-query';
import {
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  toCreateWebhookEndpointCommand,
  toWebhookEndpointChanges,
} from './webhook-endpoint.dto';
import { presentWebhookDelivery, presentWebhookEndpoint } from './webhook-endpoint.presenter';
import { refusalProblem } from '../../kit/refusal-problem';
import { CreateWebhookEndpoint } from '../../../../application/webhooks/create-webhook-endpoint';
import { DeleteWebhookEndpoint } from '../../../../application/webhooks/delete-webhook-endpoint';
import { ListWebhookDeliveries } from '../../../../application/webhooks/list-webhook-deliveries';
import { GetWebhookEndpoint, ListWebhookEndpoints } from '../../../../application/webhooks/read-webhook-endpoints';
import { RotateWebhookSecret } from '../../../../application/webhooks/rotate-webhook-secret';
import { UpdateWebhookEndpoint } from '../../../../application/webhooks/update-webhook-endpoint';
import type { Reply, RequestInput } from '../../kit/api-route-declaration';
import { WebhookDeliveryListWire, WebhookEndpointListWire } from './webhook-endpoint.schema';

export async function createWebhookEndpoint(
  { create }: { create: CreateWebhookEndpoint },
  { body, owner }: RequestInput<CreateWebhookEndpointBody>,
): Promise<Reply> {
  const outcome = await create.execute(toCreateWebhookEndpointCommand(body, owner));
  if (outcome.kind !== 'created') throw refusalProblem(outcome);
  return { status: 201, body: presentWebhookEndpoint(outcome.endpoint, true) };
}

export async function listWebhookEndpoints({ list }: { list: ListWebhookEndpoints }, { owner }: RequestInput): Promise<Reply> {
  const endpoints = await list.execute(owner);
  return { status: 200, body: { data: endpoints.map((endpoint) => presentWebhookEndpoint(endpoint)) } satisfies WebhookEndpointListWire };
}

export async function getWebhookEndpoint({ get }: { get: GetWebhookEndpoint }, { params, owner }: RequestInput): Promise<Reply> {
  const outcome = await get.execute(owner, params.id);
  if (outcome.kind !== 'found') throw refusalProblem(outcome);
  return { status: 200, body: presentWebhookEndpoint(outcome.endpoint) };
}

export async function updateWebhookEndpoint(
  { update }: { update: UpdateWebhookEndpoint },
  { body, params, owner }: RequestInput<UpdateWebhookEndpointBody>,
): Promise<Reply> {
  const outcome = await update.execute(owner, params.id, toWebhookEndpointChanges(body));
  if (outcome.kind !== 'updated') throw refusalProblem(outcome);
  return { status: 200, body: presentWebhookEndpoint(outcome.endpoint) };
}

export async function deleteWebhookEndpoint(
  { remove }: { remove: DeleteWebhookEndpoint },
  { params, owner }: RequestInput,
): Promise<Reply> {
  const outcome = await remove.execute(owner, params.id);
  if (outcome.kind !== 'deleted') throw refusalProblem(outcome);
  return { status: 204, body: undefined };
}

export async function rotateWebhookSecret(
  { rotateSecret }: { rotateSecret: RotateWebhookSecret },
  { params, owner }: RequestInput,
): Promise<Reply> {
  const outcome = await rotateSecret.execute(owner, params.id);
  if (outcome.kind !== 'rotated') throw refusalProblem(outcome);
  return { status: 200, body: presentWebhookEndpoint(outcome.endpoint, true) };
}

export async function listWebhookDeliveries(
  { listDeliveries }: { listDeliveries: ListWebhookDeliveries },
  { params, query, owner }: RequestInput<undefined, DeliveriesQuery>,
): Promise<Reply> {
  const outcome = await listDeliveries.execute(owner, params.id, query.limit);
  if (outcome.kind !== 'listed') throw refusalProblem(outcome);
  return { status: 200, body: { data: outcome.deliveries.map(presentWebhookDelivery) } satisfies WebhookDeliveryListWire };
}
