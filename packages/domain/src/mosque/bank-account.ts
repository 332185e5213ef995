// A module of its own, without valibot, so a page that only shows an account (the public site's
// footer) does not load the identity's whole rule.

/**
 * True for an IBAN (two letters of a country, two check digits, 10 to 30 letters or digits) whose
 * check digits hold (ISO 13616, modulo 97): a donor copies it into a transfer, so a mistyped digit
 * must be caught before it is printed, not after a gift went astray. `text` is compact (no spaces).
 */
export function isIban(text: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/.test(text)) return false;
  const moved = text.slice(4) + text.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN as people read it: in groups of four. */
export function groupBankAccount(compact: string): string {
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}
