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
         * @description Prices the amount in VES at the current rate and issues a token and payment_url. `customer.email`, `first_name` and `last_name` may be left out only when this merchant has used the dni before; a new dni without them is a 422 `validation_error`. `expires_at` is optional: an integer Unix time at least 60 seconds and at most 30 days from now, otherwise a 422 `validation_error` naming it. From that moment on the request can no longer be paid, updated or canceled, and within 60 seconds it is stored as `canceled` with `cancellation_reason` `expired`. Null or left out: it never expires. `return_url` is optional: an absolute `https` URL without credentials, otherwise a 422 `validation_error` naming it.
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
         * @description Changes the amount, the description, the expiry, the return URL, or several of them. A new amount or description prices the request again at the current rate; a new expiry or return URL alone keeps the rate. Only while `waiting_for_payment` and before `expires_at`. `expires_at` is optional: an integer Unix time at least 60 seconds and at most 30 days from now, otherwise a 422 `validation_error` naming it. From that moment on the request can no longer be paid, updated or canceled, and within 60 seconds it is stored as `canceled` with `cancellation_reason` `expired`. Null removes the expiry. `return_url` is optional: an absolute `https` URL without credentials, otherwise a 422 `validation_error` naming it. Null removes it.
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
    "/api/v1/checkouts/p2p": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a Pago Móvil transfer
         * @description Pays a payment request by a Pago Móvil transfer the payer already sent to the account in the request's `pago_movil`, reported by its reference. The P2P gateway (`P2P_GATEWAY`) is asked for that transfer: found for exactly the request's VES amount, 201 and paid (`payment_method` `p2p`, `reference_id` the bank's reference); for another amount, 402 `amount_mismatch`; already used to pay any request, 402 `reference_already_used`. Not shown by the bank yet: 202 with the request `waiting_for_payment_confirmation`; the service asks again every `RECONCILE_INTERVAL_SECONDS` for `P2P_CONFIRMATION_WINDOW_MINUTES` (30), then declines the attempt `payment_not_found` and the request is payable again. `paid_on` ahead of today or more than 3 days back is a 422 naming it. Sandbox (the reference's last two digits): `00` never found, `01` found for 1.00 VES less, `02` found from 20 s after the first report, any other found at once for the exact amount.
         *
         *     Checks run in this order: the key (401), the body is a JSON object with a `payment` object (400), the Idempotency-Key if sent (409, 422 `idempotency_key_reused`, or the stored answer), every payment field (422 naming `payment.<field>`), the payment request exists (404), it is `waiting_for_payment` (422 `payment_request_not_payable`), then the payment itself (402). A request is paid at most once, however many checkouts race on it.
         */
        post: operations["payByP2p"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment_requests/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a payment request's refunds
         * @description Every refund of the request, oldest first. No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["listRefunds"];
        put?: never;
        /**
         * Refund a payment request
         * @description Gives back `amount` USD (left out: everything that remains) of a `paid` request, in VES at the rate it was paid at, rounded half up; the refund of everything that remains returns exactly the VES that remain. The rail follows the payment: a C2P payment refunded in full by its first refund on the day it was paid is voided at the bank (`reversal`); any other C2P refund is a Pago Móvil transfer to the phone, id and bank the customer paid from (`p2p`); a card refund goes to the card (`card`) when its gateway can, otherwise it is `manual` and `requires_action`. A bank that does not answer leaves it `pending` until the reconciler settles it (never sent twice); a refusal makes it `failed`, and the amount can be refunded again. Concurrent refunds never together exceed what was paid. Sandbox: refunds succeed at once, except those of a payment made with OTP `654321` or the card `4000000000005126`, which stay `pending` and fail (`refund_declined`) within 60 seconds.
         */
        post: operations["createRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/refunds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a refund
         * @description No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["getRefund"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/refunds/{id}/mark_succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Say a manual refund was made
         * @description The merchant returned the money by other means: the refund becomes `succeeded` with their `reference_id`. Only from `requires_action` (a `manual` refund); any other status is a 422 `refund_not_actionable` and changes nothing.
         */
        post: operations["markRefundSucceeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/refunds/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give up a manual refund
         * @description The merchant will not return this money: the refund becomes `failed` (`failure_code` `canceled_by_merchant`) and its amount can be refunded again. Only from `requires_action` (a `manual` refund); any other status is a 422 `refund_not_actionable` and changes nothing. No body, or `{}`; a member is a 422 naming it.
         */
        post: operations["cancelRefund"];
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
         * @description Registers a URL to receive this merchant's events, signed per Standard Webhooks with the `secret` of the answer: the only time it is shown (a retry with the same Idempotency-Key replays it). At most 16 endpoints per merchant (422 `too_many_webhook_endpoints`). `url` must be an absolute `https` URL whose host resolves only to public addresses (not loopback, private, link-local, CGNAT, multicast, IPv4 inside IPv6, reserved or the cloud metadata address), otherwise a 422 `validation_error` on `url`. Every refused host, whatever the cause (such an address, no answer, no answer in time), gets the same message, which names no address. It is checked again at every delivery. With `WEBHOOK_ALLOW_PRIVATE_URLS=true` (development and tests) `http` and such hosts are allowed.
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
         * @description Changes the URL, the event types (null: every type), the description (null removes it), the status (a `disabled` endpoint receives nothing until enabled again), or several of them; members left out stay as they are. `url` must be an absolute `https` URL whose host resolves only to public addresses (not loopback, private, link-local, CGNAT, multicast, IPv4 inside IPv6, reserved or the cloud metadata address), otherwise a 422 `validation_error` on `url`. Every refused host, whatever the cause (such an address, no answer, no answer in time), gets the same message, which names no address. It is checked again at every delivery. With `WEBHOOK_ALLOW_PRIVATE_URLS=true` (development and tests) `http` and such hosts are allowed.
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
    "/api/v1/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description This merchant's keys of the caller's mode that still work (neither revoked nor expired), newest first; never a secret. No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["listApiKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api_keys/{id}/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roll an API key
         * @description Issues a new key of the same mode, whose `secret` is shown in this answer only, and makes the old key stop working after `expires_in_hours` (24 when left out; 0: at once; never later than an expiry it already has). A merchant keeps at most 10 working keys per mode (422 `too_many_api_keys`). The answer is never stored, since it holds a secret: this operation takes no `Idempotency-Key` (one sent is ignored), and a retry issues another key; list the keys and revoke any you did not receive.
         */
        post: operations["rollApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The key stops working at once on the instance that answers, on every other within `AUTH_CACHE_SECONDS`. The key making the call may revoke itself. A second DELETE is a 404. No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bank_accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank accounts
         * @description Every bank account of this merchant, oldest first, disabled ones included. No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["listBankAccounts"];
        put?: never;
        /**
         * Connect a bank account
         * @description Connects the merchant's own account at a bank: live checkouts of its `methods` are paid into it. Credentials: Mercantil `client_id`, `secret_key`, `integrator_id`, `merchant_id`, `terminal_id`, `merchant_phone`, `merchant_id_document` (with `p2p`); BNC `client_guid`, `master_key`, `terminal`, `account_number`, `merchant_phone`, `merchant_id_document`. They are sealed at rest and only hinted at in answers; one missing, unknown or malformed is a 422 naming `credentials.<field>`. They are checked with the bank by a call that moves no money: `verified`, or `failed` with a `failure_code` (not an error: PATCH or verify again). A method another verified account of the merchant takes is a 422 `method_already_routed`.
         */
        post: operations["connectBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bank_accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a bank account
         * @description No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["getBankAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a bank account
         * @description Changes the methods, the credentials (replaced whole), or both; checked again as at connect (`verified` or `failed`; a method another verified account takes is a 422). A disabled account is a 422.
         */
        patch: operations["updateBankAccount"];
        trace?: never;
    };
    "/api/v1/bank_accounts/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a bank account again
         * @description The stored credentials, checked again as at connect (`verified` or `failed`; a method another verified account takes is a 422). A disabled account is a 422. No body, or `{}`.
         */
        post: operations["verifyBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bank_accounts/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a bank account
         * @description The account takes no new checkout from now on; what is in flight still settles through it. It is never undone (connect another): a disabled account is a 422. No body, or `{}`.
         */
        post: operations["disableBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment_links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment links
         * @description This merchant's payment links of the key's mode, newest first (ties broken by id), paged as the payment requests list. A parameter not listed here, or one given twice, is a 400. No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["listPaymentLinks"];
        put?: never;
        /**
         * Create a payment link
         * @description A reusable link of the key's mode: each customer who opens its `url` gives their dni (and, when new to this merchant, e-mail and names) and creates a payment request of the link's amount and description, with `payment_link_id`, then pays it on its hosted page. `amount` and `description` follow a payment request's rules. `expires_at` is optional: an integer Unix time at least 60 seconds and at most 366 days from now, otherwise a 422 `validation_error` naming it; null or left out: it never expires.
         */
        post: operations["createPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment_links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payment link
         * @description No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["getPaymentLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a payment link
         * @description Activates or deactivates the link, or changes its amount or description: the requests it creates from then on get them; those already created keep theirs.
         */
        patch: operations["updatePaymentLink"];
        trace?: never;
    };
    "/api/v1/merchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the merchant's profile
         * @description The name, RIF, support contact and brand colour the hosted page shows. The profile is the merchant's, not a mode's: a test key and a live key read and change the same one. No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.
         */
        get: operations["getMerchant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the merchant's profile
         * @description Changes any of `name`, `legal_id`, `support_email`, `support_phone` and `brand_color`; members left out stay as they are, null removes an optional one (`name` cannot be null). A member of the wrong type, a value its rule refuses, or a member not listed is a 422 `validation_error` naming each, and nothing changes. The profile is the merchant's, not a mode's: a test key and a live key read and change the same one. The dashboard's header may show the former name for up to `AUTH_CACHE_SECONDS`; this answer and every later read show the new one.
         */
        patch: operations["updateMerchant"];
        trace?: never;
    };
    "/api/v1/payment_requests/{id}/c2p_key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Have the bank send the payer the C2P key
         * @description Asks the bank that takes this request's C2P payments to send the payer the one-time C2P key by SMS, where the merchant's system asks for it (Banco de Venezuela). The payer then gives it as `otp_token` to `POST /api/v1/checkouts/c2p` with the same id, phone and bank (read by the same rules). Where the payer asks its own bank for the key (Banco Mercantil, BNC): 422 `c2p_key_not_supported`. Sandbox: no SMS, 202 with `expires_in` 300, except `dni` `V11111111` (refused, `payer_not_affiliated`). Nothing is stored or logged of the payer.
         *
         *     Limits, on every instance together: 3 keys a request in 10 minutes, 1 a phone a minute (429 `too_many_c2p_keys`, Retry-After), counted before the bank is asked.
         *
         *     Takes an Idempotency-Key as every POST: a second SMS is harmless but limited, so a retry with the same key replays the answer and sends none; a 502 is not stored (the key may have been sent: ask again).
         *
         *     Order of checks: 401, 400, the Idempotency-Key, fields (422), the request (404), payable now (422 as the checkout), a C2P bank in its mode (422 `payment_method_unavailable`), one that sends keys, the limits (429), then the bank.
         */
        post: operations["sendC2pKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "payment_request.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment_request.created
         * @description A payment request was created. Sent as described under the tag "Webhooks".
         */
        post: operations["webhook_payment_request_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment_request.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment_request.updated
         * @description A payment request was updated by the merchant. Sent as described under the tag "Webhooks".
         */
        post: operations["webhook_payment_request_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment_request.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment_request.paid
         * @description A payment intent succeeded: the payment request is paid. Sent as described under the tag "Webhooks".
         */
        post: operations["webhook_payment_request_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment_request.payment_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment_request.payment_failed
         * @description A payment intent was declined, by the bank or by the screening of a card, or found never processed. Sent as described under the tag "Webhooks".
         */
        post: operations["webhook_payment_request_payment_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment_request.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment_request.canceled
         * @description A payment request was canceled on request or because its expiry passed (`cancellation_reason`). Sent as described under the tag "Webhooks".
         */
        post: operations["webhook_payment_request_canceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * refund.created
         * @description A refund of a paid payment request was made. Sent as described under the tag "Webhooks".
         */
        post: operations["webhook_refund_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * refund.succeeded
         * @description A refund returned the money. Sent as described under the tag "Webhooks".
         */
        post: operations["webhook_refund_succeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * refund.failed
         * @description A refund was refused by the bank or given up on, or the merchant canceled it. Sent as described under the tag "Webhooks".
         */
        post: operations["webhook_refund_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.requires_action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * refund.requires_action
         * @description A refund is left to the merchant, who returns the money by other means and says so (`mark_succeeded` or `cancel`). Sent as described under the tag "Webhooks".
         */
        post: operations["webhook_refund_requires_action"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
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
            /** @description An absolute `https` URL, linked from the hosted page ("Volver a …") once paid or canceled; stored normalized. Null or left out: none. */
            return_url?: string | null;
        };
        CustomerBody: {
            /** @description The customer's national id, passport or tax id. A dni this merchant has used before is "registered". A national id with a dash after its letter is the same customer as without it (`V-20987654` is `V20987654`), and is stored and shown without it. */
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
            /** @description Null removes it. */
            return_url?: string | null;
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
        P2pPaymentBody: {
            /** @description The payer's mobile number, from which the transfer was sent. */
            phone_number: string;
            /**
             * @description The 4-digit BCV code of the payer's bank, from which the transfer was sent.
             * @enum {string}
             */
            issuer_bank_id: "0102" | "0104" | "0105" | "0108" | "0114" | "0115" | "0128" | "0134" | "0137" | "0138" | "0146" | "0151" | "0156" | "0157" | "0163" | "0166" | "0168" | "0169" | "0171" | "0172" | "0173" | "0174" | "0175" | "0177" | "0178" | "0191";
            /** @description The payment request to pay; one that is not this merchant's is not found (404). */
            payment_request_id: string;
            /** @description The bank's reference of the transfer as the payer's app shows it: 4 to 20 digits (banks match its last digits). */
            reference: string;
            /**
             * Format: date
             * @description The day the transfer was sent, `YYYY-MM-DD` in the business time zone: today (the default) or up to 3 days back.
             */
            paid_on?: string;
            /** @description The payer's cédula or RIF as in C2P (optional): the bank checks it where it can (BDV, for a transfer from BDV), and a refund by Pago Móvil payout needs it; without it the transfer's refunds are the merchant's to make (`manual`, `requires_action`). */
            issuer_payer_id?: string;
        };
        CreateRefundBody: {
            /** @description USD to give back; left out, everything that remains unrefunded. */
            amount?: number;
            /**
             * @description Why the money goes back; null or left out: not said.
             * @enum {string|null}
             */
            reason?: "requested_by_customer" | "duplicate" | "fraudulent" | null;
            /** @description The merchant's note; null or left out: none. */
            description?: string | null;
        };
        MarkRefundSucceededBody: {
            /** @description The merchant's reference of the money they returned (a transfer's number, a receipt). */
            reference_id: string;
        };
        CreateWebhookEndpointBody: {
            /** @description An absolute `https` URL whose host resolves only to public addresses; otherwise a 422 on `url` (see the operation). */
            url: string;
            /** @description The event types this endpoint receives, at least one, each once; null or left out: every type, including types added later. */
            events?: ("payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled" | "refund.created" | "refund.succeeded" | "refund.failed" | "refund.requires_action")[] | null;
            description?: string | null;
        };
        UpdateWebhookEndpointBody: {
            /** @description Checked like at creation. */
            url?: string;
            /** @description The event types this endpoint receives, at least one, each once; null or left out: every type, including types added later. */
            events?: ("payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled" | "refund.created" | "refund.succeeded" | "refund.failed" | "refund.requires_action")[] | null;
            /** @description Null removes it. */
            description?: string | null;
            /** @enum {string} */
            status?: "enabled" | "disabled";
        };
        RollApiKeyBody: {
            /** @description How long the old key keeps working, in hours; 0 stops it at once. Left out: 24. */
            expires_in_hours?: number;
        };
        ConnectBankAccountBody: {
            /** @description The bank: `mercantil` or `bnc`, among those this server connects (422 on `bank` otherwise). */
            bank: string;
            /** @description The methods whose live checkouts this account takes, at least one, each once. */
            methods: ("c2p" | "card" | "p2p")[];
            /** @description The bank's credentials by field (see the operation); each field is checked, and an unknown one is a 422 naming it. */
            credentials: {
                [key: string]: string;
            };
        };
        UpdateBankAccountBody: {
            /** @description The methods whose live checkouts this account takes, at least one, each once. */
            methods?: ("c2p" | "card" | "p2p")[];
            /** @description Replaces the credentials whole; the account is then verified again. */
            credentials?: {
                [key: string]: string;
            };
        };
        CreatePaymentLinkBody: {
            /** @description USD as a JSON number, greater than 0 and at most 1000000, whose shortest decimal form has at most 2 decimal places (`19.99` yes; `1.005`, `0.1 + 0.2`, `"10.00"` no). */
            amount: number;
            description: string;
            /** @description Null or left out: the link never expires. */
            expires_at?: number | null;
        };
        UpdatePaymentLinkBody: {
            /** @description false: the link's page says it is no longer available and creates nothing; true opens it again. */
            active?: boolean;
            /** @description USD as a JSON number, greater than 0 and at most 1000000, whose shortest decimal form has at most 2 decimal places (`19.99` yes; `1.005`, `0.1 + 0.2`, `"10.00"` no). */
            amount?: number;
            description?: string;
        };
        UpdateMerchantBody: {
            /** @description Whom the customer pays: 1 to 80 characters on one line, spaces around it trimmed. */
            name?: string;
            /** @description The RIF: V, E, J, P or G, 8 digits and the check digit that fits them (SENIAT's rule), hyphens optional; stored as `J-12345678-4`. A wrong check digit is a 422. Null removes it. */
            legal_id?: string | null;
            /**
             * Format: email
             * @description Where customers write for help. Null removes it.
             */
            support_email?: string | null;
            /** @description A Venezuelan mobile (0412, 0414, 0416, 0422, 0424, 0426) or landline (02XX) number, `0…`, `58…` or `+58…`, spaces, hyphens, dots and parentheses allowed; stored as 11 digits, `04141234567`. Null removes it. */
            support_phone?: string | null;
            /** @description The colour of the hosted page's accents, `#RRGGBB`; stored upper-case. Null: the service's own colour. */
            brand_color?: string | null;
        };
        C2pKeyBody: {
            /** @description The payer's id, as the C2P checkout's `issuer_payer_id`: V, E, J, G, P or C, an optional dash, then 5 to 10 digits. */
            dni: string;
            /** @description The payer's mobile number, which the bank sends the key to by SMS, as the C2P checkout's. */
            phone_number: string;
            /**
             * @description The 4-digit code the central bank (BCV) gives the payer's bank, as the C2P checkout's.
             * @enum {string}
             */
            issuer_bank_id: "0102" | "0104" | "0105" | "0108" | "0114" | "0115" | "0128" | "0134" | "0137" | "0138" | "0146" | "0151" | "0156" | "0157" | "0163" | "0166" | "0168" | "0169" | "0171" | "0172" | "0173" | "0174" | "0175" | "0177" | "0178" | "0191";
        };
        /** @description true: made with a live key (`sk_live_…`), paid through the configured banks; false: made with a test key, paid through the sandbox only. */
        Livemode: boolean;
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
            payment_method: "c2p" | "credit_or_debit_card" | "p2p";
            /** @description The paying bank (C2P) or the card network, `visa` or `mastercard` (card). */
            type: string;
            /** @description Reference of the transaction at the bank or processor. */
            reference_id: string;
        };
        /** @description The merchant's receiving Pago Móvil account in the request's mode (test mode: the sandbox's sample). */
        PagoMovilAccount: {
            /** @example 04141234567 */
            phone_number: string;
            /** @example 0105 */
            bank_code: string;
            /** @example Banco Mercantil */
            bank_name: string;
            /** @example J-123456789 */
            national_id: string;
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
            payment_method: "c2p" | "credit_or_debit_card" | "p2p";
            /** @description The paying bank (C2P) or the card network, `visa` or `mastercard` (card). */
            type: string;
            /** @description Reference of the transaction at the bank or processor. */
            reference_id: string;
        };
        /** @description A payment request as create, read, update and list show it: cents and Unix seconds. */
        PaymentRequest: {
            /** @description The payment request. */
            id: string;
            livemode: components["schemas"]["Livemode"];
            description: string;
            /** @description The merchant's own reference. */
            external_id: string | null;
            /** @description The payment link (`plink_…`) a customer created it through; null when the merchant created it. */
            payment_link_id: string | null;
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
            /** @description Linked from the hosted page once paid or canceled; null: none. */
            return_url: string | null;
            /** @description The sum of its succeeded refunds, in USD (zero until one succeeds). */
            refunded_main_amount: components["schemas"]["MoneyUsd"];
            /** @description The same in VES. */
            refunded_conversion_amount: components["schemas"]["MoneyVes"];
            /** @description What its succeeded refunds gave back beyond what was paid, in USD: zero unless the bank booked a refund judged failed after another was made (the merchant recovers it from the customer). */
            over_refunded_main_amount: components["schemas"]["MoneyUsd"];
            /** @description The same in VES. */
            over_refunded_conversion_amount: components["schemas"]["MoneyVes"];
            /** @description Where the payer sends a Pago Móvil transfer to report with `POST /checkouts/p2p`; null when no P2P gateway takes this mode. Today's account, as the hosted page shows it; in an event, the account the request recorded when it was created or last updated, which later routing changes never alter. */
            pago_movil: components["schemas"]["PagoMovilAccount"] | null;
            /** @description Null while the request is unpaid. */
            succeeded_payment_intent: components["schemas"]["SucceededPaymentIntent"] | null;
            /** @description Attempts whose outcome the payment network has not given yet. */
            pending_payment_intents: {
                /** @description The attempt. */
                id: string;
                /** @enum {string} */
                payment_method: "c2p" | "credit_or_debit_card" | "p2p";
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
                payment_method: "c2p" | "credit_or_debit_card" | "p2p";
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
            livemode: components["schemas"]["Livemode"];
            description: string;
            /** @description The merchant's own reference. */
            external_id: string | null;
            /** @description The payment link (`plink_…`) a customer created it through; null when the merchant created it. */
            payment_link_id: string | null;
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
            /** @description Linked from the hosted page once paid or canceled; null: none. */
            return_url: string | null;
            succeeded_payment_confirmation: components["schemas"]["PaymentConfirmation"];
            /** @description Attempts whose outcome the payment network has not given yet. */
            pending_payment_intents: {
                /** @description The attempt. */
                id: string;
                /** @enum {string} */
                payment_method: "c2p" | "credit_or_debit_card" | "p2p";
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
                payment_method: "c2p" | "credit_or_debit_card" | "p2p";
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
        /** @description A payment request whose attempt is not confirmed yet, in the checkout layout (no succeeded_payment_confirmation). */
        CheckoutPendingPaymentRequest: {
            /** @description The payment request. */
            id: string;
            livemode: components["schemas"]["Livemode"];
            description: string;
            /** @description The merchant's own reference. */
            external_id: string | null;
            /** @description The payment link (`plink_…`) a customer created it through; null when the merchant created it. */
            payment_link_id: string | null;
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
            /** @description Linked from the hosted page once paid or canceled; null: none. */
            return_url: string | null;
            /** @description Attempts whose outcome the payment network has not given yet. */
            pending_payment_intents: {
                /** @description The attempt. */
                id: string;
                /** @enum {string} */
                payment_method: "c2p" | "credit_or_debit_card" | "p2p";
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
                payment_method: "c2p" | "credit_or_debit_card" | "p2p";
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
        /** @description An event: `type` says whether `data.object` is a payment request or a refund. */
        Event: components["schemas"]["PaymentRequestEvent"] | components["schemas"]["RefundEvent"];
        /** @description Something that happened to the payment request (management view), stored in the same transaction as the change. */
        PaymentRequestEvent: {
            /** @example evt_3kTq8ZbN1xVw7mPc2RsL9dYf */
            id: string;
            /** @enum {string} */
            type: "payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled";
            livemode: components["schemas"]["Livemode"];
            /**
             * @description When it happened, Unix time in seconds.
             * @example 1767225600
             */
            created_at: number;
            data: {
                /** @description The payment request (management view) as it was right after the change; later changes never alter it. */
                object: components["schemas"]["PaymentRequest"];
            };
        };
        /** @description Something that happened to the refund, stored in the same transaction as the change. */
        RefundEvent: {
            /** @example evt_3kTq8ZbN1xVw7mPc2RsL9dYf */
            id: string;
            /** @enum {string} */
            type: "refund.created" | "refund.succeeded" | "refund.failed" | "refund.requires_action";
            livemode: components["schemas"]["Livemode"];
            /**
             * @description When it happened, Unix time in seconds.
             * @example 1767225600
             */
            created_at: number;
            data: {
                /** @description The refund as it was right after the change; later changes never alter it. */
                object: components["schemas"]["Refund"];
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
            livemode: components["schemas"]["Livemode"];
            /**
             * @description Where deliveries are sent (POST).
             * @example https://shop.example.com/webhooks/payments
             */
            url: string;
            /** @description The event types delivered to this endpoint; null: every type, including types added later. */
            events: ("payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled" | "refund.created" | "refund.succeeded" | "refund.failed" | "refund.requires_action")[] | null;
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
            livemode: components["schemas"]["Livemode"];
            /**
             * @description Where deliveries are sent (POST).
             * @example https://shop.example.com/webhooks/payments
             */
            url: string;
            /** @description The event types delivered to this endpoint; null: every type, including types added later. */
            events: ("payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled" | "refund.created" | "refund.succeeded" | "refund.failed" | "refund.requires_action")[] | null;
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
            /** @description Every endpoint of this merchant in the key's mode (at most 16), oldest first. */
            data: components["schemas"]["WebhookEndpoint"][];
        };
        /** @description One event's delivery to this endpoint. */
        WebhookDelivery: {
            /** @description The event delivered; also the `webhook-id` header of every attempt. */
            event_id: string;
            /** @enum {string} */
            event_type: "payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled" | "refund.created" | "refund.succeeded" | "refund.failed" | "refund.requires_action";
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
        /** @description A secret key of this merchant, never its secret. */
        ApiKey: {
            /** @example key_7Hq2LmX9vB4nR1kT8sW3cZpD */
            id: string;
            /**
             * @description A test key pays through the sandbox only; a live key through the banks.
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The key's prefix and last four characters; only the prefix for a key issued before they were kept, until its first use.
             * @example sk_live_…a1B2
             */
            redacted: string;
            /**
             * @description Unix time in seconds.
             * @example 1767225600
             */
            created_at: number;
            /** @description The minute of the latest request made with the key (to the minute); null if never used. Unix time in seconds. */
            last_used_at: number | null;
            /** @description When a rolled key stops working; null for a key that works until revoked or rolled. Unix time in seconds. */
            expires_at: number | null;
        };
        /** @description A new key with its secret: the answer of a roll only. */
        ApiKeyWithSecret: {
            /** @example key_7Hq2LmX9vB4nR1kT8sW3cZpD */
            id: string;
            /**
             * @description A test key pays through the sandbox only; a live key through the banks.
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The key's prefix and last four characters; only the prefix for a key issued before they were kept, until its first use.
             * @example sk_live_…a1B2
             */
            redacted: string;
            /**
             * @description Unix time in seconds.
             * @example 1767225600
             */
            created_at: number;
            /** @description The minute of the latest request made with the key (to the minute); null if never used. Unix time in seconds. */
            last_used_at: number | null;
            /** @description When a rolled key stops working; null for a key that works until revoked or rolled. Unix time in seconds. */
            expires_at: number | null;
            /**
             * @description The secret key itself. Shown only here, never again; only its hash is stored.
             * @example sk_live_5Hq2LmX9vB4nR1kT8sW3cZpDaF7gJ0eYqW2xN6uV
             */
            secret: string;
        };
        /** @description This merchant's working keys in the mode of the key making the request. */
        ApiKeyList: {
            /** @description The keys of the caller's mode that still work, newest first. */
            data: components["schemas"]["ApiKey"][];
        };
        /** @description Money given back from a paid payment request. */
        Refund: {
            /** @example re_7Hk2Qm9ZbT4xV1nL3pR5sDfW */
            id: string;
            /** @constant */
            object: "refund";
            /** @description The paid payment request it gives money back from. */
            payment_request_id: string;
            /** @description The payment that is refunded. */
            payment_intent_id: string;
            livemode: components["schemas"]["Livemode"];
            /** @description What is given back, in USD. */
            amount: components["schemas"]["MoneyUsd"];
            /** @description The same in VES, at the rate the request was paid at, rounded half up. */
            conversion_amount: components["schemas"]["MoneyVes"];
            /**
             * @description `pending` while the bank has not answered; `requires_action` when the merchant must return the money (method `manual`).
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed" | "requires_action";
            /**
             * @description `reversal` (same-day full C2P, voided at the bank), `p2p` (a Pago Móvil transfer to the payer), `card`, or `manual`.
             * @enum {string}
             */
            method: "reversal" | "p2p" | "card" | "manual";
            /** @enum {string|null} */
            reason: "requested_by_customer" | "duplicate" | "fraudulent" | null;
            /** @description The merchant's note, at most 200 characters. */
            description: string | null;
            /** @description The bank's reference of the refund, or the merchant's for a manual one; null until it succeeds. */
            reference_id: string | null;
            /** @description Why it failed (`refund_declined`, `not_processed`, `canceled_by_merchant`, …); null unless `failed`. */
            failure_code: string | null;
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
        };
        RefundList: {
            /** @description Oldest first. */
            data: components["schemas"]["Refund"][];
        };
        /** @description The merchant's own account at a bank: live checkouts of its methods are paid into it. */
        BankAccount: {
            /** @example ba_7Hq2LmX9vB4nR1kT8sW3cZpD */
            id: string;
            /** @constant */
            object: "bank_account";
            /**
             * @description Always true: bank accounts are live mode's.
             * @constant
             */
            livemode: true;
            /** @description `mercantil`, `bnc` or `bdv`. */
            bank: string;
            /** @description Whose live checkouts it takes. */
            methods: ("c2p" | "card" | "p2p")[];
            /**
             * @description Only a `verified` account takes checkouts.
             * @enum {string}
             */
            status: "verified" | "failed" | "disabled";
            /**
             * @description Why the last check failed: the bank refused the credentials, or did not answer. Null unless `failed`.
             * @enum {string|null}
             */
            failure_code: "bank_credentials_refused" | "bank_unavailable" | null;
            /** @description Null unless `methods` include `p2p`. */
            receiving_account: components["schemas"]["BankReceivingAccount"] | null;
            /**
             * @description Each credential's last characters, by field: never more of it.
             * @example {
             *       "secret_key": "…AA30"
             *     }
             */
            credentials: {
                [key: string]: string;
            };
            /** @description The bank has answered a C2P charge made with the current credentials (approved or declined). A bank whose C2P key no harmless call can check (`bdv`) proves it only so; a charge refused for that key makes the account `failed` `bank_credentials_refused` and this false. False again after new credentials. */
            c2p_key_checked: boolean;
            /** @description The last successful check. Unix time in seconds; null if never. */
            verified_at: number | null;
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
        };
        /** @description Where payers of a reported Pago Móvil transfer send the money. */
        BankReceivingAccount: {
            /** @example 0105 */
            bank_code: string;
            /** @example 04142591177 */
            phone_number: string;
            /** @example J-123456789 */
            national_id: string;
            /** @description Null when the bank needs no account number. */
            account_number_last4: string | null;
        };
        BankAccountList: {
            /** @description Oldest first. */
            data: components["schemas"]["BankAccount"][];
        };
        /** @description A reusable payment link: one address a merchant shares, through which each customer creates a payment request. */
        PaymentLink: {
            /** @example plink_3kT9bX2mQ7vZ1cR5nL8pW4sD */
            id: string;
            /** @constant */
            object: "payment_link";
            livemode: components["schemas"]["Livemode"];
            /**
             * Format: uri
             * @description `{PORTAL_URL}/payments_portal/links/<token>`: the page where each customer creates and pays a request of its own.
             */
            url: string;
            amount: components["schemas"]["MoneyUsd"];
            /** @description Each request created through the link gets it, as its amount. */
            description: string;
            /** @description false: the page says the link is no longer available and creates nothing. */
            active: boolean;
            /**
             * @description From this moment on the link creates nothing; null: it never expires.
             * @example 1767225600
             */
            expires_at: number | null;
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
        };
        PaymentLinkList: {
            meta: {
                current_page: number;
                limit: number;
                /** @description ceil(total_objects / limit). */
                total_pages: number;
                total_objects: number;
            };
            /** @description Newest first, ties broken by id. */
            data: components["schemas"]["PaymentLink"][];
        };
        /** @description The members of every problem (RFC 9457 problem details, `application/problem+json`). */
        ProblemDetails: {
            /**
             * Format: uri-reference
             * @description `/problems/<code>`: a page of this service, relative to the request's URL, that explains the code (every code: `/problems`).
             */
            type: string;
            /** @description A short summary of the kind of problem. */
            title: string;
            /** @description The HTTP status. */
            status: number;
            /** @description What went wrong with this request, for a person. */
            detail: string;
            /** @description Stable and machine-readable: branch on it. */
            code: string;
            /** @description Also in the X-Request-Id header; quote it when asking for help. */
            request_id: string;
        };
        /** @description Any error: one of the problems below, told apart by `code`. */
        Problem: components["schemas"]["BadRequestProblem"] | components["schemas"]["UnauthorizedProblem"] | components["schemas"]["PaymentDeclinedProblem"] | components["schemas"]["LiveModeRequiredProblem"] | components["schemas"]["NotFoundProblem"] | components["schemas"]["ConflictProblem"] | components["schemas"]["IdempotencyKeyInUseProblem"] | components["schemas"]["PayloadTooLargeProblem"] | components["schemas"]["UnsupportedMediaTypeProblem"] | components["schemas"]["ValidationErrorProblem"] | components["schemas"]["PaymentRequestNotUpdatableProblem"] | components["schemas"]["PaymentRequestNotPayableProblem"] | components["schemas"]["PaymentRequestNotCancelableProblem"] | components["schemas"]["PaymentAttemptsExhaustedProblem"] | components["schemas"]["PaymentMethodUnavailableProblem"] | components["schemas"]["PaymentRequestNotRefundableProblem"] | components["schemas"]["RefundExceedsRemainingProblem"] | components["schemas"]["RefundNotActionableProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"] | components["schemas"]["TooManyWebhookEndpointsProblem"] | components["schemas"]["TooManyApiKeysProblem"] | components["schemas"]["MethodAlreadyRoutedProblem"] | components["schemas"]["BankAccountDisabledProblem"] | components["schemas"]["C2pKeyNotSupportedProblem"] | components["schemas"]["C2pKeyRefusedProblem"] | components["schemas"]["RateLimitedProblem"] | components["schemas"]["TooManyC2pKeysProblem"] | components["schemas"]["InternalErrorProblem"] | components["schemas"]["PaymentOutcomeUnknownProblem"] | components["schemas"]["C2pKeyOutcomeUnknownProblem"] | components["schemas"]["ServiceUnavailableProblem"] | components["schemas"]["RateUnavailableProblem"] | components["schemas"]["BankCredentialsKeyMissingProblem"];
        /** @description The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid query parameter (which `errors` then names, with its reason). */
        BadRequestProblem: {
            /** @constant */
            type?: "/problems/bad_request";
            /** @constant */
            title?: "Bad request";
            /** @constant */
            status?: 400;
            /** @constant */
            code?: "bad_request";
            /** @description Every failing field, in the request's own dotted names (`customer.email`, `payment.card_cvv`), or on a `bad_request` the query parameter that cannot be read. Branch on `reason`, a stable code; `message` is for a person and its words may change. */
            errors?: {
                field: string;
                /**
                 * @description `required`: The field is missing.
                 *     `required_for_new_customer`: The customer's dni is not registered yet: this detail is required the first time.
                 *     `not_allowed`: The request takes no such field.
                 *     `wrong_type`: The value is not of the JSON type the field takes (a string, a number, a boolean, an object).
                 *     `too_short`: The value is shorter than the field allows.
                 *     `too_long`: The value is longer than the field allows.
                 *     `below_minimum`: The number is smaller than the field allows.
                 *     `above_maximum`: The number is larger than the field allows.
                 *     `not_one_of`: The value is not one of those the field lists.
                 *     `out_of_range`: The value is well formed, but outside the range allowed now (a time too near or too far, a day ahead).
                 *     `out_of_order`: The start of a range is after its end.
                 *     `exceeds_remaining`: The amount is more than what remains unrefunded.
                 *     `already_routed`: Another verified bank account already takes one of these methods.
                 *     `refused`: The value is well formed but refused (a webhook URL whose host may not receive deliveries).
                 *     `too_deep`: The value is nested too deep.
                 *     `invalid`: The value does not have the form the field takes (its pattern, format or characters).
                 * @enum {string}
                 */
                reason: "required" | "required_for_new_customer" | "not_allowed" | "wrong_type" | "too_short" | "too_long" | "below_minimum" | "above_maximum" | "not_one_of" | "out_of_range" | "out_of_order" | "exceeds_remaining" | "already_routed" | "refused" | "too_deep" | "invalid";
                message: string;
            }[];
        } & components["schemas"]["ProblemDetails"];
        /** @description No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else. */
        UnauthorizedProblem: {
            /** @constant */
            type?: "/problems/unauthorized";
            /** @constant */
            title?: "Unauthorized";
            /** @constant */
            status?: 401;
            /** @constant */
            code?: "unauthorized";
        } & components["schemas"]["ProblemDetails"];
        /** @description The payment was declined; the request stays `waiting_for_payment` and lists the attempt in rejected_payment_intents. */
        PaymentDeclinedProblem: {
            /** @constant */
            type?: "/problems/payment_declined";
            /** @constant */
            title?: "Payment declined";
            /** @constant */
            status?: 402;
            /** @constant */
            code?: "payment_declined";
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
            /** @description The payment intent this answer is about. */
            payment_intent_id: string;
        } & components["schemas"]["ProblemDetails"];
        /** @description Bank accounts are live mode's: this takes a live key (`sk_live_…`); test mode always pays through the sandbox. */
        LiveModeRequiredProblem: {
            /** @constant */
            type?: "/problems/live_mode_required";
            /** @constant */
            title?: "Live mode required";
            /** @constant */
            status?: 403;
            /** @constant */
            code?: "live_mode_required";
        } & components["schemas"]["ProblemDetails"];
        /** @description No payment request (or refund, event, webhook endpoint, API key or bank account) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
        NotFoundProblem: {
            /** @constant */
            type?: "/problems/not_found";
            /** @constant */
            title?: "Not found";
            /** @constant */
            status?: 404;
            /** @constant */
            code?: "not_found";
        } & components["schemas"]["ProblemDetails"];
        /** @description The payment request kept changing under this request; read it again and retry. */
        ConflictProblem: {
            /** @constant */
            type?: "/problems/conflict";
            /** @constant */
            title?: "Conflict";
            /** @constant */
            status?: 409;
            /** @constant */
            code?: "conflict";
        } & components["schemas"]["ProblemDetails"];
        /** @description A request with this Idempotency-Key has not answered yet (on any instance); retry after Retry-After. Not stored. */
        IdempotencyKeyInUseProblem: {
            /** @constant */
            type?: "/problems/idempotency_key_in_use";
            /** @constant */
            title?: "Idempotency key in use";
            /** @constant */
            status?: 409;
            /** @constant */
            code?: "idempotency_key_in_use";
        } & components["schemas"]["ProblemDetails"];
        /** @description The body is over 16 KiB. */
        PayloadTooLargeProblem: {
            /** @constant */
            type?: "/problems/payload_too_large";
            /** @constant */
            title?: "Payload too large";
            /** @constant */
            status?: 413;
            /** @constant */
            code?: "payload_too_large";
        } & components["schemas"]["ProblemDetails"];
        /** @description The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8. */
        UnsupportedMediaTypeProblem: {
            /** @constant */
            type?: "/problems/unsupported_media_type";
            /** @constant */
            title?: "Unsupported media type";
            /** @constant */
            status?: 415;
            /** @constant */
            code?: "unsupported_media_type";
        } & components["schemas"]["ProblemDetails"];
        /** @description The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each. */
        ValidationErrorProblem: {
            /** @constant */
            type?: "/problems/validation_error";
            /** @constant */
            title?: "Validation failed";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "validation_error";
            /** @description Every failing field, in the request's own dotted names (`customer.email`, `payment.card_cvv`), or on a `bad_request` the query parameter that cannot be read. Branch on `reason`, a stable code; `message` is for a person and its words may change. */
            errors: {
                field: string;
                /**
                 * @description `required`: The field is missing.
                 *     `required_for_new_customer`: The customer's dni is not registered yet: this detail is required the first time.
                 *     `not_allowed`: The request takes no such field.
                 *     `wrong_type`: The value is not of the JSON type the field takes (a string, a number, a boolean, an object).
                 *     `too_short`: The value is shorter than the field allows.
                 *     `too_long`: The value is longer than the field allows.
                 *     `below_minimum`: The number is smaller than the field allows.
                 *     `above_maximum`: The number is larger than the field allows.
                 *     `not_one_of`: The value is not one of those the field lists.
                 *     `out_of_range`: The value is well formed, but outside the range allowed now (a time too near or too far, a day ahead).
                 *     `out_of_order`: The start of a range is after its end.
                 *     `exceeds_remaining`: The amount is more than what remains unrefunded.
                 *     `already_routed`: Another verified bank account already takes one of these methods.
                 *     `refused`: The value is well formed but refused (a webhook URL whose host may not receive deliveries).
                 *     `too_deep`: The value is nested too deep.
                 *     `invalid`: The value does not have the form the field takes (its pattern, format or characters).
                 * @enum {string}
                 */
                reason: "required" | "required_for_new_customer" | "not_allowed" | "wrong_type" | "too_short" | "too_long" | "below_minimum" | "above_maximum" | "not_one_of" | "out_of_range" | "out_of_order" | "exceeds_remaining" | "already_routed" | "refused" | "too_deep" | "invalid";
                message: string;
            }[];
        } & components["schemas"]["ProblemDetails"];
        /** @description Only a request `waiting_for_payment` whose `expires_at` has not passed can be updated. */
        PaymentRequestNotUpdatableProblem: {
            /** @constant */
            type?: "/problems/payment_request_not_updatable";
            /** @constant */
            title?: "Payment request cannot be updated";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "payment_request_not_updatable";
        } & components["schemas"]["ProblemDetails"];
        /** @description Only a request `waiting_for_payment` whose `expires_at` has not passed can be paid. */
        PaymentRequestNotPayableProblem: {
            /** @constant */
            type?: "/problems/payment_request_not_payable";
            /** @constant */
            title?: "Payment request cannot be paid";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "payment_request_not_payable";
        } & components["schemas"]["ProblemDetails"];
        /** @description Only a request `waiting_for_payment` whose `expires_at` has not passed can be canceled; a canceled one stays as it is. */
        PaymentRequestNotCancelableProblem: {
            /** @constant */
            type?: "/problems/payment_request_not_cancelable";
            /** @constant */
            title?: "Payment request cannot be canceled";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "payment_request_not_cancelable";
        } & components["schemas"]["ProblemDetails"];
        /** @description This payment request has had 20 declined payment attempts, the most it accepts; create a new payment request to be paid. */
        PaymentAttemptsExhaustedProblem: {
            /** @constant */
            type?: "/problems/payment_attempts_exhausted";
            /** @constant */
            title?: "Payment attempts exhausted";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "payment_attempts_exhausted";
        } & components["schemas"]["ProblemDetails"];
        /** @description A live payment request is never paid through the sandbox, and neither a bank account of the merchant nor a bank of this server (`C2P_GATEWAY` / `CARD_GATEWAY` / `P2P_GATEWAY`) takes this method. Nothing was charged or stored; test keys pay every method through the sandbox. */
        PaymentMethodUnavailableProblem: {
            /** @constant */
            type?: "/problems/payment_method_unavailable";
            /** @constant */
            title?: "Payment method unavailable";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "payment_method_unavailable";
        } & components["schemas"]["ProblemDetails"];
        /** @description Only a `paid` request can be refunded, and only while its refunds (pending, succeeded or awaiting the merchant) do not already hold all of it. */
        PaymentRequestNotRefundableProblem: {
            /** @constant */
            type?: "/problems/payment_request_not_refundable";
            /** @constant */
            title?: "Payment request cannot be refunded";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "payment_request_not_refundable";
        } & components["schemas"]["ProblemDetails"];
        /** @description The amount is more than what remains unrefunded; `errors` names `amount` and says how much remains. */
        RefundExceedsRemainingProblem: {
            /** @constant */
            type?: "/problems/refund_exceeds_remaining";
            /** @constant */
            title?: "Refund exceeds what remains";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "refund_exceeds_remaining";
            /** @description Every failing field, in the request's own dotted names (`customer.email`, `payment.card_cvv`), or on a `bad_request` the query parameter that cannot be read. Branch on `reason`, a stable code; `message` is for a person and its words may change. */
            errors: {
                field: string;
                /**
                 * @description `required`: The field is missing.
                 *     `required_for_new_customer`: The customer's dni is not registered yet: this detail is required the first time.
                 *     `not_allowed`: The request takes no such field.
                 *     `wrong_type`: The value is not of the JSON type the field takes (a string, a number, a boolean, an object).
                 *     `too_short`: The value is shorter than the field allows.
                 *     `too_long`: The value is longer than the field allows.
                 *     `below_minimum`: The number is smaller than the field allows.
                 *     `above_maximum`: The number is larger than the field allows.
                 *     `not_one_of`: The value is not one of those the field lists.
                 *     `out_of_range`: The value is well formed, but outside the range allowed now (a time too near or too far, a day ahead).
                 *     `out_of_order`: The start of a range is after its end.
                 *     `exceeds_remaining`: The amount is more than what remains unrefunded.
                 *     `already_routed`: Another verified bank account already takes one of these methods.
                 *     `refused`: The value is well formed but refused (a webhook URL whose host may not receive deliveries).
                 *     `too_deep`: The value is nested too deep.
                 *     `invalid`: The value does not have the form the field takes (its pattern, format or characters).
                 * @enum {string}
                 */
                reason: "required" | "required_for_new_customer" | "not_allowed" | "wrong_type" | "too_short" | "too_long" | "below_minimum" | "above_maximum" | "not_one_of" | "out_of_range" | "out_of_order" | "exceeds_remaining" | "already_routed" | "refused" | "too_deep" | "invalid";
                message: string;
            }[];
        } & components["schemas"]["ProblemDetails"];
        /** @description Only a refund `requires_action` (method `manual`) can be marked succeeded or canceled; any other status stays as it is. */
        RefundNotActionableProblem: {
            /** @constant */
            type?: "/problems/refund_not_actionable";
            /** @constant */
            title?: "Refund cannot be changed";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "refund_not_actionable";
        } & components["schemas"]["ProblemDetails"];
        /** @description This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored. */
        IdempotencyKeyReusedProblem: {
            /** @constant */
            type?: "/problems/idempotency_key_reused";
            /** @constant */
            title?: "Idempotency key reused";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "idempotency_key_reused";
        } & components["schemas"]["ProblemDetails"];
        /** @description This merchant already has 16 webhook endpoints, the most it may have; delete one first. */
        TooManyWebhookEndpointsProblem: {
            /** @constant */
            type?: "/problems/too_many_webhook_endpoints";
            /** @constant */
            title?: "Too many webhook endpoints";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "too_many_webhook_endpoints";
        } & components["schemas"]["ProblemDetails"];
        /** @description This merchant already has 10 working keys of this mode, the most it may have; revoke one first (or roll one with `expires_in_hours` 0). */
        TooManyApiKeysProblem: {
            /** @constant */
            type?: "/problems/too_many_api_keys";
            /** @constant */
            title?: "Too many API keys";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "too_many_api_keys";
        } & components["schemas"]["ProblemDetails"];
        /** @description Another verified bank account of this merchant already takes one of these methods; `errors` names `methods`. Disable that account first, or leave the method out. */
        MethodAlreadyRoutedProblem: {
            /** @constant */
            type?: "/problems/method_already_routed";
            /** @constant */
            title?: "Method already routed";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "method_already_routed";
            /** @description Every failing field, in the request's own dotted names (`customer.email`, `payment.card_cvv`), or on a `bad_request` the query parameter that cannot be read. Branch on `reason`, a stable code; `message` is for a person and its words may change. */
            errors: {
                field: string;
                /**
                 * @description `required`: The field is missing.
                 *     `required_for_new_customer`: The customer's dni is not registered yet: this detail is required the first time.
                 *     `not_allowed`: The request takes no such field.
                 *     `wrong_type`: The value is not of the JSON type the field takes (a string, a number, a boolean, an object).
                 *     `too_short`: The value is shorter than the field allows.
                 *     `too_long`: The value is longer than the field allows.
                 *     `below_minimum`: The number is smaller than the field allows.
                 *     `above_maximum`: The number is larger than the field allows.
                 *     `not_one_of`: The value is not one of those the field lists.
                 *     `out_of_range`: The value is well formed, but outside the range allowed now (a time too near or too far, a day ahead).
                 *     `out_of_order`: The start of a range is after its end.
                 *     `exceeds_remaining`: The amount is more than what remains unrefunded.
                 *     `already_routed`: Another verified bank account already takes one of these methods.
                 *     `refused`: The value is well formed but refused (a webhook URL whose host may not receive deliveries).
                 *     `too_deep`: The value is nested too deep.
                 *     `invalid`: The value does not have the form the field takes (its pattern, format or characters).
                 * @enum {string}
                 */
                reason: "required" | "required_for_new_customer" | "not_allowed" | "wrong_type" | "too_short" | "too_long" | "below_minimum" | "above_maximum" | "not_one_of" | "out_of_range" | "out_of_order" | "exceeds_remaining" | "already_routed" | "refused" | "too_deep" | "invalid";
                message: string;
            }[];
        } & components["schemas"]["ProblemDetails"];
        /** @description The bank account is disabled: it is never changed, verified or enabled again. Connect another. */
        BankAccountDisabledProblem: {
            /** @constant */
            type?: "/problems/bank_account_disabled";
            /** @constant */
            title?: "Bank account disabled";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "bank_account_disabled";
        } & components["schemas"]["ProblemDetails"];
        /** @description The bank that takes this request's C2P payments does not send the key: the payer asks its own bank for it (Banco Mercantil, BNC). Nothing was sent. */
        C2pKeyNotSupportedProblem: {
            /** @constant */
            type?: "/problems/c2p_key_not_supported";
            /** @constant */
            title?: "C2P key not supported";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "c2p_key_not_supported";
        } & components["schemas"]["ProblemDetails"];
        /** @description The bank would not send the payer a C2P key; `decline_code` says why (an invalid id, a payer not affiliated…). Nothing was sent or changed. */
        C2pKeyRefusedProblem: {
            /** @constant */
            type?: "/problems/c2p_key_refused";
            /** @constant */
            title?: "C2P key refused";
            /** @constant */
            status?: 422;
            /** @constant */
            code?: "c2p_key_refused";
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
        } & components["schemas"]["ProblemDetails"];
        /** @description Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After. */
        RateLimitedProblem: {
            /** @constant */
            type?: "/problems/rate_limited";
            /** @constant */
            title?: "Too many requests";
            /** @constant */
            status?: 429;
            /** @constant */
            code?: "rate_limited";
        } & components["schemas"]["ProblemDetails"];
        /** @description At most 3 C2P keys a payment request in 10 minutes, and 1 a payer's phone a minute, on every instance together; nothing was sent. See Retry-After. */
        TooManyC2pKeysProblem: {
            /** @constant */
            type?: "/problems/too_many_c2p_keys";
            /** @constant */
            title?: "Too many C2P keys";
            /** @constant */
            status?: 429;
            /** @constant */
            code?: "too_many_c2p_keys";
        } & components["schemas"]["ProblemDetails"];
        /** @description An unexpected error; it was logged. */
        InternalErrorProblem: {
            /** @constant */
            type?: "/problems/internal_error";
            /** @constant */
            title?: "Internal server error";
            /** @constant */
            status?: 500;
            /** @constant */
            code?: "internal_error";
        } & components["schemas"]["ProblemDetails"];
        /** @description The payment network did not answer. The request stays `waiting_for_payment_confirmation` until the attempt is settled: do not pay it again. */
        PaymentOutcomeUnknownProblem: {
            /** @constant */
            type?: "/problems/payment_outcome_unknown";
            /** @constant */
            title?: "Payment outcome unknown";
            /** @constant */
            status?: 502;
            /** @constant */
            code?: "payment_outcome_unknown";
            /** @description The payment intent this answer is about. */
            payment_intent_id: string;
        } & components["schemas"]["ProblemDetails"];
        /** @description The bank did not answer: the key may or may not have been sent. Nothing was changed; if no SMS comes within a minute, ask again. */
        C2pKeyOutcomeUnknownProblem: {
            /** @constant */
            type?: "/problems/c2p_key_outcome_unknown";
            /** @constant */
            title?: "C2P key outcome unknown";
            /** @constant */
            status?: 502;
            /** @constant */
            code?: "c2p_key_outcome_unknown";
        } & components["schemas"]["ProblemDetails"];
        /** @description The database cannot be reached; nothing was changed. Try again shortly. */
        ServiceUnavailableProblem: {
            /** @constant */
            type?: "/problems/service_unavailable";
            /** @constant */
            title?: "Service unavailable";
            /** @constant */
            status?: 503;
            /** @constant */
            code?: "service_unavailable";
        } & components["schemas"]["ProblemDetails"];
        /** @description No USD to VES rate may be applied: with `RATE_PROVIDER=bcv`, the official rate has not been read for longer than `RATE_MAX_AGE_HOURS` (or never). Nothing was priced or changed; try again later. */
        RateUnavailableProblem: {
            /** @constant */
            type?: "/problems/rate_unavailable";
            /** @constant */
            title?: "Exchange rate unavailable";
            /** @constant */
            status?: 503;
            /** @constant */
            code?: "rate_unavailable";
        } & components["schemas"]["ProblemDetails"];
        /** @description This server has no key to seal bank credentials with (`BANK_CREDENTIALS_KEY`, required with PostgreSQL); nothing was stored or checked. */
        BankCredentialsKeyMissingProblem: {
            /** @constant */
            type?: "/problems/bank_credentials_key_missing";
            /** @constant */
            title?: "Bank credentials key missing";
            /** @constant */
            status?: 503;
            /** @constant */
            code?: "bank_credentials_key_missing";
        } & components["schemas"]["ProblemDetails"];
        /** @description The merchant's profile: one per merchant, the same whichever mode's key reads or changes it. */
        Merchant: {
            /** @example mer_4f8Qm2ZkT7bX9cV1nL3pR5sD */
            id: string;
            /** @constant */
            object: "merchant";
            /**
             * @description Whom the customer pays: the hosted page and the dashboard show it.
             * @example Panadería Ávila
             */
            name: string;
            /** @description The RIF, `J-12345678-4`; null when not given. */
            legal_id: string | null;
            /**
             * Format: email
             * @description Shown to customers on the hosted page; null when not given.
             */
            support_email: string | null;
            /** @description Shown to customers on the hosted page, 11 digits (`04141234567`); null when not given. */
            support_phone: string | null;
            /** @description The colour of the hosted page's accents, `#RRGGBB`; stored upper-case. Null: the service's own colour. */
            brand_color: string | null;
        };
        /** @description A C2P key the bank sends the payer. The key itself never passes through this service: the payer types it into the C2P checkout. */
        C2pKeyRequest: {
            /** @constant */
            object: "c2p_key_request";
            /**
             * @description The bank took the order: it sends the payer the key by SMS.
             * @constant
             */
            sent: true;
            /**
             * @description Seconds the key is good for, as the bank says (about 300): after that the payer needs a new one.
             * @example 300
             */
            expires_in: number;
        };
    };
    responses: {
        /** @description `bad_request`: The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid query parameter (which `errors` then names, with its reason). */
        BadRequest: {
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
        Unauthorized: {
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
        PayloadTooLarge: {
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
        UnsupportedMediaType: {
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
        RateLimited: {
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
        InternalError: {
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
        ServiceUnavailable: {
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
        /**
         * @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly.
         *
         *     `rate_unavailable`: No USD to VES rate may be applied: with `RATE_PROVIDER=bcv`, the official rate has not been read for longer than `RATE_MAX_AGE_HOURS` (or never). Nothing was priced or changed; try again later.
         */
        ServiceUnavailableOrRateUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ServiceUnavailableProblem"] | components["schemas"]["RateUnavailableProblem"];
            };
        };
        /**
         * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
         *
         *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
         */
        ValidationErrorOrIdempotencyKeyReused: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /** @description `idempotency_key_in_use`: A request with this Idempotency-Key has not answered yet (on any instance); retry after Retry-After. Not stored. */
        IdempotencyKeyInUse: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfterKeyInUse"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["IdempotencyKeyInUseProblem"];
            };
        };
        /** @description `not_found`: No payment request (or refund, event, webhook endpoint, API key or bank account) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
        NotFound: {
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
        /** @description `not_found`: No payment request (or refund, event, webhook endpoint, API key or bank account) with that id belongs to this merchant (an id of another shape is simply not found), or no such route. */
        NotFoundReplayable: {
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
        ConflictOrIdempotencyKeyInUse: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfterKeyInUse"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ConflictProblem"] | components["schemas"]["IdempotencyKeyInUseProblem"];
            };
        };
        /**
         * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
         *
         *     `payment_request_not_updatable`: Only a request `waiting_for_payment` whose `expires_at` has not passed can be updated.
         *
         *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
         */
        ValidationErrorOrPaymentRequestNotUpdatableOrIdempotencyKeyReusedReplayable: {
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
        /**
         * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
         *
         *     `payment_request_not_cancelable`: Only a request `waiting_for_payment` whose `expires_at` has not passed can be canceled; a canceled one stays as it is.
         *
         *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
         */
        ValidationErrorOrPaymentRequestNotCancelableOrIdempotencyKeyReusedReplayable: {
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
        /** @description `payment_declined`: The payment was declined; the request stays `waiting_for_payment` and lists the attempt in rejected_payment_intents. */
        PaymentDeclinedReplayable: {
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
        /**
         * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
         *
         *     `payment_request_not_payable`: Only a request `waiting_for_payment` whose `expires_at` has not passed can be paid.
         *
         *     `payment_attempts_exhausted`: This payment request has had 20 declined payment attempts, the most it accepts; create a new payment request to be paid.
         *
         *     `payment_method_unavailable`: A live payment request is never paid through the sandbox, and neither a bank account of the merchant nor a bank of this server (`C2P_GATEWAY` / `CARD_GATEWAY` / `P2P_GATEWAY`) takes this method. Nothing was charged or stored; test keys pay every method through the sandbox.
         *
         *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
         */
        ValidationErrorOrPaymentRequestNotPayableOrPaymentAttemptsExhaustedOrPaymentMethodUnavailableOrIdempotencyKeyReusedReplayable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["PaymentRequestNotPayableProblem"] | components["schemas"]["PaymentAttemptsExhaustedProblem"] | components["schemas"]["PaymentMethodUnavailableProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /** @description `payment_outcome_unknown`: The payment network did not answer. The request stays `waiting_for_payment_confirmation` until the attempt is settled: do not pay it again. */
        PaymentOutcomeUnknownReplayable: {
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
        /**
         * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
         *
         *     `payment_request_not_refundable`: Only a `paid` request can be refunded, and only while its refunds (pending, succeeded or awaiting the merchant) do not already hold all of it.
         *
         *     `refund_exceeds_remaining`: The amount is more than what remains unrefunded; `errors` names `amount` and says how much remains.
         *
         *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
         */
        ValidationErrorOrPaymentRequestNotRefundableOrRefundExceedsRemainingOrIdempotencyKeyReusedReplayable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["PaymentRequestNotRefundableProblem"] | components["schemas"]["RefundExceedsRemainingProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /**
         * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
         *
         *     `refund_not_actionable`: Only a refund `requires_action` (method `manual`) can be marked succeeded or canceled; any other status stays as it is.
         *
         *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
         */
        ValidationErrorOrRefundNotActionableOrIdempotencyKeyReusedReplayable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["RefundNotActionableProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /**
         * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
         *
         *     `too_many_webhook_endpoints`: This merchant already has 16 webhook endpoints, the most it may have; delete one first.
         *
         *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
         */
        ValidationErrorOrTooManyWebhookEndpointsOrIdempotencyKeyReused: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["TooManyWebhookEndpointsProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /**
         * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
         *
         *     `too_many_api_keys`: This merchant already has 10 working keys of this mode, the most it may have; revoke one first (or roll one with `expires_in_hours` 0).
         */
        ValidationErrorOrTooManyApiKeys: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["TooManyApiKeysProblem"];
            };
        };
        /** @description `live_mode_required`: Bank accounts are live mode's: this takes a live key (`sk_live_…`); test mode always pays through the sandbox. */
        LiveModeRequired: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["LiveModeRequiredProblem"];
            };
        };
        /**
         * @description `service_unavailable`: The database cannot be reached; nothing was changed. Try again shortly.
         *
         *     `bank_credentials_key_missing`: This server has no key to seal bank credentials with (`BANK_CREDENTIALS_KEY`, required with PostgreSQL); nothing was stored or checked.
         */
        ServiceUnavailableOrBankCredentialsKeyMissing: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ServiceUnavailableProblem"] | components["schemas"]["BankCredentialsKeyMissingProblem"];
            };
        };
        /**
         * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
         *
         *     `method_already_routed`: Another verified bank account of this merchant already takes one of these methods; `errors` names `methods`. Disable that account first, or leave the method out.
         *
         *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
         */
        ValidationErrorOrMethodAlreadyRoutedOrIdempotencyKeyReusedReplayable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["MethodAlreadyRoutedProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /**
         * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
         *
         *     `method_already_routed`: Another verified bank account of this merchant already takes one of these methods; `errors` names `methods`. Disable that account first, or leave the method out.
         *
         *     `bank_account_disabled`: The bank account is disabled: it is never changed, verified or enabled again. Connect another.
         *
         *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
         */
        ValidationErrorOrMethodAlreadyRoutedOrBankAccountDisabledOrIdempotencyKeyReusedReplayable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["MethodAlreadyRoutedProblem"] | components["schemas"]["BankAccountDisabledProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /**
         * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
         *
         *     `bank_account_disabled`: The bank account is disabled: it is never changed, verified or enabled again. Connect another.
         *
         *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
         */
        ValidationErrorOrBankAccountDisabledOrIdempotencyKeyReusedReplayable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["BankAccountDisabledProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /**
         * @description `rate_limited`: Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After.
         *
         *     `too_many_c2p_keys`: At most 3 C2P keys a payment request in 10 minutes, and 1 a payer's phone a minute, on every instance together; nothing was sent. See Retry-After.
         */
        RateLimitedOrTooManyC2pKeys: {
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
                "application/problem+json": components["schemas"]["RateLimitedProblem"] | components["schemas"]["TooManyC2pKeysProblem"];
            };
        };
        /**
         * @description `validation_error`: The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.
         *
         *     `payment_request_not_payable`: Only a request `waiting_for_payment` whose `expires_at` has not passed can be paid.
         *
         *     `payment_attempts_exhausted`: This payment request has had 20 declined payment attempts, the most it accepts; create a new payment request to be paid.
         *
         *     `payment_method_unavailable`: A live payment request is never paid through the sandbox, and neither a bank account of the merchant nor a bank of this server (`C2P_GATEWAY` / `CARD_GATEWAY` / `P2P_GATEWAY`) takes this method. Nothing was charged or stored; test keys pay every method through the sandbox.
         *
         *     `c2p_key_not_supported`: The bank that takes this request's C2P payments does not send the key: the payer asks its own bank for it (Banco Mercantil, BNC). Nothing was sent.
         *
         *     `c2p_key_refused`: The bank would not send the payer a C2P key; `decline_code` says why (an invalid id, a payer not affiliated…). Nothing was sent or changed.
         *
         *     `idempotency_key_reused`: This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.
         */
        ValidationErrorOrPaymentRequestNotPayableOrPaymentAttemptsExhaustedOrPaymentMethodUnavailableOrC2pKeyNotSupportedOrC2pKeyRefusedOrIdempotencyKeyReusedReplayable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationErrorProblem"] | components["schemas"]["PaymentRequestNotPayableProblem"] | components["schemas"]["PaymentAttemptsExhaustedProblem"] | components["schemas"]["PaymentMethodUnavailableProblem"] | components["schemas"]["C2pKeyNotSupportedProblem"] | components["schemas"]["C2pKeyRefusedProblem"] | components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /** @description `c2p_key_outcome_unknown`: The bank did not answer: the key may or may not have been sent. Nothing was changed; if no SMS comes within a minute, ask again. */
        C2pKeyOutcomeUnknown: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["C2pKeyOutcomeUnknownProblem"];
            };
        };
    };
    parameters: {
        /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
        IdempotencyKey: string;
        /** @description The payment request id (`preq_…`). An id of another shape, or another merchant's, is simply not found. */
        PaymentRequestId: string;
        /** @description The refund id (`re_…`). Another merchant's, or the other mode's, is simply not found. */
        RefundId: string;
        /** @description The event id (`evt_…`). Another merchant's event is simply not found. */
        EventId: string;
        /** @description The webhook endpoint id (`we_…`). Another merchant's endpoint is simply not found. */
        WebhookEndpointId: string;
        /** @description The key id (`key_…`). Another merchant's key, a key of the other mode, or one revoked or expired is simply not found. */
        ApiKeyId: string;
        /** @description The bank account id (`ba_…`). Another merchant's, or an id of another shape, is simply not found. */
        BankAccountId: string;
        /** @description The payment link id (`plink_…`). An id of another shape, another merchant's or the other mode's, is simply not found. */
        PaymentLinkId: string;
        /** @description The event id: the same on every attempt of this delivery. Drop an id you have already handled. */
        WebhookId: string;
        /** @description Unix seconds of this attempt; refuse one more than 5 minutes from your clock. */
        WebhookTimestamp: string;
        /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`; during the 24 h after a rotation, a second one by the previous secret, space-separated. */
        WebhookSignature: string;
    };
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
                /** @description Only requests of the customer with exactly this dni; `V-20987654` and `V20987654` are the same customer. */
                customer_dni?: string;
                /** @description Only requests of the customer with this e-mail, compared case-insensitively. */
                customer_email?: string;
                /** @description Only requests created with exactly this `external_id` (the merchant's own reference): no prefixes, no wildcards, case kept. */
                external_id?: string;
                /** @description Only requests customers created through this payment link (`plink_…`); an id no link of this merchant has finds none. */
                payment_link_id?: string;
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPaymentRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrIdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailableOrRateUnavailable"];
        };
    };
    getPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment request id (`preq_…`). An id of another shape, or another merchant's, is simply not found. */
                id: components["parameters"]["PaymentRequestId"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePaymentRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The payment request id (`preq_…`). An id of another shape, or another merchant's, is simply not found. */
                id: components["parameters"]["PaymentRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePaymentRequestBody"] | unknown | unknown | unknown | unknown;
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["ConflictOrIdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrPaymentRequestNotUpdatableOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailableOrRateUnavailable"];
        };
    };
    cancelPaymentRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The payment request id (`preq_…`). An id of another shape, or another merchant's, is simply not found. */
                id: components["parameters"]["PaymentRequestId"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["ConflictOrIdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrPaymentRequestNotCancelableOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    payByC2p: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentDeclinedReplayable"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["ConflictOrIdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrPaymentRequestNotPayableOrPaymentAttemptsExhaustedOrPaymentMethodUnavailableOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["PaymentOutcomeUnknownReplayable"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    payByCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentDeclinedReplayable"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["ConflictOrIdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrPaymentRequestNotPayableOrPaymentAttemptsExhaustedOrPaymentMethodUnavailableOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["PaymentOutcomeUnknownReplayable"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    payByP2p: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payment: components["schemas"]["P2pPaymentBody"];
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
            /** @description The bank has not shown the transfer yet: the request, `waiting_for_payment_confirmation`, in the checkout layout. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutPendingPaymentRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentDeclinedReplayable"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["ConflictOrIdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrPaymentRequestNotPayableOrPaymentAttemptsExhaustedOrPaymentMethodUnavailableOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["PaymentOutcomeUnknownReplayable"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment request id (`preq_…`). An id of another shape, or another merchant's, is simply not found. */
                id: components["parameters"]["PaymentRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refunds. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The payment request id (`preq_…`). An id of another shape, or another merchant's, is simply not found. */
                id: components["parameters"]["PaymentRequestId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateRefundBody"];
            };
        };
        responses: {
            /** @description The refund: `succeeded`, `pending` (the bank has not answered yet), `failed` or `requires_action`. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["ConflictOrIdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrPaymentRequestNotRefundableOrRefundExceedsRemainingOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The refund id (`re_…`). Another merchant's, or the other mode's, is simply not found. */
                id: components["parameters"]["RefundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refund. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markRefundSucceeded: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The refund id (`re_…`). Another merchant's, or the other mode's, is simply not found. */
                id: components["parameters"]["RefundId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkRefundSucceededBody"];
            };
        };
        responses: {
            /** @description The refund, `succeeded`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["ConflictOrIdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrRefundNotActionableOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The refund id (`re_…`). Another merchant's, or the other mode's, is simply not found. */
                id: components["parameters"]["RefundId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The refund, `failed`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["ConflictOrIdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrRefundNotActionableOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
                type?: "payment_request.created" | "payment_request.updated" | "payment_request.paid" | "payment_request.payment_failed" | "payment_request.canceled" | "refund.created" | "refund.succeeded" | "refund.failed" | "refund.requires_action";
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event id (`evt_…`). Another merchant's event is simply not found. */
                id: components["parameters"]["EventId"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrTooManyWebhookEndpointsOrIdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`we_…`). Another merchant's endpoint is simply not found. */
                id: components["parameters"]["WebhookEndpointId"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`we_…`). Another merchant's endpoint is simply not found. */
                id: components["parameters"]["WebhookEndpointId"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The webhook endpoint id (`we_…`). Another merchant's endpoint is simply not found. */
                id: components["parameters"]["WebhookEndpointId"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrIdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The webhook endpoint id (`we_…`). Another merchant's endpoint is simply not found. */
                id: components["parameters"]["WebhookEndpointId"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrIdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
                id: components["parameters"]["WebhookEndpointId"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rollApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The key id (`key_…`). Another merchant's key, a key of the other mode, or one revoked or expired is simply not found. */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RollApiKeyBody"];
            };
        };
        responses: {
            /** @description The new key, with its secret. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrTooManyApiKeys"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The key id (`key_…`). Another merchant's key, a key of the other mode, or one revoked or expired is simply not found. */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked; no body. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBankAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LiveModeRequired"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    connectBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectBankAccountBody"];
            };
        };
        responses: {
            /** @description The account, `verified` or `failed`. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LiveModeRequired"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrMethodAlreadyRoutedOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailableOrBankCredentialsKeyMissing"];
        };
    };
    getBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bank account id (`ba_…`). Another merchant's, or an id of another shape, is simply not found. */
                id: components["parameters"]["BankAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LiveModeRequired"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The bank account id (`ba_…`). Another merchant's, or an id of another shape, is simply not found. */
                id: components["parameters"]["BankAccountId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBankAccountBody"] | unknown | unknown;
            };
        };
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LiveModeRequired"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrMethodAlreadyRoutedOrBankAccountDisabledOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailableOrBankCredentialsKeyMissing"];
        };
    };
    verifyBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The bank account id (`ba_…`). Another merchant's, or an id of another shape, is simply not found. */
                id: components["parameters"]["BankAccountId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The account, `verified` or `failed`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LiveModeRequired"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrMethodAlreadyRoutedOrBankAccountDisabledOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailableOrBankCredentialsKeyMissing"];
        };
    };
    disableBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The bank account id (`ba_…`). Another merchant's, or an id of another shape, is simply not found. */
                id: components["parameters"]["BankAccountId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The account, `disabled`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LiveModeRequired"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrBankAccountDisabledOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPaymentLinks: {
        parameters: {
            query?: {
                /** @description Page size, written as 1 to 7 digits. */
                limit?: number;
                /** @description Page number, written as 1 to 7 digits; a page past the end gives `data: []`. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of payment links. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentLinkBody"];
            };
        };
        responses: {
            /** @description The new payment link, active. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrIdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment link id (`plink_…`). An id of another shape, another merchant's or the other mode's, is simply not found. */
                id: components["parameters"]["PaymentLinkId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment link. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The payment link id (`plink_…`). An id of another shape, another merchant's or the other mode's, is simply not found. */
                id: components["parameters"]["PaymentLinkId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePaymentLinkBody"] | unknown | unknown | unknown;
            };
        };
        responses: {
            /** @description The updated payment link. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrIdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMerchant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Merchant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMerchantBody"] | unknown | unknown | unknown | unknown | unknown;
            };
        };
        responses: {
            /** @description The profile as changed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Merchant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrIdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendC2pKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request's state and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is 422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least `IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The payment request id (`preq_…`). An id of another shape, or another merchant's, is simply not found. */
                id: components["parameters"]["PaymentRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["C2pKeyBody"];
            };
        };
        responses: {
            /** @description The bank sends the payer the key by SMS. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["C2pKeyRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundReplayable"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOrPaymentRequestNotPayableOrPaymentAttemptsExhaustedOrPaymentMethodUnavailableOrC2pKeyNotSupportedOrC2pKeyRefusedOrIdempotencyKeyReusedReplayable"];
            429: components["responses"]["RateLimitedOrTooManyC2pKeys"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["C2pKeyOutcomeUnknown"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    webhook_payment_request_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt of this delivery. Drop an id you have already handled. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Unix seconds of this attempt; refuse one more than 5 minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`; during the 24 h after a rotation, a second one by the previous secret, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as `GET /api/v1/events/{id}` returns it. Verify the signature on these raw bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type?: "payment_request.created";
                } & components["schemas"]["PaymentRequestEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded and is not sent again. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or none within the timeout: the attempt failed and is retried on the schedule. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_request_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt of this delivery. Drop an id you have already handled. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Unix seconds of this attempt; refuse one more than 5 minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`; during the 24 h after a rotation, a second one by the previous secret, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as `GET /api/v1/events/{id}` returns it. Verify the signature on these raw bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type?: "payment_request.updated";
                } & components["schemas"]["PaymentRequestEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded and is not sent again. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or none within the timeout: the attempt failed and is retried on the schedule. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_request_paid: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt of this delivery. Drop an id you have already handled. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Unix seconds of this attempt; refuse one more than 5 minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`; during the 24 h after a rotation, a second one by the previous secret, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as `GET /api/v1/events/{id}` returns it. Verify the signature on these raw bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type?: "payment_request.paid";
                } & components["schemas"]["PaymentRequestEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded and is not sent again. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or none within the timeout: the attempt failed and is retried on the schedule. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_request_payment_failed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt of this delivery. Drop an id you have already handled. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Unix seconds of this attempt; refuse one more than 5 minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`; during the 24 h after a rotation, a second one by the previous secret, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as `GET /api/v1/events/{id}` returns it. Verify the signature on these raw bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type?: "payment_request.payment_failed";
                } & components["schemas"]["PaymentRequestEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded and is not sent again. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or none within the timeout: the attempt failed and is retried on the schedule. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_request_canceled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt of this delivery. Drop an id you have already handled. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Unix seconds of this attempt; refuse one more than 5 minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`; during the 24 h after a rotation, a second one by the previous secret, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as `GET /api/v1/events/{id}` returns it. Verify the signature on these raw bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type?: "payment_request.canceled";
                } & components["schemas"]["PaymentRequestEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded and is not sent again. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or none within the timeout: the attempt failed and is retried on the schedule. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_refund_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt of this delivery. Drop an id you have already handled. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Unix seconds of this attempt; refuse one more than 5 minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`; during the 24 h after a rotation, a second one by the previous secret, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as `GET /api/v1/events/{id}` returns it. Verify the signature on these raw bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type?: "refund.created";
                } & components["schemas"]["RefundEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded and is not sent again. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or none within the timeout: the attempt failed and is retried on the schedule. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_refund_succeeded: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt of this delivery. Drop an id you have already handled. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Unix seconds of this attempt; refuse one more than 5 minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`; during the 24 h after a rotation, a second one by the previous secret, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as `GET /api/v1/events/{id}` returns it. Verify the signature on these raw bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type?: "refund.succeeded";
                } & components["schemas"]["RefundEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded and is not sent again. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or none within the timeout: the attempt failed and is retried on the schedule. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_refund_failed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt of this delivery. Drop an id you have already handled. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Unix seconds of this attempt; refuse one more than 5 minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`; during the 24 h after a rotation, a second one by the previous secret, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as `GET /api/v1/events/{id}` returns it. Verify the signature on these raw bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type?: "refund.failed";
                } & components["schemas"]["RefundEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded and is not sent again. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or none within the timeout: the attempt failed and is retried on the schedule. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_refund_requires_action: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt of this delivery. Drop an id you have already handled. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Unix seconds of this attempt; refuse one more than 5 minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`; during the 24 h after a rotation, a second one by the previous secret, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as `GET /api/v1/events/{id}` returns it. Verify the signature on these raw bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type?: "refund.requires_action";
                } & components["schemas"]["RefundEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded and is not sent again. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or none within the timeout: the attempt failed and is retried on the schedule. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
