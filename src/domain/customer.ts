/** A payer known to one merchant in one mode, identified there by `dni`. */
export interface Customer {
  readonly id: string;
  readonly merchantId: string;
  readonly livemode: boolean;
  readonly dni: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** New contact details for a customer; anything left out keeps its registered value. */
export interface CustomerDetails {
  email?: string;
  firstName?: string;
  lastName?: string;
}

export function withDetails(customer: Customer, details: CustomerDetails): Customer {
  return {
    ...customer,
    email: details.email ?? customer.email,
    firstName: details.firstName ?? customer.firstName,
    lastName: details.lastName ?? customer.lastName,
  };
}

/** The fields a dni must come with the first time a merchant uses it. */
export function missingDetailsForNewCustomer(details: CustomerDetails): (keyof CustomerDetails)[] {
  return (['email', 'firstName', 'lastName'] as const).filter((field) => details[field] === undefined);
}
