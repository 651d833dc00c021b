import { DeliveriesQuery } from '../dto/deliveries-query';
import {
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  toCreateWebhookEndpointCommand,
  toWebhookEndpointChanges,
} from '../dto/webhook-endpoint.dto';
import { presentWebhookDelivery, presentWebhookEndpoint } from '../presenters/webhook-endpoint.presenter';
import { refusalProblem } from '../refusal-problem';
import type { ApiDependencies, Reply, RequestInput } from './api-route';

export async function createWebhookEndpoint({ webhookEndpoints }: ApiDependencies, { body, merchant }: RequestInput<CreateWebhookEndpointBody>): Promise<Reply> {
  const outcome = await webhookEndpoints.create.execute(toCreateWebhookEndpointCommand(body, merchant.id));
  if (outcome.kind !== 'created') throw refusalProblem(outcome);
  return { status: 201, body: presentWebhookEndpoint(outcome.endpoint, true) };
}

export async function listWebhookEndpoints({ webhookEndpoints }: ApiDependencies, { merchant }: RequestInput): Promise<Reply> {
  const endpoints = await webhookEndpoints.list.execute(merchant.id);
  return { status: 200, body: { data: endpoints.map((endpoint) => presentWebhookEndpoint(endpoint)) } };
}

export async function getWebhookEndpoint({ webhookEndpoints }: ApiDependencies, { params, merchant }: RequestInput): Promise<Reply> {
  const outcome = await webhookEndpoints.get.execute(merchant.id, params.id);
  if (outcome.kind !== 'found') throw refusalProblem(outcome);
  return { status: 200, body: presentWebhookEndpoint(outcome.endpoint) };
}

export async function updateWebhookEndpoint({ webhookEndpoints }: ApiDependencies, { body, params, merchant }: RequestInput<UpdateWebhookEndpointBody>): Promise<Reply> {
  const outcome = await webhookEndpoints.update.execute(merchant.id, params.id, toWebhookEndpointChanges(body));
  if (outcome.kind !== 'updated') throw refusalProblem(outcome);
  return { status: 200, body: presentWebhookEndpoint(outcome.endpoint) };
}

export async function deleteWebhookEndpoint({ webhookEndpoints }: ApiDependencies, { params, merchant }: RequestInput): Promise<Reply> {
  const outcome = await webhookEndpoints.remove.execute(merchant.id, params.id);
  if (outcome.kind !== 'deleted') throw refusalProblem(outcome);
  return { status: 204, body: undefined };
}

export async function rotateWebhookSecret({ webhookEndpoints }: ApiDependencies, { params, merchant }: RequestInput): Promise<Reply> {
  const outcome = await webhookEndpoints.rotateSecret.execute(merchant.id, params.id);
  if (outcome.kind !== 'rotated') throw refusalProblem(outcome);
  return { status: 200, body: presentWebhookEndpoint(outcome.endpoint, true) };
}

export async function listWebhookDeliveries({ webhookEndpoints }: ApiDependencies, { params, query, merchant }: RequestInput<undefined, DeliveriesQuery>): Promise<Reply> {
  const outcome = await webhookEndpoints.listDeliveries.execute(merchant.id, params.id, query.limit);
  if (outcome.kind !== 'listed') throw refusalProblem(outcome);
  return { status: 200, body: { data: outcome.deliveries.map(presentWebhookDelivery) } };
}
