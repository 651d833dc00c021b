import { canonicalDni } from '../../../src/domain/customer';

describe("a customer's dni in its one canonical form", () => {
  it.each([
    ['V-20987654', 'V20987654'],
    ['V20987654', 'V20987654'],
    ['E-81234567', 'E81234567'],
    ['J-123456789', 'J123456789'],
    ['G-20000001', 'G20000001'],
    ['P-12345', 'P12345'],
    ['C-1234567890', 'C1234567890'],
  ])('writes %s as %s', (sent, canonical) => {
    expect(canonicalDni(sent)).toBe(canonical);
    expect(canonicalDni(canonical)).toBe(canonical);
  });

  it.each([
    ['a passport', 'AB123456'],
    ['a lower-case letter', 'v-20987654'],
    ['an unknown letter', 'X-20987654'],
    ['two dashes', 'V--20987654'],
    ['a dash elsewhere', 'V2098-7654'],
    ['too few digits', 'V-1234'],
    ['too many digits', 'V-12345678901'],
    ['dots', 'V-20.987.654'],
    ['a trailing dash', 'V20987654-'],
  ])('keeps %s as sent', (_what, dni) => {
    expect(canonicalDni(dni)).toBe(dni);
  });
});
