import { Owner } from '../../domain/mode';
import { hasIdShape } from '../../domain/ids';
import { rotateWebhookSecret } from '../../domain/webhook-endpoint';
import { Clock } from '../ports/clock';
import { WebhookEndpointRepository } from '../ports/webhook-endpoint-repository';
import { WebhookSecretGenerator } from '../ports/webhook-secret-generator';
import { RotateWebhookSecretOutcome } from './webhook-endpoint-outcomes';

export class RotateWebhookSecret {
  constructor(
    private readonly secrets: WebhookSecretGenerator,
    private readonly clock: Clock,
    private readonly endpoints: WebhookEndpointRepository,
  ) {}

  async execute(owner: Owner, id: string): Promise<RotateWebhookSecretOutcome> {
    const endpoint = hasIdShape('webhookEndpoint', id)
      ? await this.endpoints.modify(owner, id, (stored) => rotateWebhookSecret(stored, this.secrets.next(), this.clock.now()))
      : null;
    return endpoint ? { kind: 'rotated', endpoint } : { kind: 'webhook_endpoint_not_found', id };
  }
}
