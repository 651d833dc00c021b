import { Owner } from '../../domain/mode';
import { EventSelection, MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT, newWebhookEndpoint } from '../../domain/webhook-endpoint';
import { Clock } from '../ports/clock';
import { IdGenerator } from '../ports/id-generator';
import { WebhookEndpointRepository } from '../ports/webhook-endpoint-repository';
import { WebhookSecretGenerator } from '../ports/webhook-secret-generator';
import { WebhookUrlPolicy } from '../ports/webhook-url-policy';
import { CreateWebhookEndpointOutcome } from './webhook-endpoint-outcomes';

export interface CreateWebhookEndpointCommand {
  owner: Owner;
  url: string;
  /** Left out: every event type. */
  events?: EventSelection;
  description?: string | null;
}

export class CreateWebhookEndpoint {
  constructor(
    private readonly ids: IdGenerator,
    private readonly secrets: WebhookSecretGenerator,
    private readonly clock: Clock,
    private readonly urls: WebhookUrlPolicy,
    private readonly endpoints: WebhookEndpointRepository,
  ) {}

  async execute(command: CreateWebhookEndpointCommand): Promise<CreateWebhookEndpointOutcome> {
    const verdict = await this.urls.check(command.url);
    if (!verdict.allowed) return { kind: 'webhook_url_refused', reason: verdict.reason };
    const endpoint = newWebhookEndpoint(
      {
        id: this.ids.next('webhookEndpoint'),
        ...command.owner,
        url: command.url,
        events: command.events ?? 'all',
        description: command.description ?? null,
        secret: this.secrets.next(),
      },
      this.clock.now(),
    );
    const added = await this.endpoints.add(endpoint, MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT);
    if (added === 'limit_reached') return { kind: 'too_many_webhook_endpoints', limit: MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT };
    return { kind: 'created', endpoint };
  }
}

