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

/** A Venezuelan national id or tax id written with a dash after its letter, as in `V-20987654`. */
const DASHED_NATIONAL_ID = /^([VEJGPC])-(\d{5,10})$/;

/**
 * The one form in which a customer's dni is stored, looked up and listed: `V-20987654` and
 * `V20987654` are one person, written `V20987654` (the form the banks' samples use). Any other dni
 * (a passport, a lower-case letter, dots) is kept exactly as sent.
 */
export function canonicalDni(dni: string): string {
  const dashed = DASHED_NATIONAL_ID.exec(dni);
  return dashed ? `${dashed[1]}${dashed[2]}` : dni;
}
