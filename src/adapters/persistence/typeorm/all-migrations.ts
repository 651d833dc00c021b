import { InitialSchema1763780000000 } from '../../../../migrations/1763780000000-initial-schema';
import { Events1764000000000 } from '../../../../migrations/1764000000000-events';
import { CancelAndExpiry1764000001000 } from '../../../../migrations/1764000001000-cancel-and-expiry';
import { IdempotencyKeys1764000002000 } from '../../../../migrations/1764000002000-idempotency-keys';
import { Webhooks1764000003000 } from '../../../../migrations/1764000003000-webhooks';
import { PaymentRequestCounts1764000004000 } from '../../../../migrations/1764000004000-payment-request-counts';
import { RateLimitCounters1764000005000 } from '../../../../migrations/1764000005000-rate-limit-counters';
import { ExchangeRates1764000006000 } from '../../../../migrations/1764000006000-exchange-rates';
import { IntentAndEventCollations1764000007000 } from '../../../../migrations/1764000007000-intent-and-event-collations';
import { IntentGateways1764000008000 } from '../../../../migrations/1764000008000-intent-gateways';
import { HeldWebhookDeliveries1764000009000 } from '../../../../migrations/1764000009000-held-webhook-deliveries';
import { ApiKeys1764000010000 } from '../../../../migrations/1764000010000-api-keys';
import { Livemode1764000011000 } from '../../../../migrations/1764000011000-livemode';
import { Refunds1764000012000 } from '../../../../migrations/1764000012000-refunds';
import { ReportedTransfers1764000013000 } from '../../../../migrations/1764000013000-reported-transfers';
import { LateCharges1764000014000 } from '../../../../migrations/1764000014000-late-charges';
import { ExternalIdFilter1764000015000 } from '../../../../migrations/1764000015000-external-id-filter';
import { NormalizedNationalIds1764000016000 } from '../../../../migrations/1764000016000-normalized-national-ids';
import { DashboardSessions1764000017000 } from '../../../../migrations/1764000017000-dashboard-sessions';
import { ReturnUrl1764000018000 } from '../../../../migrations/1764000018000-return-url';
import { EventsByPaymentRequest1764000019000 } from '../../../../migrations/1764000019000-events-by-payment-request';
import { EventsWithoutMerchantLock1764000020000 } from '../../../../migrations/1764000020000-events-without-merchant-lock';
import { CountChanges1764000021000 } from '../../../../migrations/1764000021000-count-changes';
import { BankAccounts1764000022000 } from '../../../../migrations/1764000022000-bank-accounts';
import { EventStates1764000023000 } from '../../../../migrations/1764000023000-event-states';
import { MerchantProfiles1764000024000 } from '../../../../migrations/1764000024000-merchant-profiles';
import { PaymentLinks1764000025000 } from '../../../../migrations/1764000025000-payment-links';
import { SalesSummaryIndexes1764000026000 } from '../../../../migrations/1764000026000-sales-summary-indexes';
import { CountTriggerInline1764000027000 } from '../../../../migrations/1764000027000-count-trigger-inline';
import { RecordedPagoMovil1764000028000 } from '../../../../migrations/1764000028000-recorded-pago-movil';
import { C2pKeyChecked1764000029000 } from '../../../../migrations/1764000029000-c2p-key-checked';

/** Every migration, oldest first. Listed, not globbed, so the same list works from ts-jest and from dist/. */
export const ALL_MIGRATIONS = [InitialSchema1763780000000, Events1764000000000, CancelAndExpiry1764000001000,
  IdempotencyKeys1764000002000, Webhooks1764000003000, PaymentRequestCounts1764000004000, RateLimitCounters1764000005000,
  ExchangeRates1764000006000, IntentAndEventCollations1764000007000, IntentGateways1764000008000,
  HeldWebhookDeliveries1764000009000, ApiKeys1764000010000, Livemode1764000011000, Refunds1764000012000,
  ReportedTransfers1764000013000, LateCharges1764000014000, ExternalIdFilter1764000015000, NormalizedNationalIds1764000016000,
  DashboardSessions1764000017000,
  ReturnUrl1764000018000, EventsByPaymentRequest1764000019000, EventsWithoutMerchantLock1764000020000, CountChanges1764000021000,
  BankAccounts1764000022000, EventStates1764000023000, MerchantProfiles1764000024000,
  PaymentLinks1764000025000, SalesSummaryIndexes1764000026000, CountTriggerInline1764000027000,
  RecordedPagoMovil1764000028000, C2pKeyChecked1764000029000];
