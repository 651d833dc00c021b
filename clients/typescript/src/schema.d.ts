// Generated from the service's OpenAPI document by `npm run client:generate`. Do not edit.

export interface paths {
    "/api/v1/payment_requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment requests
         * @description This merchant's payment requests, newest first (ties broken by id), stable across pages. A parameter not listed here, or one given twice, is a 400. No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["listPaymentRequests"];
        put?: never;
        /**
         * Create a payment request
         * @description Prices the amount in VES at the current rate and issues a token and payment_url. `customer.email`, `first_name` and `last_name` may be left out only when this merchant has used the dni before; a new dni without them is a 422 `validation_error`. `expires_at` is optional: an integer Unix time at least 60 seconds and at most 30 days from now, otherwise a 422 `validation_error` naming it. From that moment on the request can no longer be paid, updated or canceled, and within 60 seconds it is stored as `canceled` with `cancellation_reason` `expired`. Null or left out: it never expires.
         */
        post: operations["createPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment_requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payment request
         * @description No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["getPaymentRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a payment request
         * @description Changes the amount, the description, the expiry, or several of them. A new amount or description prices the request again at the current rate; a new expiry alone keeps the rate. Only while `waiting_for_payment` and before `expires_at`. `expires_at` is optional: an integer Unix time at least 60 seconds and at most 30 days from now, otherwise a 422 `validation_error` naming it. From that moment on the request can no longer be paid, updated or canceled, and within 60 seconds it is stored as `canceled` with `cancellation_reason` `expired`. Null removes the expiry.
         */
        patch: operations["updatePaymentRequest"];
        trace?: never;
    };
    "/api/v1/payment_requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a payment request
         * @description Moves a request `waiting_for_payment` to `canceled` (`cancellation_reason` `requested`, `canceled_at` now); a canceled request can never be paid, updated or revived. Any other status, including `canceled`, or an `expires_at` already passed, is a 422 `payment_request_not_cancelable`. No body, or `{}`; a member is a 422 naming it.
         */
        post: operations["cancelPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/checkouts/c2p": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay by C2P
         * @description Pays a payment request by C2P (Pago Móvil): an interbank transfer confirmed with the payer's one-time password. Sandbox: OTP `123456` is approved, `111111` is declined `insufficient_funds`, any other is declined `invalid_otp`.
         *
         *     Checks run in this order: the key (401), the body is a JSON object with a `payment` object (400), the Idempotency-Key if sent (409, 422 `idempotency_key_reused`, or the stored answer), every payment field (422 naming `payment.<field>`), the payment request exists (404), it is `waiting_for_payment` (422 `payment_request_not_payable`), then the payment itself (402). A request is paid at most once, however many checkouts race on it.
         */
        post: operations["payByC2p"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/checkouts/credit_card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay by card
         * @description Pays a payment request by Visa or Mastercard, credit or debit. A card that fails the Luhn check, is not Visa or Mastercard, or has expired is declined (`invalid_card_number`, `card_not_supported`, `expired_card`) before any gateway sees it. Sandbox: `4242424242424242` and `5555555555554444` are approved, `4000000000000002` is declined `card_declined`, `4000000000009995` `insufficient_funds`, any other valid Visa or Mastercard is approved. Card numbers, CVVs and OTPs are never stored, logged or returned.
         *
         *     Checks run in this order: the key (401), the body is a JSON object with a `payment` object (400), the Idempotency-Key if sent (409, 422 `idempotency_key_reused`, or the stored answer), every payment field (422 naming `payment.<field>`), the payment request exists (404), it is `waiting_for_payment` (422 `payment_request_not_payable`), then the payment itself (402). A request is paid at most once, however many checkouts race on it.
         */
        post: operations["payByCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description This merchant's events in the order they happened, oldest first. Polling with `after` = the last id seen gives every event exactly once, in order, even while several instances store events at once; events are kept at least 30 days. A parameter not listed here, or one given twice, is a 400. No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an event
         * @description No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Every webhook endpoint of this merchant, oldest first, without their secrets. No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Registers a URL to receive this merchant's events, signed per Standard Webhooks with the `secret` of the answer: the only time it is shown (a retry with the same Idempotency-Key replays it). At most 16 endpoints per merchant (422 `too_many_webhook_endpoints`). `url` must be an absolute `https` URL whose host resolves only to public addresses (not loopback, private, link-local, CGNAT, multicast, IPv4-mapped IPv6 or the cloud metadata address), otherwise a 422 `validation_error` on `url`; it is checked again at every delivery. With `WEBHOOK_ALLOW_PRIVATE_URLS=true` (development and tests) `http` and such hosts are allowed.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook endpoint
         * @description The endpoint without its secret. No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Removes the endpoint and its deliveries; nothing more is sent to it. A second DELETE is a 404. No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Changes the URL, the event types (null: every type), the description (null removes it), the status (a `disabled` endpoint receives nothing until enabled again), or several of them; members left out stay as they are. `url` must be an absolute `https` URL whose host resolves only to public addresses (not loopback, private, link-local, CGNAT, multicast, IPv4-mapped IPv6 or the cloud metadata address), otherwise a 422 `validation_error` on `url`; it is checked again at every delivery. With `WEBHOOK_ALLOW_PRIVATE_URLS=true` (development and tests) `http` and such hosts are allowed.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/v1/webhook_endpoints/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint's secret
         * @description Issues a new signing secret, shown in this answer only. For 24 hours every delivery carries two signatures, by the new secret and by the one it replaced, so receivers can switch without losing a delivery; a second rotation within those hours retires the oldest secret at once. No body, or `{}`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook_endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an endpoint's deliveries
         * @description The latest deliveries of events to this endpoint, newest first. A parameter other than `limit`, or one given twice, is a 400. No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments_portal/payment_requests/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hosted payment page
         * @description The payment request, with a C2P form and a card form while it is payable, or its receipt once paid.
         */
        get: operations["showPaymentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments_portal/payment_requests/{token}/c2p": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay from the hosted page by C2P
         * @description The hosted page's form. Values are checked by the same rules as the API's checkout, after tidying what people type (spaces and dashes in a phone or card number, a lower-case id, an expiry without its slash). Every answer is a page.
         */
        post: operations["payPageByC2p"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments_portal/payment_requests/{token}/credit_card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay from the hosted page by card
         * @description The hosted page's form. Values are checked by the same rules as the API's checkout, after tidying what people type (spaces and dashes in a phone or card number, a lower-case id, an expiry without its slash). Every answer is a page.
         */
        post: operations["payPageByCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description The process is up and serving HTTP. Checks nothing else.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description The service can do its work: the database answers.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description Metrics in the Prometheus text exposition format. When the `METRICS_TOKEN` setting is given, it must be sent as `Authorization: Bearer <METRICS_TOKEN>`.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API reference page
         * @description This document rendered by Swagger UI, served entirely by this service (no external network).
         */
        get: operations["getDocsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of the API reference page */
        get: operations["getDocsAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        CreatePaymentRequestBody: {
            /** @description USD as a JSON number, greater than 0 and at most 1000000, whose shortest decimal form has at most 2 decimal places (`19.99` yes; `1.005`, `0.1 + 0.2`, `"10.00"` no). */
            amount: number;
            description: string;
            /** @description The merchant's own reference; null or left out means none. */
            external_id?: string | null;
            customer: components["schemas"]["CustomerBody"];
            expires_at?: number | null;
        };
        CustomerBody: {
            /** @description The customer's national id, passport or tax id. A dni this merchant has used before is "registered". */
            dni: string;
            /**
             * Format: email
             * @description Required, with first_name and last_name, when the dni is not registered yet.
             */
            email?: string;
            /** @description Required when the dni is not registered yet. Accepted, never returned. */
            first_name?: string;
            /** @description Required when the dni is not registered yet. Accepted, never returned. */
            last_name?: string;
        };
        UpdatePaymentRequestBody: {
            /** @description USD as a JSON number, greater than 0 and at most 1000000, whose shortest decimal form has at most 2 decimal places (`19.99` yes; `1.005`, `0.1 + 0.2`, `"10.00"` no). */
            amount?: number;
            description?: string;
            expires_at?: number | null;
        };
        C2pPaymentBody: {
            /** @description A Venezuelan mobile number (prefixes 0412, 0414, 0416, 0422, 0424, 0426): `04XXXXXXXXX`, or `58` / `+58` then the same 10 digits without the leading 0. */
            phone_number: string;
            /** @description The payer's id: V, E, J, G, P or C, an optional dash, then 5 to 10 digits. */
            issuer_payer_id: string;
            /**
             * @description The 4-digit code the central bank (BCV) gives the payer's bank.
             * @enum {string}
             */
            issuer_bank_id: "0102" | "0104" | "0105" | "0108" | "0114" | "0115" | "0128" | "0134" | "0137" | "0138" | "0146" | "0151" | "0156" | "0157" | "0163" | "0166" | "0168" | "0169" | "0171" | "0172" | "0173" | "0174" | "0175" | "0177" | "0178" | "0191";
            /** @description The payment request to pay; one that is not this merchant's is not found (404). */
            payment_request_id: string;
            /** @description The one-time password the payer's bank issued (banks issue 6 or 8 digits). */
            otp_token: string;
        };
        CardPaymentBody: {
            /** @description 12 to 19 digits; single spaces may separate groups. It must pass the Luhn check and be Visa or Mastercard, or the payment is declined (402). */
            card_number: string;
            /** @description The cardholder's id: V, E, J, G, P or C, an optional dash, then 5 to 10 digits. */
            card_customer_id: string;
            /** @description `MM/YY`; an expired card is declined (402). */
            card_expiry_date: string;
            /** @description The payment request to pay; one that is not this merchant's is not found (404). */
            payment_request_id: string;
            card_cvv: string;
        };
        CreateWebhookEndpointBody: {
            /** @description An absolute `https` URL whose host resolves only to public addresses; otherwise a 422 on `url` (see the operation). */
            url: string;
            /** @description The event types this endpoint receives, at least one, each once; null or left out: every type, including types added later. */
            events?: ("payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled")[] | null;
            description?: string | null;
        };
        UpdateWebhookEndpointBody: {
            /** @description Checked like at creation. */
            url?: string;
            /** @description The event types this endpoint receives, at least one, each once; null or left out: every type, including types added later. */
            events?: ("payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled")[] | null;
            /** @description Null removes it. */
            description?: string | null;
            /** @enum {string} */
            status?: "enabled" | "disabled";
        };
        /** @description An amount in USD, with cents. */
        MoneyUsd: {
            /** @description The amount in cents (100 per unit). */
            amount_cents: number;
            /** @description The same amount as a decimal number. */
            amount: number;
            /** @constant */
            currency_iso: "USD";
        };
        /** @description An amount in VES, with cents. */
        MoneyVes: {
            /** @description The amount in cents (100 per unit). */
            amount_cents: number;
            /** @description The same amount as a decimal number. */
            amount: number;
            /** @constant */
            currency_iso: "VES";
        };
        /** @description VES per 1 USD (up to 8 decimal places); amount_cents is it in cents, rounded half up. */
        RateVes: {
            /** @description The amount in cents (100 per unit). */
            amount_cents: number;
            /** @description The same amount as a decimal number. */
            amount: number;
            /** @constant */
            currency_iso: "VES";
        };
        /** @description An amount in USD (checkout layout: no cents). */
        CheckoutMoneyUsd: {
            /** @description The same amount as a decimal number. */
            amount: number;
            /** @constant */
            currency_iso: "USD";
        };
        /** @description An amount in VES (checkout layout: no cents). */
        CheckoutMoneyVes: {
            /** @description The same amount as a decimal number. */
            amount: number;
            /** @constant */
            currency_iso: "VES";
        };
        /** @description VES per 1 USD (checkout layout: no cents). */
        CheckoutRateVes: {
            /** @description The same amount as a decimal number. */
            amount: number;
            /** @constant */
            currency_iso: "VES";
        };
        /** @description The payment that succeeded. */
        SucceededPaymentIntent: {
            /** @description The payment intent that paid the request. */
            id: string;
            /**
             * @description Unix time in seconds.
             * @example 1767225600
             */
            confirmed_at: number;
            /** @enum {string} */
            payment_method: "c2p" | "credit_or_debit_card";
            /** @description The paying bank (C2P) or the card network, `visa` or `mastercard` (card). */
            type: string;
            /** @description Reference of the transaction at the bank or processor. */
            reference_id: string;
        };
        /** @description The payment that succeeded. */
        PaymentConfirmation: {
            /** @description The payment intent that paid the request. */
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601 with the UTC offset of the business time zone.
             * @example 2026-01-01T08:00:00-04:00
             */
            confirmed_at: string;
            /** @enum {string} */
            payment_method: "c2p" | "credit_or_debit_card";
            /** @description The paying bank (C2P) or the card network, `visa` or `mastercard` (card). */
            type: string;
            /** @description Reference of the transaction at the bank or processor. */
            reference_id: string;
        };
        /** @description A payment request as create, read, update and list show it: cents and Unix seconds. */
        PaymentRequest: {
            /** @description The payment request. */
            id: string;
            description: string;
            /** @description The merchant's own reference. */
            external_id: string | null;
            /** @description The last path segment of payment_url. */
            token: string;
            /** @enum {string} */
            status: "waiting_for_payment" | "waiting_for_payment_confirmation" | "paid" | "canceled";
            /**
             * @description Unix time in seconds.
             * @example 1767225600
             */
            created_at: number;
            /**
             * @description Unix time in seconds.
             * @example 1767225600
             */
            updated_at: number;
            main_amount: components["schemas"]["MoneyUsd"];
            conversion_amount: components["schemas"]["MoneyVes"];
            customer: {
                /** @description The customer, kept per merchant. */
                id: string;
                dni: string;
                email: string;
            };
            rate: components["schemas"]["RateVes"];
            /**
             * @description From this moment on the request can no longer be paid, updated or canceled; null: it never expires. Unix time in seconds.
             * @example 1767225600
             */
            expires_at: number | null;
            /**
             * @description When it was canceled (for an expired request, its expires_at); null unless `canceled`. Unix time in seconds.
             * @example 1767225600
             */
            canceled_at: number | null;
            /**
             * @description `requested` (canceled by the merchant) or `expired`; null unless `canceled`.
             * @enum {string|null}
             */
            cancellation_reason: "requested" | "expired" | null;
            /** @description Null while the request is unpaid. */
            succeeded_payment_intent: components["schemas"]["SucceededPaymentIntent"] | null;
            /** @description Attempts whose outcome the payment network has not given yet. */
            pending_payment_intents: {
                /** @description The attempt. */
                id: string;
                /** @enum {string} */
                payment_method: "c2p" | "credit_or_debit_card";
                /**
                 * @description Unix time in seconds.
                 * @example 1767225600
                 */
                created_at: number;
            }[];
            /** @description Declined attempts; the request stayed payable. */
            rejected_payment_intents: {
                /** @description The attempt. */
                id: string;
                /** @enum {string} */
                payment_method: "c2p" | "credit_or_debit_card";
                /**
                 * @example insufficient_funds
                 * @example invalid_otp
                 * @example card_declined
                 */
                decline_code: string;
                /**
                 * @description Unix time in seconds.
                 * @example 1767225600
                 */
                created_at: number;
            }[];
            /**
             * Format: uri
             * @description `{PORTAL_URL}/payments_portal/payment_requests/<token>`.
             */
            payment_url: string;
        };
        /** @description The paid payment request as a checkout answers it: ISO 8601 times, no cents, no customer id. */
        CheckoutPaymentRequest: {
            /** @description The payment request. */
            id: string;
            description: string;
            /** @description The merchant's own reference. */
            external_id: string | null;
            /** @description The last path segment of payment_url. */
            token: string;
            /** @enum {string} */
            status: "waiting_for_payment" | "waiting_for_payment_confirmation" | "paid" | "canceled";
            /**
             * Format: date-time
             * @description ISO 8601 with the UTC offset of the business time zone.
             * @example 2026-01-01T08:00:00-04:00
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with the UTC offset of the business time zone.
             * @example 2026-01-01T08:00:00-04:00
             */
            updated_at: string;
            main_amount: components["schemas"]["CheckoutMoneyUsd"];
            conversion_amount: components["schemas"]["CheckoutMoneyVes"];
            customer: {
                dni: string;
                email: string;
            };
            rate: components["schemas"]["CheckoutRateVes"];
            /**
             * Format: date-time
             * @description From this moment on the request can no longer be paid, updated or canceled; null: it never expires. ISO 8601 with the UTC offset of the business time zone.
             * @example 2026-01-01T08:00:00-04:00
             */
            expires_at: string | null;
            /**
             * Format: date-time
             * @description When it was canceled (for an expired request, its expires_at); null unless `canceled`. ISO 8601 with the UTC offset of the business time zone.
             * @example 2026-01-01T08:00:00-04:00
             */
            canceled_at: string | null;
            /**
             * @description `requested` (canceled by the merchant) or `expired`; null unless `canceled`.
             * @enum {string|null}
             */
            cancellation_reason: "requested" | "expired" | null;
            succeeded_payment_confirmation: components["schemas"]["PaymentConfirmation"];
            /** @description Attempts whose outcome the payment network has not given yet. */
            pending_payment_intents: {
                /** @description The attempt. */
                id: string;
                /** @enum {string} */
                payment_method: "c2p" | "credit_or_debit_card";
                /**
                 * Format: date-time
                 * @description ISO 8601 with the UTC offset of the business time zone.
                 * @example 2026-01-01T08:00:00-04:00
                 */
                created_at: string;
            }[];
            /** @description Declined attempts; the request stayed payable. */
            rejected_payment_intents: {
                /** @description The attempt. */
                id: string;
                /** @enum {string} */
                payment_method: "c2p" | "credit_or_debit_card";
                /**
                 * @example insufficient_funds
                 * @example invalid_otp
                 * @example card_declined
                 */
                decline_code: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 with the UTC offset of the business time zone.
                 * @example 2026-01-01T08:00:00-04:00
                 */
                created_at: string;
            }[];
            /**
             * Format: uri
             * @description `{PORTAL_URL}/payments_portal/payment_requests/<token>`.
             */
            payment_url: string;
        };
        PaymentRequestList: {
            meta: {
                current_page: number;
                limit: number;
                /** @description ceil(total_objects / limit). */
                total_pages: number;
                total_objects: number;
            };
            /** @description Newest first, ties broken by id. */
            data: components["schemas"]["PaymentRequest"][];
        };
        /** @description Something that happened to a payment request, stored in the same transaction as the change. */
        Event: {
            /** @example evt_3kTq8ZbN1xVw7mPc2RsL9dYf */
            id: string;
            /** @enum {string} */
            type: "payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled";
            /**
             * @description When it happened, Unix time in seconds.
             * @example 1767225600
             */
            created_at: number;
            data: {
                /** @description The payment request as it was right after the change (management view); later changes never alter it. */
                object: components["schemas"]["PaymentRequest"];
            };
        };
        EventList: {
            /** @description Oldest first, at most `limit` (20 by default). */
            data: components["schemas"]["Event"][];
            /** @description True when more events follow the last one listed: ask again with `after` = its id. */
            has_more: boolean;
        };
        /** @description A URL that receives this merchant's events. The secret is never shown again after create and rotate_secret. */
        WebhookEndpoint: {
            /** @example we_7Hq2LmX9vB4nR1kT8sW3cZpD */
            id: string;
            /**
             * @description Where deliveries are sent (POST).
             * @example https://shop.example.com/webhooks/payments
             */
            url: string;
            /** @description The event types delivered to this endpoint; null: every type, including types added later. */
            events: ("payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled")[] | null;
            description: string | null;
            /**
             * @description A disabled endpoint receives nothing.
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /**
             * @description Unix time in seconds.
             * @example 1767225600
             */
            created_at: number;
        };
        /** @description A webhook endpoint with its signing secret: the answer of create and rotate_secret only. */
        WebhookEndpointWithSecret: {
            /** @example we_7Hq2LmX9vB4nR1kT8sW3cZpD */
            id: string;
            /**
             * @description Where deliveries are sent (POST).
             * @example https://shop.example.com/webhooks/payments
             */
            url: string;
            /** @description The event types delivered to this endpoint; null: every type, including types added later. */
            events: ("payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled")[] | null;
            description: string | null;
            /**
             * @description A disabled endpoint receives nothing.
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /**
             * @description Unix time in seconds.
             * @example 1767225600
             */
            created_at: number;
            /**
             * @description The signing secret (Standard Webhooks): `whsec_` then base64 of 32 random bytes. Shown only here; keep it.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        /** @description This merchant's webhook endpoints. */
        WebhookEndpointList: {
            /** @description Every endpoint of this merchant (at most 16), oldest first. */
            data: components["schemas"]["WebhookEndpoint"][];
        };
        /** @description One event's delivery to this endpoint. */
        WebhookDelivery: {
            /** @description The event delivered; also the `webhook-id` header of every attempt. */
            event_id: string;
            /** @enum {string} */
            event_type: "payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled";
            /**
             * @description `pending` until an attempt succeeds (`succeeded`) or the last retry fails (`failed`).
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /** @description Attempts made (or started) so far. */
            attempts: number;
            /** @description When the latest attempt started; null before the first. Unix time in seconds. */
            last_attempt_at: number | null;
            /** @description The HTTP status the endpoint last answered; null before any answer, or when the last attempt got none (timeout, refused connection). */
            last_response_status: number | null;
            /** @description When the next attempt is due; null once the delivery has succeeded or failed. Unix time in seconds. */
            next_attempt_at: number | null;
        };
        /** @description The endpoint's latest deliveries. */
        WebhookDeliveryList: {
            /** @description Newest first, at most `limit` (10 by default). */
            data: components["schemas"]["WebhookDelivery"][];
        };
        /** @description Any error (RFC 9457 problem details, `application/problem+json`). */
        Problem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @enum {string}
             */
            type: "https://docs.pagos.example/problems/bad_request" | "https://docs.pagos.example/problems/unauthorized" | "https://docs.pagos.example/problems/payment_declined" | "https://docs.pagos.example/problems/not_found" | "https://docs.pagos.example/problems/conflict" | "https://docs.pagos.example/problems/idempotency_key_in_use" | "https://docs.pagos.example/problems/payload_too_large" | "https://docs.pagos.example/problems/unsupported_media_type" | "https://docs.pagos.example/problems/validation_error" | "https://docs.pagos.example/problems/payment_request_not_updatable" | "https://docs.pagos.example/problems/payment_request_not_payable" | "https://docs.pagos.example/problems/payment_request_not_cancelable" | "https://docs.pagos.example/problems/idempotency_key_reused" | "https://docs.pagos.example/problems/too_many_webhook_endpoints" | "https://docs.pagos.example/problems/rate_limited" | "https://docs.pagos.example/problems/internal_error" | "https://docs.pagos.example/problems/payment_outcome_unknown" | "https://docs.pagos.example/problems/service_unavailable" | "https://docs.pagos.example/problems/rate_unavailable";
            /**
             * @description A short summary of the kind of problem.
             * @enum {string}
             */
            title: "Bad request" | "Unauthorized" | "Payment declined" | "Not found" | "Conflict" | "Idempotency key in use" | "Payload too large" | "Unsupported media type" | "Validation failed" | "Payment request cannot be updated" | "Payment request cannot be paid" | "Payment request cannot be canceled" | "Idempotency key reused" | "Too many webhook endpoints" | "Too many requests" | "Internal server error" | "Payment outcome unknown" | "Service unavailable" | "Exchange rate unavailable";
            /** @enum {integer} */
            status: 400 | 401 | 402 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @enum {string}
             */
            code: "bad_request" | "unauthorized" | "payment_declined" | "not_found" | "conflict" | "idempotency_key_in_use" | "payload_too_large" | "unsupported_media_type" | "validation_error" | "payment_request_not_updatable" | "payment_request_not_payable" | "payment_request_not_cancelable" | "idempotency_key_reused" | "too_many_webhook_endpoints" | "rate_limited" | "internal_error" | "payment_outcome_unknown" | "service_unavailable" | "rate_unavailable";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
            /** @description Every failing field, in the request's own dotted names (`customer.email`, `payment.card_cvv`). */
            errors?: {
                field: string;
                message: string;
            }[];
            /**
             * @description Why the payment was declined.
             * @example invalid_otp
             * @example insufficient_funds
             * @example card_declined
             * @example invalid_card_number
             * @example card_not_supported
             * @example expired_card
             */
            decline_code?: string;
            /** @description The payment attempt this answer is about. */
            payment_intent_id?: string;
        };
        /** @description The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
        BadRequestProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/bad_request";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Bad request";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "bad_request";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
        UnauthorizedProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/unauthorized";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Unauthorized";
            /** @constant */
            status: 401;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "unauthorized";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description The payment was declined; the request stays `waiting_for_payment` and lists the attempt in rejected_payment_intents. */
        PaymentDeclinedProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/payment_declined";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Payment declined";
            /** @constant */
            status: 402;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "payment_declined";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
            /**
             * @description Why the payment was declined.
             * @example invalid_otp
             * @example insufficient_funds
             * @example card_declined
             * @example invalid_card_number
             * @example card_not_supported
             * @example expired_card
             */
            decline_code: string;
            /** @description The payment attempt this answer is about. */
            payment_intent_id: string;
        };
        /** @description No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
        NotFoundProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/not_found";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Not found";
            /** @constant */
            status: 404;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "not_found";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description The payment request kept changing under this request; read it again and retry. */
        ConflictProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/conflict";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Conflict";
            /** @constant */
            status: 409;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "conflict";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description A request with this Idempotency-Key has not answered yet (on any instance); retry after Retry-After. Not stored. */
        IdempotencyKeyInUseProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/idempotency_key_in_use";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Idempotency key in use";
            /** @constant */
            status: 409;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "idempotency_key_in_use";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description The body is over 16 KiB. */
        PayloadTooLargeProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/payload_too_large";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Payload too large";
            /** @constant */
            status: 413;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "payload_too_large";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
        UnsupportedMediaTypeProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/unsupported_media_type";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Unsupported media type";
            /** @constant */
            status: 415;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "unsupported_media_type";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each. */
        ValidationErrorProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/validation_error";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Validation failed";
            /** @constant */
            status: 422;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "validation_error";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
            /** @description Every failing field, in the request's own dotted names (`customer.email`, `payment.card_cvv`). */
            errors: {
                field: string;
                message: string;
            }[];
        };
        /** @description Only a request `waiting_for_payment` whose `expires_at` has not passed can be updated. */
        PaymentRequestNotUpdatableProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/payment_request_not_updatable";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Payment request cannot be updated";
            /** @constant */
            status: 422;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "payment_request_not_updatable";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description Only a request `waiting_for_payment` whose `expires_at` has not passed can be paid. */
        PaymentRequestNotPayableProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/payment_request_not_payable";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Payment request cannot be paid";
            /** @constant */
            status: 422;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "payment_request_not_payable";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description Only a request `waiting_for_payment` whose `expires_at` has not passed can be canceled; a canceled one stays as it is. */
        PaymentRequestNotCancelableProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/payment_request_not_cancelable";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Payment request cannot be canceled";
            /** @constant */
            status: 422;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "payment_request_not_cancelable";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored. */
        IdempotencyKeyReusedProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/idempotency_key_reused";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Idempotency key reused";
            /** @constant */
            status: 422;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "idempotency_key_reused";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description This merchant already has 16 webhook endpoints, the most it may have; delete one first. */
        TooManyWebhookEndpointsProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/too_many_webhook_endpoints";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Too many webhook endpoints";
            /** @constant */
            status: 422;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "too_many_webhook_endpoints";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
        RateLimitedProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/rate_limited";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Too many requests";
            /** @constant */
            status: 429;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "rate_limited";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description An unexpected error; it was logged. */
        InternalErrorProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/internal_error";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Internal server error";
            /** @constant */
            status: 500;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "internal_error";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description The payment network did not answer. The request stays `waiting_for_payment_confirmation` until the attempt is settled: do not pay it again. */
        PaymentOutcomeUnknownProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/payment_outcome_unknown";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Payment outcome unknown";
            /** @constant */
            status: 502;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "payment_outcome_unknown";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
            /** @description The payment attempt this answer is about. */
            payment_intent_id: string;
        };
        /** @description The database cannot be reached; nothing was changed. Try again shortly. */
        ServiceUnavailableProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/service_unavailable";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Service unavailable";
            /** @constant */
            status: 503;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "service_unavailable";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description No USD to VES rate may be applied: with `RATE_PROVIDER=bcv`, the official rate has not been read for longer than `RATE_MAX_AGE_HOURS` (or never). Nothing was priced or changed; try again later. */
        RateUnavailableProblem: {
            /**
             * Format: uri
             * @description `https://docs.pagos.example/problems/<code>`.
             * @constant
             */
            type: "https://docs.pagos.example/problems/rate_unavailable";
            /**
             * @description A short summary of the kind of problem.
             * @constant
             */
            title: "Exchange rate unavailable";
            /** @constant */
            status: 503;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /**
             * @description Stable and machine-readable: branch on it.
             * @constant
             */
            code: "rate_unavailable";
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The caller's X-Request-Id when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`, otherwise a new one. Every answer has it. */
        XRequestId: string;
        /** @description Always `Bearer`. */
        WWWAuthenticate: "Bearer";
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /** @description IETF draft-8 rate-limit state, on every /api/v1 answer while the limit is on: `"<n>-in-1min"; r=<remaining>; t=<seconds to reset>`. */
        RateLimit: string;
        /** @description Always `no-store`: answers of the API are never cached. */
        CacheControl: "no-store";
        /** @description Always `nosniff`. */
        XContentTypeOptions: "nosniff";
        /** @description On `idempotency_key_in_use`, always `1`: seconds to wait before trying again. */
        RetryAfterKeyInUse: number;
        /** @description Present, `true`, when this is the stored answer of an earlier request with the same Idempotency-Key; the operation did not run again. */
        IdempotentReplayed: "true";
        /** @description IETF draft-8 rate-limit policy: `"<n>-in-1min"; q=<n>; w=60; pk=:…:`. */
        RateLimitPolicy: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listPaymentRequests: {
        parameters: {
            query?: {
                /** @description Page size, written as 1 to 7 digits. */
                limit?: number;
                /** @description Page number, written as 1 to 7 digits; a page past the end gives `data: []`. */
                page?: number;
                status?: "waiting_for_payment" | "waiting_for_payment_confirmation" | "paid" | "canceled";
                /** @description Only requests of the customer with exactly this dni. */
                customer_dni?: string;
                /** @description Only requests of the customer with this e-mail, compared case-insensitively. */
                customer_email?: string;
                /** @description Creation day in the business time zone (`BUSINESS_TIME_ZONE`, America/Caracas by default). Either one day, `created_at=2026-01-15`, or an inclusive range, `created_at[start]=2026-01-01&created_at[end]=2026-01-31`, where either end may be left out. Not both forms at once; an impossible date or a start after the end is a 400. */
                created_at?: string | {
                    /**
                     * Format: date
                     * @description A calendar day, `YYYY-MM-DD`.
                     */
                    start?: string;
                    /**
                     * Format: date
                     * @description A calendar day, `YYYY-MM-DD`.
                     */
                    end?: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of payment requests. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequestList"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    createPaymentRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentRequestBody"];
            };
        };
        responses: {
            /** @description The new payment request, `waiting_for_payment`. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `idempotency_key_in_use`: A request with this Idempotency-Key has not answered yet (on any instance); retry after Retry-After. Not stored. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfterKeyInUse"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["IdempotencyKeyInUseProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /**
             * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
             *
             *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /**
             * @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly.
             *
             *     `rate_unavailable`: No USD to VES rate may be applied: with `RATE_PROVIDER=bcv`, the official rate has not been read for longer than `RATE_MAX_AGE_HOURS` (or never). Nothing was priced or changed; try again later.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"] | components["schemas"]["RateUnavailableProblem"];
                };
            };
        };
    };
    getPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment request id (`preq_…`). An id of another shape, or another merchant's, is simply not found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment request. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `not_found`: No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["NotFoundProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    updatePaymentRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The payment request id (`preq_…`). An id of another shape, or another merchant's, is simply not found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePaymentRequestBody"] | unknown | unknown | unknown;
            };
        };
        responses: {
            /** @description The updated payment request. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `not_found`: No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["NotFoundProblem"];
                };
            };
            /**
             * @description `conflict`: The payment request kept changing under this request; read it again and retry.
             *
             *     `idempotency_key_in_use`: A request with this Idempotency-Key has not answered yet (on any instance); retry after Retry-After. Not stored.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfterKeyInUse"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ConflictProblem"] | components["schemas"]["IdempotencyKeyInUseProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /**
             * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
             *
             *     `payment_request_not_updatable`: Only a request `waiting_for_payment` whose `expires_at` has not passed can be updated.
             *
             *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["PaymentRequestNotUpdatableProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /**
             * @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly.
             *
             *     `rate_unavailable`: No USD to VES rate may be applied: with `RATE_PROVIDER=bcv`, the official rate has not been read for longer than `RATE_MAX_AGE_HOURS` (or never). Nothing was priced or changed; try again later.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"] | components["schemas"]["RateUnavailableProblem"];
                };
            };
        };
    };
    cancelPaymentRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The payment request id (`preq_…`). An id of another shape, or another merchant's, is simply not found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The canceled payment request. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `not_found`: No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["NotFoundProblem"];
                };
            };
            /**
             * @description `conflict`: The payment request kept changing under this request; read it again and retry.
             *
             *     `idempotency_key_in_use`: A request with this Idempotency-Key has not answered yet (on any instance); retry after Retry-After. Not stored.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfterKeyInUse"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ConflictProblem"] | components["schemas"]["IdempotencyKeyInUseProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /**
             * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
             *
             *     `payment_request_not_cancelable`: Only a request `waiting_for_payment` whose `expires_at` has not passed can be canceled; a canceled one stays as it is.
             *
             *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["PaymentRequestNotCancelableProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    payByC2p: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payment: components["schemas"]["C2pPaymentBody"];
                };
            };
        };
        responses: {
            /** @description Paid: the payment request in the checkout layout, with `succeeded_payment_confirmation`. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutPaymentRequest"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `payment_declined`: The payment was declined; the request stays `waiting_for_payment` and lists the attempt in rejected_payment_intents. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PaymentDeclinedProblem"];
                };
            };
            /** @description `not_found`: No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["NotFoundProblem"];
                };
            };
            /**
             * @description `conflict`: The payment request kept changing under this request; read it again and retry.
             *
             *     `idempotency_key_in_use`: A request with this Idempotency-Key has not answered yet (on any instance); retry after Retry-After. Not stored.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfterKeyInUse"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ConflictProblem"] | components["schemas"]["IdempotencyKeyInUseProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /**
             * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
             *
             *     `payment_request_not_payable`: Only a request `waiting_for_payment` whose `expires_at` has not passed can be paid.
             *
             *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["PaymentRequestNotPayableProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `payment_outcome_unknown`: The payment network did not answer. The request stays `waiting_for_payment_confirmation` until the attempt is settled: do not pay it again. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PaymentOutcomeUnknownProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    payByCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payment: components["schemas"]["CardPaymentBody"];
                };
            };
        };
        responses: {
            /** @description Paid: the payment request in the checkout layout, with `succeeded_payment_confirmation`. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutPaymentRequest"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `payment_declined`: The payment was declined; the request stays `waiting_for_payment` and lists the attempt in rejected_payment_intents. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PaymentDeclinedProblem"];
                };
            };
            /** @description `not_found`: No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["NotFoundProblem"];
                };
            };
            /**
             * @description `conflict`: The payment request kept changing under this request; read it again and retry.
             *
             *     `idempotency_key_in_use`: A request with this Idempotency-Key has not answered yet (on any instance); retry after Retry-After. Not stored.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfterKeyInUse"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ConflictProblem"] | components["schemas"]["IdempotencyKeyInUseProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /**
             * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
             *
             *     `payment_request_not_payable`: Only a request `waiting_for_payment` whose `expires_at` has not passed can be paid.
             *
             *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["PaymentRequestNotPayableProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `payment_outcome_unknown`: The payment network did not answer. The request stays `waiting_for_payment_confirmation` until the attempt is settled: do not pay it again. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PaymentOutcomeUnknownProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Start after this event: the last id you saw. It must be one of your events (400 otherwise). Left out, the feed starts at the oldest event kept. */
                after?: string;
                /** @description Page size, written as 1 to 7 digits. */
                limit?: number;
                /** @description Only events of this type (`after` may still name an event of any type). */
                type?: "payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event id (`evt_…`). Another merchant's event is simply not found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `not_found`: No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["NotFoundProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointBody"];
            };
        };
        responses: {
            /** @description The new endpoint, `enabled`, with its signing secret. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `idempotency_key_in_use`: A request with this Idempotency-Key has not answered yet (on any instance); retry after Retry-After. Not stored. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfterKeyInUse"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["IdempotencyKeyInUseProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /**
             * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
             *
             *     `too_many_webhook_endpoints`: This merchant already has 16 webhook endpoints, the most it may have; delete one first.
             *
             *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["TooManyWebhookEndpointsProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`we_…`). Another merchant's endpoint is simply not found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `not_found`: No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["NotFoundProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`we_…`). Another merchant's endpoint is simply not found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `not_found`: No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["NotFoundProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook endpoint id (`we_…`). Another merchant's endpoint is simply not found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointBody"] | unknown | unknown | unknown | unknown;
            };
        };
        responses: {
            /** @description The updated endpoint, without its secret. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `not_found`: No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["NotFoundProblem"];
                };
            };
            /** @description `idempotency_key_in_use`: A request with this Idempotency-Key has not answered yet (on any instance); retry after Retry-After. Not stored. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfterKeyInUse"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["IdempotencyKeyInUseProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /**
             * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
             *
             *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook endpoint id (`we_…`). Another merchant's endpoint is simply not found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The endpoint with its new secret. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `not_found`: No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["NotFoundProblem"];
                };
            };
            /** @description `idempotency_key_in_use`: A request with this Idempotency-Key has not answered yet (on any instance); retry after Retry-After. Not stored. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfterKeyInUse"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["IdempotencyKeyInUseProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /**
             * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
             *
             *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description How many, written as 1 to 7 digits. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The webhook endpoint id (`we_…`). Another merchant's endpoint is simply not found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestProblem"];
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
            /** @description `not_found`: No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["NotFoundProblem"];
                };
            };
            /** @description `payload_too_large`: The body is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
                };
            };
            /** @description `unsupported_media_type`: The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
                };
            };
            /** @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["RateLimitedProblem"];
                };
            };
            /** @description `internal_error`: An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InternalErrorProblem"];
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    showPaymentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment request's token, the last segment of its payment_url. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No payment request has this token: a page that says so. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The database cannot be reached; nothing was charged. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    payPageByC2p: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment request's token, the last segment of its payment_url. */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The payer's mobile number. */
                    phone_number: string;
                    /** @description The payer's national id, passport or tax id. */
                    issuer_payer_id: string;
                    /** @description The payer's bank, by its 4-digit code. */
                    issuer_bank_id: string;
                    /** @description The one-time password from the bank. */
                    otp_token: string;
                };
            };
        };
        responses: {
            /** @description The payment network did not answer; the page says the payment is being confirmed. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Paid: back to the page, which now shows the receipt. */
            303: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description The payment page. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "text/plain": string;
                };
            };
            /** @description The form could not be read. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Declined: the form again, with the reason. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No payment request has this token: a page that says so. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request is already paid, being confirmed, or not payable; or it changed meanwhile. Nothing was charged. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The form is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The form again, with a message beside each field to correct. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description More than 10 payment attempts on this link in 15 minutes, whoever sent them. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The database cannot be reached; nothing was charged. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    payPageByCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment request's token, the last segment of its payment_url. */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The card number. */
                    card_number: string;
                    /** @description The cardholder's national id, passport or tax id. */
                    card_customer_id: string;
                    /** @description `MM/YY`. */
                    card_expiry_date: string;
                    /** @description The card's security code. */
                    card_cvv: string;
                };
            };
        };
        responses: {
            /** @description The payment network did not answer; the page says the payment is being confirmed. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Paid: back to the page, which now shows the receipt. */
            303: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description The payment page. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "text/plain": string;
                };
            };
            /** @description The form could not be read. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Declined: the form again, with the reason. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No payment request has this token: a page that says so. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request is already paid, being confirmed, or not payable; or it changed meanwhile. Nothing was charged. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The form is over 16 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The form again, with a message beside each field to correct. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description More than 10 payment attempts on this link in 15 minutes, whoever sent them. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description An unexpected error; it was logged. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The database cannot be reached; nothing was charged. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to take traffic. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ready";
                        /**
                         * @description Only with `RATE_PROVIDER=bcv`. `stale`: the official rate has not been read for longer than `RATE_MAX_AGE_HOURS` (or never), so creating or repricing a payment request answers 503 `rate_unavailable`; the instance stays ready for everything else.
                         * @enum {string}
                         */
                        rate?: "fresh" | "stale";
                    };
                };
            };
            /** @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description `unauthorized`: No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["UnauthorizedProblem"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    getDocsPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getDocsAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: "swagger-ui.css" | "index.css" | "favicon-32x32.png" | "favicon-16x16.png" | "swagger-ui-bundle.js" | "swagger-initializer.js";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                    "text/javascript": string;
                    "image/png": string;
                };
            };
            /** @description `not_found`: No payment request (or event, or webhook endpoint) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["NotFoundProblem"];
                };
            };
        };
    };
}
